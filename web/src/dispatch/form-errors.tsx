import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ApiError, type FieldIssue } from '../lib/api';
import { useSubmit } from '../lib/use-submit';

/**
 * A refused request shows the area's own line, a request that never got an
 * answer "An error occurred."; conflicts carry the server's reason, which says more.
 */
export function failure(
  t: TFunction,
  err: unknown,
  refused: string,
): { text: string; issues: FieldIssue[] } {
  if (!(err instanceof ApiError)) return { text: t('dispatch.error'), issues: [] };
  if (err.status === 409) return { text: err.message, issues: [] };
  return { text: refused, issues: err.issues };
}

export function Issues({ issues }: { issues: FieldIssue[] }) {
  if (!issues.length) return null;
  return (
    <ul className="dispatch-issues" role="alert">
      {issues.map((i) => (
        <li key={`${i.path}:${i.message}`}>{i.message}</li>
      ))}
    </ul>
  );
}

/** useSubmit for the forms that list each refused field under the area's own line. */
export function useSubmitWithIssues(refused: string) {
  const { t } = useTranslation();
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const { busy, error, submit } = useSubmit((err) => {
    const { text, issues } = failure(t, err, refused);
    setIssues(issues);
    return text;
  });
  return {
    busy,
    error,
    issues,
    submit: (e: FormEvent, action: () => Promise<void>) => {
      setIssues([]);
      return submit(e, action);
    },
  };
}
