import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface SecondProcess {
  /** Calls the other process's app. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** Its exit code once it has exited, else null. */
  exitCode(): number | null;
  stop(): Promise<void>;
}

/** Starts serve.ts in a process of its own on the PostgreSQL database at `databaseUrl`. */
export async function startSecondProcess(
  databaseUrl: string,
  env: Record<string, string>,
): Promise<SecondProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./serve.ts', import.meta.url))],
    {
      env: { ...process.env, ...env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The second API process exited (${code})`)));
    child.stdout!.on('data', (data: Buffer) => {
      const match = /listening on (\d+)/.exec(data.toString());
      if (match) resolve(Number(match[1]));
    });
  });
  return {
    request: (path, init) => fetch(`http://127.0.0.1:${port}${path}`, init),
    exitCode: () => child.exitCode,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
