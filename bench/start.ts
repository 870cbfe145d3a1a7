import { spawn } from 'node:child_process';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * `npm run bench:start`: how long `npm start`'s server takes from launch to a ready /healthz,
 * and its resident memory once ready, on an embedded database (or DATABASE_URL when set).
 * The first start creates, migrates and seeds the database; the second opens it as it stands.
 * Build first (`npm run build`): a start that has to build measures the build instead.
 */
const RUNS = Number(process.env.RUNS ?? 3);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** CPU time the process has used (user + system), in ms: what a start costs without the wait. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 a second).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function startOnce(dataDir: string): Promise<{ ms: number; cpu: number; rssMb: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), PGLITE_DIR: dataDir, NODE_ENV: 'development' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (performance.now() - started > 180_000) throw new Error('not ready after 180 s');
      await new Promise((r) => setTimeout(r, 10));
    }
    const ms = Math.round(performance.now() - started);
    const cpu = cpuMs(child.pid!);
    // Let start-up work that follows readiness (the first housekeeping pass) settle.
    await new Promise((r) => setTimeout(r, 1000));
    return { ms, cpu, rssMb: residentMb(child.pid!) };
  } finally {
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  }
}

const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
for (let run = 1; run <= RUNS; run++) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tenfour-bench-start-'));
  try {
    const first = await startOnce(dataDir);
    const again = await startOnce(dataDir);
    console.log(
      `run ${run} (${engine}): new database ready in ${first.ms} ms (${first.cpu} ms of CPU), ` +
        `${first.rssMb} MB resident; existing database ready in ${again.ms} ms ` +
        `(${again.cpu} ms of CPU), ${again.rssMb} MB resident`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
