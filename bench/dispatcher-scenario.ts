// The dispatcher scenario of `npm run bench:events`: a dispatcher assigns units to a call and
// adds notes through the first API process while officers and dispatchers hold GET
// /api/events open across every process. Each delivery is timed from the moment the write was
// sent to the moment the event reached a subscriber who should see it: an assignment
// (call.updated) reaches every officer and dispatcher; a note (call.note) reaches the
// dispatchers and the units on the call.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { createSession, upsertUser, type DbHandle } from '@tenfour/db';

export const DISPATCH_ROLE = 'bench-dispatch';
/** Open calls the assignments are spread over. */
const CALLS = 10;

interface Stream {
  /** `assign:<call id>:<units on the call>` or `note:<text>` -> arrival time. */
  arrivals: Map<string, number>;
  close(): void;
}

/**
 * The key an event is timed by. Every subscriber receives the same text for one event, so it
 * is parsed once, not once per subscriber: with thousands of streams in this one process the
 * parsing would otherwise be the load generator's own delay, counted as the server's.
 */
const keysByBlock = new Map<string, string | undefined>();
function eventKey(event: string | undefined, block: string): string | undefined {
  if (event !== 'call.updated' && event !== 'call.note') return undefined;
  const data = block.slice(block.indexOf('\ndata: ') + 7);
  if (keysByBlock.has(data)) return keysByBlock.get(data);
  let key: string | undefined;
  if (event === 'call.updated') {
    const call = JSON.parse(data) as { _id: string; units: unknown[] };
    key = `assign:${call._id}:${call.units.length}`;
  } else {
    key = `note:${(JSON.parse(data) as { note: { text: string } }).note.text}`;
  }
  if (keysByBlock.size > 1_000) keysByBlock.clear();
  keysByBlock.set(data, key);
  return key;
}

function open(
  agent: http.Agent,
  port: number,
  cookie: string,
  path: string,
  onArrival: (key: string) => void,
) {
  return new Promise<Stream>((resolve, reject) => {
    const arrivals = new Map<string, number>();
    const req = http.get(
      { host: '127.0.0.1', port, path, agent, headers: { cookie, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`GET ${path} answered ${res.statusCode}`));
          res.resume();
          return;
        }
        res.setEncoding('utf8');
        let text = '';
        res.on('data', (chunk: string) => {
          const at = performance.now();
          text += chunk;
          let split: number;
          while ((split = text.indexOf('\n\n')) >= 0) {
            const block = text.slice(0, split);
            text = text.slice(split + 2);
            const event = /^event: (.+)$/m.exec(block)?.[1];
            if (event === 'ready') resolve({ arrivals, close: () => req.destroy() });
            const key = eventKey(event, block);
            if (key && !arrivals.has(key)) {
              arrivals.set(key, at);
              onArrival(key);
            }
          }
        });
      },
    );
    req.on('error', reject);
  });
}

