import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const SCRIPTS = fileURLToPath(new URL('../../../scripts', import.meta.url));

/**
 * `npm start` in a project whose server sources changed since the last build. The bundler is a
 * stand-in that writes a server which only reports the process it runs in, so the test sees
 * where the build ran without building anything.
 */
function projectWithStaleServer(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tenfour-start-script-'));
  cpSync(SCRIPTS, path.join(dir, 'scripts'), { recursive: true });
  mkdirSync(path.join(dir, 'api/src'), { recursive: true });
  writeFileSync(path.join(dir, 'api/src/main.ts'), '// changed since the last build\n');
  writeFileSync(path.join(dir, 'package-lock.json'), '{}\n');
  const esbuild = path.join(dir, 'node_modules/esbuild');
  mkdirSync(esbuild, { recursive: true });
  writeFileSync(
    path.join(esbuild, 'package.json'),
    JSON.stringify({ name: 'esbuild', type: 'module', exports: './index.js' }),
  );
  writeFileSync(
    path.join(esbuild, 'index.js'),
    `import { appendFileSync, writeFileSync } from 'node:fs';
appendFileSync('bundler-pids', process.pid + '\\n');
export async function build({ outdir }) {
  writeFileSync(outdir + '/pglite-template.js', '');
  writeFileSync(outdir + '/main.js', "import { writeFileSync } from 'node:fs';" +
    "writeFileSync('server-pid', String(process.pid));");
}
export async function stop() {}
`,
  );
  // The web build is current: only the server part is built.
  mkdirSync(path.join(dir, 'web/dist'), { recursive: true });
  const hash = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "import { sourceHash } from './scripts/build-stamp.mjs'; process.stdout.write(sourceHash('web'))",
    ],
    { cwd: dir, encoding: 'utf8' },
  );
  writeFileSync(path.join(dir, 'web/dist/.build-stamp'), `${hash.stdout}\n`);
  return dir;
}

describe('npm start', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('builds in a process of its own, so the server keeps none of the build', () => {
    dir = projectWithStaleServer();
    const started = spawnSync(process.execPath, ['scripts/start.mjs'], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect(started.status, started.stderr).toBe(0);
    const serverPid = readFileSync(path.join(dir, 'server-pid'), 'utf8');
    expect(serverPid).toBe(String(started.pid));
    const bundlerPids = readFileSync(path.join(dir, 'bundler-pids'), 'utf8').trim().split('\n');
    expect(bundlerPids).toHaveLength(1);
    expect(bundlerPids).not.toContain(serverPid);
  });

  it('starts the server without running the build when nothing changed', () => {
    dir = projectWithStaleServer();
    expect(spawnSync(process.execPath, ['scripts/start.mjs'], { cwd: dir }).status).toBe(0);
    rmSync(path.join(dir, 'bundler-pids'));
    const again = spawnSync(process.execPath, ['scripts/start.mjs'], { cwd: dir });
    expect(again.status).toBe(0);
    expect(readFileSync(path.join(dir, 'server-pid'), 'utf8')).toBe(String(again.pid));
    expect(() => readFileSync(path.join(dir!, 'bundler-pids'))).toThrow();
  });
});
