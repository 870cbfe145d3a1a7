import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';

/** Where a reader's notes of a call live: the dispatcher's, an officer's or fire/rescue's. */
export type NotesScope = 'dispatch' | 'police' | 'safr';

const NOTES = {
  dispatch: rpc.api.dispatch.calls[':id'].notes,
  police: rpc.api.calls[':id'].notes,
  safr: rpc.api.safr.calls[':id'].notes,
};

export type CallNoteView = InferResponseType<typeof NOTES.police.$get, 200>['notes'][number];

/** A call's notes timeline as one reader sees it. */
export const callNotesKey = (scope: NotesScope, callId: string) =>
  ['call-notes', scope, callId] as const;

/** Adds a note to the cached timeline once (a live copy of it may have come first). */
export function appendNote(
  queryClient: QueryClient,
  scope: NotesScope,
  note: CallNoteView,
  callId: string,
) {
  queryClient.setQueryData<{ notes: CallNoteView[] }>(callNotesKey(scope, callId), (d) =>
    d && !d.notes.some((n) => n._id === note._id) ? { notes: [...d.notes, note] } : d,
  );
}

/** GET …/calls/:id/notes: a call's notes, oldest first. */
export const listCallNotes = (scope: NotesScope, callId: string) =>
  call(NOTES[scope].$get({ param: { id: callId } }));

/** POST …/calls/:id/notes: a note signed by the reader's unit (or as dispatch). */
export const addCallNote = (scope: NotesScope, callId: string, text: string) =>
  call(NOTES[scope].$post({ param: { id: callId }, json: { text } }));

export function useCallNotes(scope: NotesScope, callId: string) {
  return useQuery({
    queryKey: callNotesKey(scope, callId),
    queryFn: () => listCallNotes(scope, callId),
  });
}

export function useAddCallNote(scope: NotesScope, callId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => addCallNote(scope, callId, text),
    onSuccess: ({ note }) => appendNote(queryClient, scope, note, callId),
  });
}