function send(
  agent: http.Agent,
  port: number,
  cookie: string,
  method: string,
  path: string,
  payload: unknown,
) {
  const body = JSON.stringify(payload);
  return new Promise<Record<string, unknown>>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent,
        headers: {
          cookie,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          if ((res.statusCode ?? 500) >= 300)
            reject(new Error(`${method} ${path} answered ${res.statusCode}: ${text}`));
          else resolve(JSON.parse(text) as Record<string, unknown>);
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function seedDispatchers(handle: DbHandle, count: number): Promise<string[]> {
  const now = new Date();
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) {
    const discordId = `9${String(i).padStart(17, '0')}`;
    await upsertUser(handle.db, {
      discordId,
      username: `dispatch${i}`,
      discriminator: '0',
      avatar: null,
      roles: [DISPATCH_ROLE],
    });
    cookies.push(`tenfour_session=${(await createSession(handle.db, discordId, now)).token}`);
  }
  return cookies;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

/**
 * Runs the scenario on already running API processes. `officerCookies[i]` belongs to the
 * officer with callsign `B-i`; the first `rounds` of them (from 1) go on duty and are assigned.
 */
export async function runDispatcherScenario(options: {
  handle: DbHandle;
  ports: number[];
  officerCookies: string[];
  subscribers: number;
  dispatchers: number;
  rounds: number;
  interval: number;
  timeoutMs: number;
}): Promise<{ assignP95: number; noteP95: number }> {
  const { handle, ports, officerCookies, subscribers, rounds, interval, timeoutMs } = options;
  const dispatchers = Math.min(options.dispatchers, subscribers);
  const officers = subscribers - dispatchers;
  const deskCookies = await seedDispatchers(handle, dispatchers + 1);
  // The units to assign are on duty (a dispatcher may only assign those).
  const units = await handle.db
    .selectFrom('officers')
    .select(['id', 'callsign'])
    .where(
      'callsign',
      'in',
      Array.from({ length: rounds + 1 }, (_, i) => `B-${i + 1}`),
    )
    .execute();
  // Seeded officers may already be clocked in (registering clocks an officer in).
  const clockedIn = new Set(
    (
      await handle.db
        .selectFrom('clock_sessions')
        .select('officer_id')
        .where('ended_at', 'is', null)
        .execute()
    ).map((r) => r.officer_id),
  );
  const offDuty = units.filter((u) => !clockedIn.has(u.id));
  const now = new Date();
  if (offDuty.length)
    await handle.db
      .insertInto('clock_sessions')
      .values(
        offDuty.map((u) => ({ officer_id: u.id, department: 'Xbox' as const, started_at: now })),
      )
      .execute();
  const unitId = new Map(units.map((u) => [u.callsign, u.id]));

  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const streams: { stream: Stream; role: 'officer' | 'dispatcher'; index: number }[] = [];
  let waiting: { key: string; left: number; done: () => void } | undefined;
  const arrived = (key: string) => {
    if (waiting && waiting.key === key && --waiting.left === 0) waiting.done();
  };
  try {
    for (let i = 0; i < subscribers; i += 50) {
      const batch = Array.from({ length: Math.min(50, subscribers - i) }, (_, k) => i + k);
      const opened = await Promise.all(
        batch.map(async (n) => {
          const port = ports[n % ports.length]!;
          if (n < officers) {
            const index = n + 1;
            return {
              stream: await open(agent, port, officerCookies[index]!, '/api/events', arrived),
              role: 'officer' as const,
              index,
            };
          }
          const index = n - officers + 1;
          return {
            stream: await open(
              agent,
              port,
              deskCookies[index]!,
              '/api/events?service=dispatch&department=Xbox',
              arrived,
            ),
            role: 'dispatcher' as const,
            index,
          };
        }),
      );
      streams.push(...opened);
    }
    console.log(
      `\nDispatcher scenario: ${officers} officers and ${dispatchers} dispatchers subscribed across ${ports.length} API process(es).`,
    );

    const desk = deskCookies[0]!;
    // Units are spread over several open calls, a few on each, as on a busy evening.
    const calls: string[] = [];
    for (let i = 0; i < CALLS; i++) {
      const { call } = (await send(agent, ports[0]!, desk, 'POST', '/api/dispatch/calls', {
        department: 'Xbox',
        type: 'Traffic Collision (injuries)',
        location: `Bench Blvd ${i}`,
        priority: 1,
      })) as { call: { _id: string } };
      calls.push(call._id);
    }

    const answered: number[] = [];
    const timed = async (key: string, expected: number, write: () => Promise<unknown>) => {
      const delivered = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`not every subscriber got ${key}`)),
          timeoutMs,
        );
        waiting = {
          key,
          left: expected,
          done: () => {
            clearTimeout(timer);
            resolve();
          },
        };
      });
      const sent = performance.now();
      await write();
      answered.push(performance.now() - sent);
      await delivered;
      await new Promise((r) => setTimeout(r, interval));
      return sent;
    };

    const assignments: { key: string; sent: number }[] = [];
    const notes: { key: string; sent: number; unitsOnCall: number }[] = [];
    // Round 0 warms up (JIT, connections); it is not counted.
    for (let r = 0; r <= rounds; r++) {
      const callId = calls[r % CALLS]!;
      const onCall = Math.floor(r / CALLS) + 1;
      const assignKey = `assign:${callId}:${onCall}`;
      const sentAssign = await timed(assignKey, subscribers, () =>
        send(agent, ports[0]!, desk, 'POST', `/api/dispatch/calls/${callId}/units`, {
          unitId: unitId.get(`B-${r + 1}`),
        }),
      );
      // A note reaches the dispatchers and the units on the call (all of them subscribed).
      const noteKey = `note:round ${r}`;
      const sentNote = await timed(noteKey, dispatchers + Math.min(onCall, officers), () =>
        send(agent, ports[0]!, desk, 'POST', `/api/dispatch/calls/${callId}/notes`, {
          text: `round ${r}`,
        }),
      );
      if (r > 0) {
        assignments.push({ key: assignKey, sent: sentAssign });
        notes.push({ key: noteKey, sent: sentNote, unitsOnCall: onCall });
      }
    }

    const collect = (rows: { key: string; sent: number }[]) => {
      const list: number[] = [];
      for (const row of rows) {
        for (const { stream } of streams) {
          const at = stream.arrivals.get(row.key);
          if (at !== undefined) list.push(at - row.sent);
        }
      }
      return list.sort((a, b) => a - b);
    };
    const assign = collect(assignments);
    const note = collect(notes);
    for (const [label, list] of [
      ['Assignment (call.updated) -> every subscriber', assign],
      ['Note (call.note) -> dispatchers and units on the call', note],
    ] as const) {
      console.log(`${label}: ${list.length} deliveries`);
      console.log(
        `  p50 ${fmt(percentile(list, 50))}, p95 ${fmt(percentile(list, 95))}, p99 ${fmt(percentile(list, 99))}, max ${fmt(list.at(-1)!)}`,
      );
    }
    // Someone not on the call never got a note.
    const leaked = streams.some(
      ({ stream, role, index }) =>
        role === 'officer' &&
        index > rounds + 1 &&
        [...stream.arrivals.keys()].some((k) => k.startsWith('note:')),
    );
    if (leaked) throw new Error('a note reached an officer who is not on the call');
    const posts = answered.slice(2).sort((a, b) => a - b);
    console.log(
      `Assignment and note POST response: p50 ${fmt(percentile(posts, 50))}, p95 ${fmt(percentile(posts, 95))}`,
    );
    return { assignP95: percentile(assign, 95), noteP95: percentile(note, 95) };
  } finally {
    for (const { stream } of streams) stream.close();
    agent.destroy();
  }
}
