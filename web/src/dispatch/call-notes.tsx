import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api';
import { formatDateTime } from '../lib/format';
import { useSubmit } from '../lib/use-submit';
import './dispatch-911.css';
import { subscribeCallNotes } from './call-note-bus';
import {
  appendNote,
  callNotesKey,
  useAddCallNote,
  useCallNotes,
  type NotesScope,
} from './api/call-notes';

const NOTE_MAX = 1000;

/**
 * A call's notes: the append-only timeline (author with callsign, time, text), live, and a
 * box to add one. Shown to the units on the call and to dispatchers (the server says who).
 */
export function CallNotes({
  callId,
  scope,
  canWrite = true,
}: {
  callId: string;
  scope: NotesScope;
  canWrite?: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useCallNotes(scope, callId);
  const addNote = useAddCallNote(scope, callId);
  const { busy, error: failure, run } = useSubmit();
  const [text, setText] = useState('');
  const notes = query.data?.notes ?? (query.isError ? [] : null);
  const loadError = query.isError
    ? query.error instanceof ApiError
      ? query.error.message
      : t('dispatch.notes.loadFailed')
    : '';
  const error = failure || loadError;

  useEffect(() => {
    const key = callNotesKey(scope, callId);
    return subscribeCallNotes((event) => {
      if (event.callId !== callId) return;
      // A note that lands while the timeline is still loading is in the fresh answer instead.
      if (!queryClient.getQueryData(key)) void queryClient.invalidateQueries({ queryKey: key });
      else appendNote(queryClient, scope, event.note, callId);
    });
  }, [callId, scope, queryClient]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    void run(async () => {
      await addNote.mutateAsync(text);
      setText('');
    });
  };

  return (
    <section className="call-notes" aria-label={t('dispatch.notes.region')}>
      <h3>{t('dispatch.notes.heading')}</h3>
      {notes === null ? (
        <p className="muted">{t('common.loading')}</p>
      ) : notes.length ? (
        <ol className="call-notes-list">
          {notes.map((n) => (
            <li key={n._id}>
              <div className="call-note-head">
                <strong>{n.author.callsign}</strong> <span>{n.author.name}</span>
                <time className="muted small" dateTime={n.createdAt}>
                  {formatDateTime(n.createdAt)}
                </time>
              </div>
              <p className="call-note-text">{n.text}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">
          {canWrite ? t('dispatch.notes.emptyWritable') : t('dispatch.notes.empty')}
        </p>
      )}
      {error && (
        <p className="message error" role="alert">
          {error}
        </p>
      )}
      {canWrite && (
        <form className="call-note-form" onSubmit={submit}>
          <label className="sr-only" htmlFor={`note-${callId}`}>
            {t('dispatch.notes.add')}
          </label>
          <textarea
            id={`note-${callId}`}
            rows={2}
            maxLength={NOTE_MAX}
            placeholder={t('dispatch.notes.add')}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="btn btn-primary" disabled={busy || !text.trim()}>
            {busy ? t('dispatch.notes.saving') : t('dispatch.notes.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
