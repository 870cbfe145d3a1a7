import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the embedded database directory for this process. PGlite keeps no lock of its own
 * across processes, and two writers on one directory silently diverge (each works from its own
 * in-memory copy), so a second process is refused while the first one lives. A lock left by a
 * process that died is taken over. Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  const file = lockFileOf(dir);
  mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(dir, holder);
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock on ${dir}.`);
}
