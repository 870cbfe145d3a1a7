import type { Department } from '@tenfour/db';
import type { OfficerView } from '@tenfour/db/dispatch';
import { insertCivilian, uniqueCallsign } from '@tenfour/db/testing';
import { TEST_ROLES, type TestContext, type TestMember } from './test-app';

export interface TestOfficer extends TestMember {
  officer: OfficerView;
  civilianId: string;
}

/** A civilian owned by the member, and unique callsigns (fixtures shared with the bot's tests). */
export { insertCivilian, uniqueCallsign } from '@tenfour/db/testing';

/** A public safety member with a registered officer profile in the department. */
export async function registeredOfficer(
  ctx: TestContext,
  department: Department = 'Xbox',
  options: { callsign?: string; roles?: string[] } = {},
): Promise<TestOfficer> {
  const member = await ctx.member(options.roles ?? [TEST_ROLES.publicSafety]);
  const civilianId = await insertCivilian(ctx, member.discordId);
  const res = await member.post('/api/officers', {
    discordId: member.discordId,
    civilianId,
    department,
    callsign: options.callsign ?? uniqueCallsign(),
  });
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${await res.text()}`);
  const { officer } = (await res.json()) as { officer: OfficerView };
  return Object.assign(member, { officer, civilianId });
}

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** The app's typed client (/api), calling as the member, or signed out without one. */
export { clientAs } from './client';

/** The one JSON shape of every refusal (no route's type describes it). */
export interface ErrorBody {
  success: false;
  error: string;
  message: string;
  code: string;
  issues: { path: string; message: string }[];
}

export async function errorBody(res: { json(): Promise<unknown> }): Promise<ErrorBody> {
  return (await res.json()) as ErrorBody;
}

export interface SseEvent {
  event: string;
  id: string | undefined;
  data: unknown;
}

export interface SseStream {
  status: number;
  /** Resolves with the next event matching `match` (skipping others), or rejects on timeout. */
  next(match?: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Events received and not yet taken by next(). */
  buffered(): SseEvent[];
  close(): Promise<void>;
}

/** Reads a Server-Sent Events response the way EventSource does (named events, ids, data). */
export function readSse(res: Response): SseStream {
  const queue: SseEvent[] = [];
  let waiter: (() => void) | undefined;
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let ended = false;
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        let split: number;
        while ((split = text.indexOf('\n\n')) >= 0) {
          const block = text.slice(0, split);
          text = text.slice(split + 2);
          const fields = {
            event: 'message',
            id: undefined as string | undefined,
            data: [] as string[],
          };
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const [key, ...rest] = line.split(':');
            const value = rest.join(':').replace(/^ /, '');
            if (key === 'event') fields.event = value;
            if (key === 'id') fields.id = value;
            if (key === 'data') fields.data.push(value);
          }
          if (!fields.data.length) continue;
          queue.push({
            event: fields.event,
            id: fields.id,
            data: JSON.parse(fields.data.join('\n')),
          });
          waiter?.();
        }
      }
    } catch {
      // cancelled by close()
    } finally {
      ended = true;
      waiter?.();
    }
  })();

  return {
    status: res.status,
    buffered: () => [...queue],
    async next(match = () => true, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = queue.findIndex(match);
        if (index >= 0) return queue.splice(index, 1)[0]!;
        if (ended) throw new Error('event stream ended');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiter = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        waiter = undefined;
      }
    },
    async close() {
      await reader.cancel().catch(() => undefined);
    },
  };
}
