import type { InferRequestType, InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';

const board = rpc.api.dispatch.board;

export type DispatchBoard = InferResponseType<typeof board.$get, 200>;
export type BoardUnit = DispatchBoard['units'][number];
export type ConsoleCall = DispatchBoard['calls'][number];
export type ConsoleDepartment = NonNullable<
  InferRequestType<typeof board.$get>['query']['department']
>;

// A bound on a runaway loop, far above any night's active calls (100 a page).
const MAX_BOARD_PAGES = 100;

/** The console's cached board of one department. */
export const dispatchBoardKey = (department: string) => ['dispatch-board', department] as const;

/**
 * GET /api/dispatch/board, whole: the server answers in pages of active calls, most urgent
 * first; the console shows every active call, so it reads them all (a call seen twice while
 * the board changed between pages is kept once).
 */
export async function getDispatchBoard(department: ConsoleDepartment): Promise<DispatchBoard> {
  const read = (cursor?: string) =>
    call(board.$get({ query: { department, limit: '100', ...(cursor ? { cursor } : {}) } }));
  let page = await read();
  const calls = new Map(page.calls.map((c) => [c._id, c]));
  for (let pages = 1; page.nextCursor && pages < MAX_BOARD_PAGES; pages += 1) {
    page = await read(page.nextCursor);
    for (const c of page.calls) if (!calls.has(c._id)) calls.set(c._id, c);
  }
  return { ...page, calls: [...calls.values()], nextCursor: null };
}
