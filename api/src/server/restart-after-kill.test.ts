import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { testEngine } from '@tenfour/db/testing';
import { startServerProcess, type ServerProcess } from './server-process';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const root = mkdtempSync(path.join(tmpdir(), 'tenfour-restart-'));
const running: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((p) => p.stop('SIGKILL')));
  rmSync(root, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

/** The state letter in /proc/<pid>/stat: R, S, Z (a zombie: dead, not yet reaped)... */
function processState(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  } catch {
    return undefined;
  }
}

// Node reaps a child from the event loop of the thread that started it. Started from a worker
// thread that then blocks, the killed server stays a zombie of this process for as long as
// the test needs: the state a supervisor that has not reaped yet leaves behind.
const UNREAPING_PARENT = `
  const { workerData, parentPort } = require('node:worker_threads');
  const { spawn } = require('node:child_process');
  const child = spawn(workerData.execPath, workerData.args, {
    env: workerData.env,
    stdio: 'ignore',
  });
  parentPort.postMessage(child.pid);
  Atomics.wait(new Int32Array(workerData.release), 0, 0);
`;

const serverEnv = (port: number, dataDir: string) => ({
  ...process.env,
  DATABASE_URL: '',
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  PORT: String(port),
  PGLITE_DIR: dataDir,
});

async function healthy(port: number, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing answered on port ${port}`);
}

describe('restart after kill -9 on the embedded database', { timeout: 240_000 }, () => {
  // The embedded database's own behaviour: once, in the PGlite project.
  it.runIf(process.platform === 'linux' && testEngine() === 'pglite')(
    'starts at once while the killed server is still an unreaped zombie',
    async () => {
      const dataDir = path.join(root, 'data');
      const [firstPort, secondPort] = [await freePort(), await freePort()];
      const release = new SharedArrayBuffer(4);
      const parent = new Worker(UNREAPING_PARENT, {
        eval: true,
        workerData: {
          execPath: process.execPath,
          args: ['--import', 'tsx', MAIN],
          env: serverEnv(firstPort, dataDir),
          release,
        },
      });
      try {
        const pid = await new Promise<number>((resolve) => parent.once('message', resolve));
        await healthy(firstPort);

        process.kill(pid, 'SIGKILL');
        const deadline = Date.now() + 10_000;
        while (processState(pid) !== 'Z' && Date.now() < deadline) {
          await new Promise((r) => setTimeout(r, 20));
        }
        expect(processState(pid)).toBe('Z');

        const second = startServerProcess({
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          PORT: String(secondPort),
          PGLITE_DIR: dataDir,
        });
        running.push(second);
        await second.ready(secondPort, 90_000);
        expect(second.output()).not.toContain('in use by another TenFour process');
        // Still unreaped the whole time: the lock was judged on a zombie.
        expect(processState(pid)).toBe('Z');
        expect((await fetch(`http://127.0.0.1:${secondPort}/readyz`)).status).toBe(200);
        expect(await second.stop()).toBe(0);
      } finally {
        Atomics.store(new Int32Array(release), 0, 1);
        Atomics.notify(new Int32Array(release), 0);
        await parent.terminate();
      }
    },
  );
});
