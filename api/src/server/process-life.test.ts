import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './server-process';

// The process as `npm start` runs it, on an embedded database of its own.
const root = mkdtempSync(path.join(tmpdir(), 'tenfour-process-'));
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

function start(env: Record<string, string>): ServerProcess {
  const server = startServerProcess({ NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env });
  running.push(server);
  return server;
}

// Each test starts real processes on a new embedded database: slow on a busy machine.
describe('process life', { timeout: 240_000 }, () => {
  it('refuses a busy port in one line, before the database is touched', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    const dataDir = path.join(root, 'busy-port');
    try {
      const server = start({ PORT: String(port), PGLITE_DIR: dataDir });
      expect(await server.exited).toBe(1);
      const lines = server.output().trim().split('\n');
      expect(lines).toEqual([
        `Port ${port} is already in use (another TenFour, or another program, listens there). Stop it or set PORT to a free port.`,
      ]);
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      blocker.close();
    }
  });

  it('refuses a second process on the same embedded database directory', async () => {
    const dataDir = path.join(root, 'shared');
    const [firstPort, secondPort] = [await freePort(), await freePort()];
    const first = start({ PORT: String(firstPort), PGLITE_DIR: dataDir });
    await first.ready(firstPort);

    const second = start({ PORT: String(secondPort), PGLITE_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `is in use by another TenFour process (pid ${first.child.pid}). Only one process may open it`,
    );
    // The first one is unharmed; once it has stopped, the directory opens again.
    expect((await fetch(`http://127.0.0.1:${firstPort}/readyz`)).status).toBe(200);
    expect(await first.stop()).toBe(0);
    const third = start({ PORT: String(secondPort), PGLITE_DIR: dataDir });
    await third.ready(secondPort);
    expect(await third.stop()).toBe(0);
  });

  it('finishes a request in flight on SIGTERM, refuses new connections, then exits 0', async () => {
    const port = await freePort();
    const server = start({ PORT: String(port), PGLITE_DIR: path.join(root, 'drain') });
    await server.ready(port);

    // A demo sign-in whose body is still arriving when the signal comes.
    const body = JSON.stringify({ discordId: '100000000000000001' });
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (d: Buffer) => (answer += d.toString()));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write(
      `POST /auth/demo HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    await new Promise((r) => setTimeout(r, 200));
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));

    // Stopped taking connections, still running the request.
    const refused = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      () => false,
      () => true,
    );
    expect(refused).toBe(true);
    expect(server.child.exitCode).toBeNull();

    socket.write(body.slice(5));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/set-cookie: tenfour_session=/i);
    expect(await server.exited).toBe(0);
  });
});
