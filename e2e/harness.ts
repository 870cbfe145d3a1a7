import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:net';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import {
  startFakeDiscord,
  type FakeDiscord,
  type FakeUser,
} from '@tenfour/db/testing/fake-discord';
import { databaseUrl, withAdmin } from '@tenfour/db/testing';
import { chromePath, emojiFontInstalled } from './prerequisites';

export { chromePath } from './prerequisites';

export const ROLES = {
  publicSafety: '700000000000000001',
  fireRescue: '700000000000000002',
  admin: '700000000000000003',
  dispatch: '700000000000000004',
  judge: '700000000000000005',
  licenseC: '700000000000000011',
  licenseM: '700000000000000012',
  licenseA: '700000000000000013',
  licenseB: '700000000000000014',
};

/** The personas the browser tests sign in as through the fake Discord. */
export const PEOPLE = {
  civilian: { id: '510000000000000001', username: 'casey', roles: [ROLES.licenseC] },
  officer: {
    id: '510000000000000002',
    username: 'officer.jordan',
    roles: [ROLES.publicSafety, ROLES.licenseC, ROLES.licenseM],
  },
  officer2: { id: '510000000000000005', username: 'officer.sam', roles: [ROLES.publicSafety] },
  firefighter: { id: '510000000000000003', username: 'ff.morgan', roles: [ROLES.fireRescue] },
  admin: {
    id: '510000000000000004',
    username: 'admin.riley',
    roles: [ROLES.admin, ROLES.publicSafety, ROLES.fireRescue],
  },
  dispatcher: { id: '510000000000000006', username: 'dispatch.avery', roles: [ROLES.dispatch] },
  judge: { id: '510000000000000007', username: 'judge.quinn', roles: [ROLES.judge] },
} satisfies Record<string, FakeUser>;

export const SERVER_ENTRY = path.resolve('dist/server/main.js');

export const SCREENSHOTS = path.resolve('e2e/screenshots');
const DOCS_SCREENSHOTS = path.resolve('docs/screenshots');

/**
 * Browser tests skip on a machine without Chromium, and fail in CI (CI=true), where a
 * missing browser is a broken setup, never a reason to pass. What is missing is said once, by
 * name, at the start of the run (global-setup.ts).
 */
export function browserAvailable(): boolean {
  if (chromePath()) return true;
  if (process.env.CI) throw new Error('Chromium not found at /usr/bin/chromium (set CHROME_PATH).');
  return false;
}

/** Emoji drawn in colour need the Noto Color Emoji font; without it their tests skip. */
export const emojiFontAvailable = () => emojiFontInstalled();

export interface PageOptions {
  viewport?: { width: number; height: number };
  /**
   * Lets a test inject a script (the accessibility engine) past our CSP, which forbids
   * inline scripts; only the checks that need it ask for it.
   */
  bypassCSP?: boolean;
}

