import { useState, type FormEvent } from 'react';
import { ApiError } from './api';
import { i18next } from './i18n';

// The one place a failure becomes text: `errorText` (the server's reason, else a fixed line),
// `serverMessage` (only what the server itself wrote) and `firstIssueText` (the first field).
// The server's words arrive in the reader's language (ApiError renders them by key); the
// fixed line is the reader's too.

/**
 * A refusal's text: the server's own reason when the request reached it, else one fixed line
 * (a network or script failure has nothing a member could act on).
 */
export function errorText(err: unknown, fallback?: string): string {
  return err instanceof ApiError ? err.message : (fallback ?? i18next.t('common.errorOccurred'));
}

/** The server's own message for a failed request, if it sent one (else the screen's own line). */
export function serverMessage(err: unknown): string | undefined {
  return err instanceof ApiError && err.fromServer && err.message ? err.message : undefined;
}

/** For the forms that list no fields: the first refused field's reason says the most. */
export function firstIssueText(err: unknown): string {
  if (!(err instanceof ApiError)) return i18next.t('common.errorOccurred');
  return err.issues[0]?.message ?? err.message;
}

/**
 * One write at a time from a form or a button: `busy` disables the controls while it runs and
 * `error` keeps the last refusal until the next try. `describe` is for the screens that word a
 * refusal their own way.
 */
export function useSubmit(describe: (err: unknown) => string = errorText) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await action();
    } catch (err) {
      setError(describe(err));
    } finally {
      setBusy(false);
    }
  };
  // The page must not reload on submit, whatever the action does.
  const submit = (e: FormEvent, action: () => Promise<void>) => {
    e.preventDefault();
    return run(action);
  };
  return { busy, error, setError, run, submit };
}
