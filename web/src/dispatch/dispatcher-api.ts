import type {
  CallView,
  CallNoteEvent,
  CallNoteView,
  BoardUnit,
  DispatchBoard,
  CallerCallView,
  CallService,
  CallType,
} from '@tenfour/db/dispatch';
import { request } from '../lib/api';

export type { BoardUnit, CallerCallView, CallNoteEvent, CallNoteView, CallView, DispatchBoard };

export interface DispatcherCallInput {
  department: string;
  type: CallType;
  location: string;
  postal: string;
  details: string;
  services: CallService[];
  priority: number;
}

export interface EmergencyCallInput {
  civilianId: string;
  department: string;
  location: string;
  postal: string;
  description: string;
  services: CallService[];
  /** What kind of emergency; the server files it as Other when left out. */
  type?: CallType | undefined;
}

// A bound on a runaway loop, far above any night's active calls (100 a page).
const MAX_BOARD_PAGES = 100;

const post = <T>(path: string, body?: unknown) =>
  request<T>(path, { method: 'POST', ...(body !== undefined && { body }) });

type Changed = { success: true; message?: string; call: CallView };

/** The dispatcher console's routes (/api/dispatch) and the 911 routes civilians use. */
export const dispatcherApi = {
  /**
   * The whole board: the server answers in pages of active calls, most urgent first; the
   * console shows every active call, so it reads them all (a call seen twice while the board
   * changed between pages is kept once).
   */
  board: async (department: string): Promise<DispatchBoard> => {
    const base = `/api/dispatch/board?department=${encodeURIComponent(department)}&limit=100`;
    let page = await request<DispatchBoard>(base);
    const calls = new Map(page.calls.map((c) => [c._id, c]));
    for (let pages = 1; page.nextCursor && pages < MAX_BOARD_PAGES; pages += 1) {
      page = await request<DispatchBoard>(`${base}&cursor=${encodeURIComponent(page.nextCursor)}`);
      for (const c of page.calls) if (!calls.has(c._id)) calls.set(c._id, c);
    }
    return { ...page, calls: [...calls.values()], nextCursor: null };
  },
  createCall: (body: DispatcherCallInput) => post<Changed>('/api/dispatch/calls', body),
  assign: (callId: string, unitId: string) =>
    post<Changed>(`/api/dispatch/calls/${callId}/units`, { unitId }),
  unassign: (callId: string, unitId: string) =>
    request<Changed>(`/api/dispatch/calls/${callId}/units/${unitId}`, { method: 'DELETE' }),
  setPriority: (callId: string, priority: number) =>
    request<Changed>(`/api/dispatch/calls/${callId}/priority`, {
      method: 'PUT',
      body: { priority },
    }),
  setType: (callId: string, type: CallType) =>
    request<Changed>(`/api/dispatch/calls/${callId}/type`, { method: 'PUT', body: { type } }),
  close: (callId: string) => post<Changed>(`/api/dispatch/calls/${callId}/close`),
};

/** Where a reader's notes of a call live: the dispatcher's, an officer's or fire/rescue's. */
export type NotesScope = 'dispatch' | 'police' | 'safr';
const NOTES_BASE: Record<NotesScope, string> = {
  dispatch: '/api/dispatch/calls',
  police: '/api/calls',
  safr: '/api/safr/calls',
};

export const notesApi = {
  list: (scope: NotesScope, callId: string) =>
    request<{ notes: CallNoteView[] }>(`${NOTES_BASE[scope]}/${callId}/notes`),
  add: (scope: NotesScope, callId: string, text: string) =>
    post<{ success: true; note: CallNoteView }>(`${NOTES_BASE[scope]}/${callId}/notes`, { text }),
};

export const emergencyApi = {
  call: (body: EmergencyCallInput) =>
    post<{ success: true; message: string; call: CallerCallView }>('/api/911/calls', body),
  mine: () => request<{ calls: CallerCallView[] }>('/api/911/calls'),
};