export interface Stack {
  baseUrl: string;
  fake: FakeDiscord;
  browser: Browser;
  /** A new browser context signed in as this persona through the real OAuth redirect chain. */
  signedIn(
    person: FakeUser,
    options?: PageOptions,
  ): Promise<{ context: BrowserContext; page: Page }>;
  newPage(options?: PageOptions): Promise<{ context: BrowserContext; page: Page }>;
  screenshot(page: Page, name: string): Promise<void>;
  /**
   * The gallery screenshot of a screen, written to docs/screenshots only when
   * UPDATE_SCREENSHOTS=1, so an ordinary test run leaves the working tree as it was.
   */
  docsScreenshot(page: Page, name: string): Promise<void>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Starts the fake Discord, the real server (built web + API) and Chromium. */
export async function startStack(extraEnv: Record<string, string> = {}): Promise<Stack> {
  const fake = await startFakeDiscord();
  for (const person of Object.values(PEOPLE)) fake.addUser(person);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  const dataDir = mkdtempSync(path.join(tmpdir(), 'tenfour-e2e-'));
  let dropDatabase: (() => Promise<void>) | undefined;
  const dbEnv: Record<string, string> = {};
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `tenfour_e2e_${process.pid}_${Date.now().toString(36)}`;
    await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
    dbEnv.DATABASE_URL = databaseUrl(adminUrl, name);
    dropDatabase = () =>
      withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(
        () => undefined,
      );
  } else {
    dbEnv.PGLITE_DIR = dataDir;
  }

  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DISCORD_CLIENT_ID: fake.clientId,
    DISCORD_CLIENT_SECRET: fake.clientSecret,
    DISCORD_GUILD_ID: fake.guildId,
    DISCORD_API_BASE: fake.apiBase,
    DISCORD_OAUTH_AUTHORIZE_URL: fake.authorizeUrl,
    PSO_ROLE_IDS: ROLES.publicSafety,
    SAFR_ROLE_IDS: ROLES.fireRescue,
    ADMIN_ROLE_IDS: ROLES.admin,
    DISPATCH_ROLE_IDS: ROLES.dispatch,
    JUDGE_ROLE_IDS: ROLES.judge,
    LICENSE_CLASS_C_ROLE_ID: ROLES.licenseC,
    LICENSE_CLASS_M_ROLE_ID: ROLES.licenseM,
    LICENSE_CLASS_A_ROLE_ID: ROLES.licenseA,
    LICENSE_CLASS_B_ROLE_ID: ROLES.licenseB,
    ...dbEnv,
    ...extraEnv,
  };
  if (!dbEnv.DATABASE_URL) delete env.DATABASE_URL;

  // The production build, as `npm start` runs it (`npm run test:e2e` builds it first).
  if (!existsSync(SERVER_ENTRY)) throw new Error('No server build: run `npm run build` first.');
  const server: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()));

  // Generous: on a busy two-core machine a cold start (tsx, migrations) can take minutes.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }

  const browser = await chromium.launch({
    executablePath: chromePath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  mkdirSync(SCREENSHOTS, { recursive: true });

  const newPage: Stack['newPage'] = async (options = {}) => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: options.viewport ?? { width: 1280, height: 850 },
      bypassCSP: options.bypassCSP ?? false,
    });
    const page = await context.newPage();
    page.on('pageerror', (err) => console.error('[browser error]', err.message));
    return { context, page };
  };

  return {
    baseUrl,
    fake,
    browser,
    newPage,
    async signedIn(person, options) {
      const { context, page } = await newPage(options);
      fake.authorizeAs(person.id);
      await page.goto('/');
      await page.getByRole('link', { name: 'Login with Discord' }).click();
      await page.waitForURL((url) => url.pathname !== '/' && !url.pathname.startsWith('/auth'));
      return { context, page };
    },
    async screenshot(page, name) {
      await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
    },
    async docsScreenshot(page, name) {
      if (process.env.UPDATE_SCREENSHOTS !== '1') return;
      mkdirSync(DOCS_SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: path.join(DOCS_SCREENSHOTS, `${name}.png`) });
    },
    async close() {
      await browser.close().catch(() => undefined);
      server.kill('SIGTERM');
      await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)));
      await fake.close();
      await dropDatabase?.().catch((err: unknown) =>
        console.error('could not drop e2e database', err),
      );
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A write through a signed-in context's API, sent as the page sends it (same origin); an
 * answer outside 2xx fails the test with its status and body.
 */
export async function apiPost<T = Record<string, unknown>>(
  stack: Stack,
  context: BrowserContext,
  path: string,
  data: unknown,
): Promise<T> {
  const res = await context.request.post(path, { data, headers: { origin: stack.baseUrl } });
  if (res.status() < 200 || res.status() > 299) {
    throw new Error(`${path} answered ${res.status()}: ${await res.text()}`);
  }
  return (await res.json()) as T;
}
