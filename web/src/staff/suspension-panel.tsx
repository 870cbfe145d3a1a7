import { Ban, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
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
const LIFT_ICON = <ShieldCheck aria-hidden="true" size={16} />;
const SUSPEND_ICON = <Ban aria-hidden="true" size={16} />;

const until = (t: TFunction, s: SuspensionJson) =>
  s.endsAt ? formatDateTime(s.endsAt) : t('staff.suspension.untilLifted');

/** Suspend with a reason and an optional end; lift with an optional note; the history. */
export function SuspensionPanel({
  member,
  suspensions,
}: {
  member: MemberDetail['member'];
  suspensions: SuspensionJson[];
}) {
  const { t } = useTranslation();
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
      if (current) await lift.mutateAsync(draft.note);
      else
        await suspend.mutateAsync({
          reason: draft.reason,
          // datetime-local is the staff member's local time.
          endsAt: draft.endsAt ? new Date(draft.endsAt).toISOString() : null,
        });
      patch(BLANK);
      setMessage(
        `✅ ${current ? t('staff.suspension.liftedDone') : t('staff.suspension.suspendedDone')}`,
      );
    });

  const fields = { note: field('note'), reason: field('reason'), endsAt: field('endsAt') };
  const submitButton = current
    ? steady(t('staff.suspension.lift'), LIFT_ICON, 'success')
    : steady(t('staff.suspension.suspend'), SUSPEND_ICON, 'danger');

  return (
    <section className="panel" aria-labelledby="member-suspension">
      <h2 id="member-suspension">{t('staff.suspension.title')}</h2>
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
              <span className="badge badge-red">{t('staff.suspension.suspended')}</span>{' '}
              {t('staff.suspension.current', { until: until(t, current), reason: current.reason })}
            </p>
            <TextAreaField label={t('staff.suspension.note')} rows={2} {...fields.note} />
          </>
        ) : (
          <>
            <p className="muted small">{t('staff.suspension.notSuspended')}</p>
            <TextAreaField label={t('staff.suspension.reason')} rows={2} {...fields.reason} />
            <TextField
              label={t('staff.suspension.ends')}
              type="datetime-local"
              error={endsAtError}
              {...fields.endsAt}
            />
          </>
        )}
        <FormActions busy={busy} {...submitButton} />
      </form>
      <StatusMessage text={message} />
      {suspensions.length > 0 && (
        <>
          <h3>{t('staff.suspension.history')}</h3>
          <ul className="staff-list" aria-label={t('staff.suspension.historyLabel')}>
            {suspensions.map((s) => (
              <li key={s._id}>
                {t('staff.suspension.historyLine', {
                  start: formatDateTime(s.startsAt),
                  until: until(t, s),
                  reason: s.reason,
                })}
                {s.liftedAt && (
                  <span className="muted small">
                    {' '}
                    {s.liftNote
                      ? t('staff.suspension.liftedWithNote', {
                          when: formatDateTime(s.liftedAt),
                          note: s.liftNote,
                        })
                      : t('staff.suspension.lifted', { when: formatDateTime(s.liftedAt) })}
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
