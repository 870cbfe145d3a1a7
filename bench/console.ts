// `npm run bench:console`: the dispatcher console's frame time with 50 active calls and 100
// on-duty units (70 officers, 30 fire/rescue) in one department, in headless Chromium, while
// officers and another dispatcher send a burst of changes through the API. A script, not a
// test: it prints figures.
//   npm run bench:console -- [--seconds=5] [--status-changes=200] [--call-updates=50]
//     [--custom-statuses=0]
// --custom-statuses=N: staff add N statuses per service first, and the burst uses them too
// (a community's own 10-codes must cost the board nothing: compare the ratio with N=0).
// The floor is a blank page in the same browser, measured during the same burst: what the
// machine's frames cost with no app. The ratio p95(console) / p95(floor) is the figure that
// compares across machines and days. Run `npm run build` first: it starts the built server.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { createDb, createSession, migrateToLatest, upsertUser } from '@tenfour/db';
import { registerDiscordFollowUps } from '@tenfour/db/discord';
import {
  attachUnit,
  changeUnit,
  createDispatcherCall,
  registerProfile,
  type Dispatcher,
  type Officer,
} from '@tenfour/db/dispatch';
import { createStatus } from '@tenfour/db/values';
import { PEOPLE, ROLES, startStack } from '../e2e/harness';
import { seedUnitMember, sessionCookie } from './seed-units';

const DEPARTMENT = 'Xbox';
const CALLS = 50;
const POLICE = 70;
const FIRE_RESCUE = 30;
/** Calls with units on them (the first ones get two), and how many units are assigned. */
const CALLS_WITH_UNITS = 35;
const TWO_UNIT_CALLS = 10;
const TEMPLATE = path.resolve('dist/server/pglite-template.tar.gz');

/**
 * What the page is waited for, in one place: the console's markup changes, the text it shows
 * for a call ("#12") and a unit (its callsign) does not. Checked on the body's text, not on
 * elements, so cards, table rows or a list all pass.
 */
const SHOWN = {
  route: '/dashboard/dispatch',
  boardResponse: '/api/dispatch/board',
  callText: (callNumber: number) => `#${callNumber}`,
  unitText: (callsign: string) => callsign,
};

