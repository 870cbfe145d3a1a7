import {
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    public readonly dir: string,
    public readonly pid: number,
  ) {
    super(
      `The embedded database in ${dir} is in use by another TenFour process (pid ${pid}). ` +
        'Only one process may open it: stop that one first, or use PostgreSQL (DATABASE_URL) to run several.',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * Beside the directory, not in it: PGlite rewrites the directory's contents when it creates
 * the database.
 */
export function lockFileOf(dir: string): string {
  const resolved = path.resolve(dir);
  return path.join(path.dirname(resolved), `.${path.basename(resolved)}.tenfour-lock`);
}

function exists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Clock ticks per second in /proc/<pid>/stat (USER_HZ, 100 on every Linux we run on). */
const TICKS_PER_SECOND = 100;

/** When the process started (ms since the epoch), from /proc. */
function startedAt(fields: string[]): number | undefined {
  const btime = /^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1];
  // Field 22 of the stat line; `fields` starts at field 3 (the state).
  const ticks = Number(fields[19]);
  if (!btime || !Number.isFinite(ticks)) return undefined;
  return (Number(btime) + ticks / TICKS_PER_SECOND) * 1000;
}

/**
 * Whether `pid` holds the lock in `file`. A process that died holds nothing, even before its
 * parent has reaped it (a zombie, which still answers kill 0): right after kill -9 the next
 * start must not be refused. The holder keeps the lock file open, so on Linux a holder has
 * it among its open files; a zombie has none. A live process without it open is either a
 * holder from before locks were kept open, or a new process that reused the pid after the
 * lock was written (it started later than the file): only the first still holds it.
 */
function holdsLock(pid: number, file: string): boolean {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' && existsProc()) return false;
    return exists(pid);
  }
  // "pid (name) S ...": the name may hold spaces and parentheses, so split after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (fields[0] === 'Z' || fields[0] === 'X') return false;
  try {
    const dir = `/proc/${pid}/fd`;
    if (readdirSync(dir).some((fd) => safeReadlink(`${dir}/${fd}`) === file)) return true;
  } catch {
    // Another user's process: its open files cannot be read, so it may be the holder.
    return true;
  }
  const started = startedAt(fields);
  const written = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  // A second of slack: the boot time in /proc/stat is in whole seconds.
  return !(started !== undefined && written !== undefined && started > written + 1000);
}

let procMounted: boolean | undefined;
function existsProc(): boolean {
  procMounted ??= statSync('/proc/self/stat', { throwIfNoEntry: false }) !== undefined;
  return procMounted;
}

function safeReadlink(link: string): string | undefined {
  try {
    return readlinkSync(link);
  } catch {
    return undefined;
  }
}

/**
 * Takes the embedded database directory for this process. PGlite keeps no lock of its own
 * across processes, and two writers on one directory silently diverge (each works from its own
 * in-memory copy), so a second process is refused while the first one holds it. A lock left
 * by a process that died (reaped or not) is taken over. Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  const file = lockFileOf(dir);
  mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      // Kept open while the lock is held: a process that died, even one not yet reaped,
      // holds no open files, so the next process can tell the lock is free.
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
        closeSync(fd);
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(readFileSync(file, 'utf8').trim());
      if (
        Number.isInteger(holder) &&
        holder > 0 &&
        holder !== process.pid &&
        holdsLock(holder, file)
      ) {
        throw new DataDirLockedError(dir, holder);
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock on ${dir}.`);
}
