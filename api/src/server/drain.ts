import type { Server } from 'node:http';

/**
 * Stops taking connections and waits for the requests in flight, at most `timeoutMs`; then
 * cuts whatever is left. Idle keep-alive connections are closed at once (a browser opens a
 * new one to another process), and the ones in use are closed as their request ends.
 */
export async function drainServer(server: Server, timeoutMs: number): Promise<'drained' | 'cut'> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  // A connection answering its last request now is idle a moment later.
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'cut'>((resolve) => {
    timer = setTimeout(() => resolve('cut'), timeoutMs);
  });
  const outcome = await Promise.race([closed.then(() => 'drained' as const), timedOut]);
  clearInterval(sweep);
  clearTimeout(timer);
  if (outcome === 'cut') server.closeAllConnections();
  return outcome;
}
