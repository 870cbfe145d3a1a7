import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** `npm start`'s entry point, run from source (the tests run before a build exists). */
const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it wrote, standard output and error. */
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /** Waits until GET /healthz answers 200 on `port`. */
  ready(port: number, timeoutMs?: number): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts the real server (api/src/main.ts) in a process of its own. */
export function startServerProcess(env: Record<string, string | undefined>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, DATABASE_URL: undefined, ...env } as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    child,
    output: () => output,
    exited,
    async ready(port, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
        const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
