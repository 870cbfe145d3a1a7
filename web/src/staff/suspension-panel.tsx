import { Ban, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { TextAreaField, TextField } from '../components/field';
import { FormActions } from '../components/form-actions';
import { StatusMessage } from '../components/status-message';
import { useFormState } from '../components/use-form-state';
import { ApiError } from '../lib/api';
import { formatDateTime } from '../lib/format';
import { firstIssueText, useSubmit } from '../lib/use-submit';
import type { MemberDetail, SuspensionJson } from './api/get-member';
import { useLiftSuspension } from './api/lift-suspension';
import { useSuspendMember } from './api/suspend-member';

const BLANK = { reason: '', endsAt: '', note: '' };
// The submit button keeps its label while the write is under way.
const steady = (label: string, icon: ReactNode, tone: 'success' | 'danger') => ({
  label,
  busyLabel: label,
  icon,
  tone,
});
const LIFT = steady('Lift Suspension', <ShieldCheck aria-hidden="true" size={16} />, 'success');
const SUSPEND = steady('Suspend Member', <Ban aria-hidden="true" size={16} />, 'danger');

const until = (s: SuspensionJson) => (s.endsAt ? formatDateTime(s.endsAt) : 'until lifted');

/** Suspend with a reason and an optional end; lift with an optional note; the history. */
export function SuspensionPanel({
  member,
  suspensions,
}: {
  member: MemberDetail['member'];
  suspensions: SuspensionJson[];
}) {
  const [draft, patch, field] = useFormState(BLANK);
  // A refusal about the end (it must be in the future) is shown under that field.
  const [endsAtError, setEndsAtError] = useState('');
  const describe = (err: unknown) => {
    const issue = err instanceof ApiError ? err.issues.find((i) => i.path === 'endsAt') : undefined;
    setEndsAtError(issue?.message ?? '');
    return issue ? '' : firstIssueText(err);
  };
  const { busy, error: message, setError: setMessage, submit } = useSubmit(describe);
  const current = member.suspension;
  // Each write reads this page and the members list again before it says it is done.
  const suspend = useSuspendMember(member.discordId);
  const lift = useLiftSuspension(member.discordId);

  const act = (e: FormEvent) =>
    submit(e, async () => {
      setEndsAtError('');
      const res = current
        ? await lift.mutateAsync(draft.note)
        : await suspend.mutateAsync({
            reason: draft.reason,
            // datetime-local is the staff member's local time.
            endsAt: draft.endsAt ? new Date(draft.endsAt).toISOString() : null,
          });
      patch(BLANK);
      setMessage(`✅ ${res.message}`);
    });

  return (
    <section className="panel" aria-labelledby="member-suspension">
      <h2 id="member-suspension">Suspension</h2>
      {/* A suspended member's form lifts it; anyone else's suspends them. */}
      <form
        key={current ? 'lift' : 'suspend'}
        className="form"
        noValidate
        onSubmit={(e) => void act(e)}
      >
        {current ? (
          <>
            <p>
              <span className="badge badge-red">Suspended</span> {until(current)}. Reason:{' '}
              {current.reason}
            </p>
            <TextAreaField label="Note (optional)" rows={2} {...field('note')} />
          </>
        ) : (
          <>
            <p className="muted small">Not suspended.</p>
            <TextAreaField label="Reason" rows={2} {...field('reason')} />
            <TextField
              label="Ends (optional; blank: until lifted)"
              type="datetime-local"
              error={endsAtError}
              {...field('endsAt')}
            />
          </>
        )}
        <FormActions busy={busy} {...(current ? LIFT : SUSPEND)} />
      </form>
      <StatusMessage text={message} />
      {suspensions.length > 0 && (
        <>
          <h3>History</h3>
          <ul className="staff-list" aria-label="Suspension history">
            {suspensions.map((s) => (
              <li key={s._id}>
                {formatDateTime(s.startsAt)}, {until(s)}: {s.reason}
                {s.liftedAt && (
                  <span className="muted small">
                    {' '}
                    · lifted {formatDateTime(s.liftedAt)}
                    {s.liftNote ? ` (${s.liftNote})` : ''}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
