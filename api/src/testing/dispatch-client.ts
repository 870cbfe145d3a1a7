import type { clientAs } from './client';
import { readSse, type SseStream } from './dispatch';

/** The typed client's `/api` routes, as clientAs returns them. */
export type Api = ReturnType<typeof clientAs>;

/** What readEvents needs of an answer: the typed client's answers carry these as a Response does. */
interface StreamAnswer {
  body: ReadableStream<Uint8Array> | null;
  status: number;
  statusText: string;
  headers: Headers;
}

/**
 * An event stream opened through the typed client (GET /api/events, /api/911/events), read the
 * way EventSource does. The route's type says nothing of its body, so the answer is read as
 * the Response it is.
 */
export function readEvents(res: StreamAnswer): SseStream {
  return readSse(new Response(res.body, res));
}
