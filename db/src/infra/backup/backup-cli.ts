import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DataDirLockedError, lockDataDir } from '../pglite-lock';
import {
  backupFileName,
  DatabaseNotEmptyError,
  dumpDatabase,
  restoreDatabase,
  RestoreFailedError,
} from './backup';

// `npm run backup [-- --out FILE]` and `npm run restore FILE [-- --force]`, on DATABASE_URL or
// the embedded database in PGLITE_DIR (which no running server may have open).
if (existsSync('.env')) process.loadEnvFile('.env');
const [command, ...args] = process.argv.slice(2);
const target = {
  databaseUrl: process.env.DATABASE_URL || undefined,
  pgliteDir: process.env.PGLITE_DIR || './data',
};

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** One line an operator can act on, never a stack: the server's or the system's reason. */
function reason(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.replace(/\s+/g, ' ').trim();
}

function lockEmbedded(): (() => void) | undefined {
  if (target.databaseUrl) return undefined;
  try {
    return lockDataDir(target.pgliteDir);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      fail(`${err.message} Stop the server to back up or restore the embedded database.`);
    }
    throw err;
  }
}

const release = lockEmbedded();
try {
  await run();
} finally {
  release?.();
}

async function run() {
  if (command === 'backup') {
    const outIndex = args.indexOf('--out');
    const file =
      outIndex >= 0 && args[outIndex + 1]
        ? args[outIndex + 1]!
        : path.join(process.env.BACKUP_DIR || './backups', backupFileName(new Date()));
    let dump: string;
    try {
      mkdirSync(path.dirname(file), { recursive: true });
      dump = await dumpDatabase(target);
      // Written beside, then renamed: a half-written file never has the final name.
      writeFileSync(`${file}.partial`, dump);
      renameSync(`${file}.partial`, file);
    } catch (err) {
      rmSync(`${file}.partial`, { force: true });
      fail(`The backup failed, and no file was written: ${reason(err)}`);
    }
    console.log(`Backup written to ${file} (${Math.round(dump.length / 1024)} KB).`);
  } else if (command === 'restore') {
    const file = args.find((a) => !a.startsWith('--'));
    if (!file) fail('Usage: npm run restore FILE [-- --force]');
    if (!existsSync(file)) fail(`No such file: ${file}`);
    try {
      await restoreDatabase(target, readFileSync(file, 'utf8'), {
        force: args.includes('--force'),
      });
    } catch (err) {
      if (err instanceof DatabaseNotEmptyError || err instanceof RestoreFailedError) {
        fail(err.message);
      }
      // Before anything ran: the database could not be reached or opened.
      fail(`The backup could not be restored, and nothing was changed: ${reason(err)}`);
    }
    console.log(`Restored ${file}.`);
  } else {
    fail('Usage: backup-cli backup [--out FILE] | restore FILE [--force]');
  }
}
