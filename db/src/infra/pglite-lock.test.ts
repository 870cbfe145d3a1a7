import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, lockFileOf } from './pglite-lock';

const root = mkdtempSync(path.join(tmpdir(), 'tenfour-lock-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const LOCK = pathToFileURL(fileURLToPath(new URL('./pglite-lock.ts', import.meta.url))).href;

/** Another process that takes the lock on `dir` and keeps it until killed. */
async function holder(dir: string): Promise<ChildProcess> {
  const code = `const { lockDataDir } = await import(${JSON.stringify(LOCK)});
    lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', TSX, '--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (c) => reject(new Error(`the lock holder exited (${c})`)));
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('locked') && resolve());
  });
  return child;
}

describe.runIf(process.platform === 'linux')('embedded database lock', { timeout: 60_000 }, () => {
  it('refuses a second process while the first holds it, and frees it when that one dies', async () => {
    const dir = path.join(root, 'held');
    const first = await holder(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    const exited = new Promise((resolve) => first.once('exit', resolve));
    first.kill('SIGKILL');
    await exited;
    const release = lockDataDir(dir);
    release();
  });

  it('takes over a lock whose pid now belongs to a process started after it was written', async () => {
    const dir = path.join(root, 'reused');
    const file = lockFileOf(dir);
    const other = spawn('sleep', ['30'], { stdio: 'ignore' });
    children.push(other);
    writeFileSync(file, String(other.pid));
    // Written an hour ago, long before that process started: the pid was reused.
    const hourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(file, hourAgo, hourAgo);
    const release = lockDataDir(dir);
    release();
  });
});