function arg(name: string, fallback: number): number {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = found ? Number(found.split('=')[1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}
const SECONDS = arg('seconds', 5);
const STATUS_CHANGES = arg('status-changes', 200);
const CALL_UPDATES = arg('call-updates', 50);
const CUSTOM_STATUSES = Number(
  process.argv.find((a) => a.startsWith('--custom-statuses='))?.split('=')[1] ?? 0,
);
const CUSTOM_MEANINGS = ['busy', 'enroute', 'onscene', 'available'] as const;
/** The code of custom status `k` of a service. */
const customCode = (service: 'police' | 'safr', k: number) =>
  `${service === 'police' ? 'C' : 'F'}-${k + 1}`;

interface Seeded {
  units: { officerId: string; callsign: string; service: 'police' | 'safr'; cookie: string }[];
  calls: { id: string; callNumber: number }[];
  dispatcherCookie: string;
}

/** Units, calls and sessions, written while no server holds the embedded database. */
async function seed(dataDir: string): Promise<Seeded> {
  // As the server does: a dispatch write needs its Discord follow-ups subscribed.
  registerDiscordFollowUps();
  const handle = await createDb({ pgliteDir: dataDir, pgliteTemplate: TEMPLATE });
  const { db } = handle;
  // Signed in an hour ago, so no answer re-sends the cookie.
  const now = new Date(Date.now() - 3_600_000);
  try {
    await migrateToLatest(db);
    for (const service of ['police', 'safr'] as const) {
      for (let k = 0; k < CUSTOM_STATUSES; k++) {
        await createStatus(
          db,
          { staffDiscordId: PEOPLE.admin.id, now },
          {
            service,
            code: customCode(service, k),
            label: `Custom ${k + 1}`,
            colour: `#${((k * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(0, 6)}`,
            meaning: CUSTOM_MEANINGS[k % CUSTOM_MEANINGS.length]!,
          },
        );
      }
    }
    const units: Seeded['units'] = [];
    const officers: Officer[] = [];
    for (let i = 0; i < POLICE + FIRE_RESCUE; i++) {
      const service = i < POLICE ? 'police' : 'safr';
      const { discordId, civilianId } = await seedUnitMember(
        db,
        i,
        service === 'police' ? ROLES.publicSafety : ROLES.fireRescue,
      );
      const callsign = service === 'police' ? `P-${100 + i}` : `E-${100 + i}`;
      const base = { discordId, civilianId, department: DEPARTMENT, callsign } as const;
      const officer = await registerProfile(
        db,
        service === 'police'
          ? { ...base, service }
          : { ...base, service, role: i % 2 ? 'Paramedic' : 'Firefighter', station: null },
        now,
      );
      await changeUnit(db, officer, { status: service === 'police' ? '10-8' : 'Available' }, now);
      officers.push(officer);
      units.push({
        officerId: officer.id,
        callsign,
        service,
        cookie: await sessionCookie(db, discordId, now),
      });
    }
    await upsertUser(db, {
      discordId: PEOPLE.dispatcher.id,
      username: PEOPLE.dispatcher.username,
      discriminator: '0',
      avatar: null,
      roles: PEOPLE.dispatcher.roles,
    });
    const dispatcher: Dispatcher = {
      kind: 'dispatcher',
      discordId: PEOPLE.dispatcher.id,
      name: PEOPLE.dispatcher.username,
      department: DEPARTMENT,
    };
    const types = ['Robbery', 'Traffic Stop', 'Pursuit', 'Other'] as const;
    const calls: Seeded['calls'] = [];
    let next = 0;
    for (let i = 0; i < CALLS; i++) {
      const call = await createDispatcherCall(
        db,
        dispatcher,
        {
          type: types[i % types.length]!,
          location: `${100 + i} Bench Avenue`,
          postal: String(1000 + i),
          priority: 1 + (i % 3),
          services: i % 5 === 0 ? ['police', 'fire', 'ems'] : ['police'],
        },
        now,
      );
      calls.push({ id: call._id, callNumber: call.callNumber });
      if (i >= CALLS_WITH_UNITS) continue;
      for (let k = 0; k < (i < TWO_UNIT_CALLS ? 2 : 1); k++) {
        // Fire/rescue units go to the calls that need fire and EMS; officers to the rest.
        const unit =
          i % 5 === 0 && k === 1 ? officers[POLICE + (i % FIRE_RESCUE)]! : officers[next++]!;
        await attachUnit(db, dispatcher, call._id, unit.id, now);
      }
    }
    const { token } = await createSession(db, PEOPLE.dispatcher.id, now);
    return { units, calls, dispatcherCookie: `tenfour_session=${token}` };
  } finally {
    await handle.close();
  }
}

// Run in the page: the script's own types know no DOM, so these are sent as text.
const RECORDER = `(() => {
  const w = window;
  w.__frames = []; w.__long = []; w.__stop = false;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__long.push(e.duration);
  }).observe({ type: 'longtask' });
  const tick = (t) => { w.__frames.push(t); if (!w.__stop) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
})()`;
const STOP = '(window.__stop = true, { frames: window.__frames, long: window.__long })';
const bodyHas = (texts: string[]) =>
  `(() => { const t = document.body.textContent || ''; ` +
  `return ${JSON.stringify(texts)}.every((x) => t.includes(x)); })()`;

/** Records frame intervals (requestAnimationFrame) and long tasks until stopped. */
const startRecording = (page: Page) => page.evaluate(RECORDER);

async function stopRecording(page: Page) {
  const { frames, long } = await page.evaluate<{ frames: number[]; long: number[] }>(STOP);
  const intervals = frames.slice(1).map((t, i) => t - frames[i]!);
  return { intervals, long };
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;

function summary(intervals: number[], long: number[]) {
  const sorted = [...intervals].sort((a, b) => a - b);
  return {
    frames: intervals.length,
    p50: pct(sorted, 50),
    p95: pct(sorted, 95),
    max: sorted.at(-1) ?? NaN,
    over50: intervals.filter((d) => d > 50).length,
    longTasks: long.length,
    longMs: long.reduce((a, b) => a + b, 0),
  };
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join('/');

/** Body text contains every seeded call number and the last unit's callsign. */
const boardShown = (page: Page, calls: number[], lastCallsign: string, timeout: number) =>
  page.waitForFunction(
    bodyHas([...calls.map(SHOWN.callText), SHOWN.unitText(lastCallsign)]),
    null,
    {
      polling: 'raf',
      timeout,
    },
  );

/** The changes officers and another dispatcher make, sent on a schedule (not one at a time). */
async function burst(baseUrl: string, s: Seeded, marker: string) {
  const custom = (service: 'police' | 'safr') =>
    Array.from({ length: CUSTOM_STATUSES }, (_, k) => customCode(service, k));
  const police = ['10-6', '10-11', 'Signal 11', '10-8', ...custom('police')];
  const safr = [
    'En Route',
    'On Scene',
    'Transporting',
    'At Hospital',
    'Available',
    ...custom('safr'),
  ];
  const total = STATUS_CHANGES + CALL_UPDATES;
  const every = (SECONDS * 1000) / total;
  // Call updates spread evenly among the status changes; the last request is a call update.
  const isCallUpdate = (k: number) =>
    Math.floor(((k + 1) * CALL_UPDATES) / total) > Math.floor((k * CALL_UPDATES) / total);
  const send = async (cookie: string, method: string, url: string, body: unknown) => {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  };
  const sent: Promise<void>[] = [];
  const started = performance.now();
  let unitN = 0;
  let callN = 0;
  for (let k = 0; k < total; k++) {
    const due = started + k * every;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    if (isCallUpdate(k)) {
      const call = s.calls[callN % s.calls.length]!;
      const last = callN === CALL_UPDATES - 1;
      // Alternately the dispatcher reprioritises and an officer moves a call; the last
      // update gives a call a location nobody has seen, to time its arrival on the page.
      if (callN % 2 && !last) {
        sent.push(
          send(s.dispatcherCookie, 'PUT', `/api/dispatch/calls/${call.id}/priority`, {
            priority: 1 + ((callN >> 1) % 3),
          }),
        );
      } else {
        const location = last ? marker : `${200 + callN} Burst Street`;
        sent.push(send(s.units[0]!.cookie, 'PUT', `/api/calls/${call.id}`, { location }));
      }
      callN++;
    } else {
      const unit = s.units[unitN % s.units.length]!;
      const codes = unit.service === 'police' ? police : safr;
      // With custom statuses, every code is used across the burst (the units' second changes
      // take a different code from their first); without, each unit walks the spec's codes.
      const index = CUSTOM_STATUSES
        ? unitN % codes.length
        : Math.floor(unitN / s.units.length) % codes.length;
      const status = codes[index]!;
      // Fire/rescue members change their status on their own route, as their dashboard does.
      const route = unit.service === 'police' ? '/api/units/me' : '/api/safr/units/me';
      sent.push(send(unit.cookie, 'PUT', route, { status }));
      unitN++;
    }
  }
  const allSent = performance.now();
  await Promise.all(sent);
  // The server may answer later than the schedule sent: both are printed.
  return { sentMs: allSent - started, end: performance.now() };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'tenfour-bench-console-'));
const seedStart = performance.now();
const seeded = await seed(dataDir);
console.log(
  `seeded ${seeded.units.length} on-duty units and ${seeded.calls.length} active calls in ` +
    `${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
);
// The burst writes faster than one member may; the limit stays counted, out of reach.
const stack = await startStack({ PGLITE_DIR: dataDir, RATE_LIMIT_WRITES: '1000000' });
try {
  // The page's checks are sent as text, which the site's CSP (no eval) would refuse.
  const { page } = await stack.signedIn(PEOPLE.dispatcher, { bypassCSP: true });
  const { page: floorPage } = await stack.newPage();
  await floorPage.goto('about:blank');

  const callNumbers = seeded.calls.map((c) => c.callNumber);
  const lastCallsign = seeded.units.at(-1)!.callsign;
  const navStart = performance.now();
  const boardAnswer = page.waitForResponse((r) => r.url().includes(SHOWN.boardResponse));
  await page.goto(SHOWN.route);
  await boardAnswer;
  const dataMs = performance.now() - navStart;
  let shownMs = NaN;
  try {
    await boardShown(page, callNumbers, lastCallsign, 60_000);
    shownMs = performance.now() - navStart;
  } catch {
    const text = await page.evaluate<string>("document.body.textContent || ''");
    const shown = callNumbers.filter((n) => text.includes(SHOWN.callText(n))).length;
    console.log(`the board showed ${shown} of ${CALLS} calls after 60 s; measuring anyway`);
  }
  // Let the first render's work settle before the window opens.
  await new Promise((r) => setTimeout(r, 2000));

  const marker = `Final ${Date.now().toString(36)} Way`;
  const loadBefore = load();
  await Promise.all([startRecording(page), startRecording(floorPage)]);
  const burstStart = performance.now();
  const lastShown = page.waitForFunction(bodyHas([marker]), null, {
    polling: 'raf',
    timeout: 60_000,
  });
  const { sentMs, end: burstEnd } = await burst(stack.baseUrl, seeded, marker);
  await lastShown;
  const lastShownMs = performance.now() - burstEnd;
  // A second of quiet after the burst, so late frames are counted too.
  await new Promise((r) => setTimeout(r, 1000));
  const [consoleRun, floorRun] = await Promise.all([stopRecording(page), stopRecording(floorPage)]);
  const windowMs = performance.now() - burstStart;
  const c = summary(consoleRun.intervals, consoleRun.long);
  const f = summary(floorRun.intervals, floorRun.long);

  console.log(
    `\nconsole: ${CALLS} active calls, ${seeded.units.length} on-duty units; load average ` +
      `${loadBefore} before the burst, ${load()} after`,
  );
  console.log(
    `load: board data answered ${ms(dataMs)} after navigation; all ${CALLS} calls shown ` +
      `after ${ms(shownMs)}`,
  );
  console.log(
    `burst: ${STATUS_CHANGES} unit status changes ` +
      (CUSTOM_STATUSES ? `(${CUSTOM_STATUSES} custom statuses per service in use) ` : '') +
      `and ${CALL_UPDATES} call updates sent over ` +
      `${(sentMs / 1000).toFixed(1)} s, all answered after ` +
      `${((burstEnd - burstStart) / 1000).toFixed(1)} s; the last update ` +
      `showed ${ms(lastShownMs)} after the last answer`,
  );
  for (const [label, s] of [
    ['console', c],
    ['floor (blank page, same window)', f],
  ] as const) {
    console.log(
      `${label}: ${s.frames} frames, interval p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, max ` +
        `${ms(s.max)}; ${s.over50} over 50 ms; ${s.longTasks} long tasks, ${ms(s.longMs)} in all ` +
        `(${((100 * s.longMs) / windowMs).toFixed(0)}% of the ${(windowMs / 1000).toFixed(1)} s window)`,
    );
  }
  console.log(
    `ratio p95(console) / p95(floor): ${(c.p95 / f.p95).toFixed(2)}; ` +
      `max ${(c.max / f.max).toFixed(2)}`,
  );
} finally {
  await stack.close();
  rmSync(dataDir, { recursive: true, force: true });
}
