import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextAreaField, TextField } from '../components/field';
import { FormActions } from '../components/form-actions';
import { Modal } from '../components/modal';
import { StatusMessage } from '../components/status-message';
import { firstIssueText, useSubmit } from '../lib/use-submit';
import {
  useAddEntry,
  useRuleOnCharge,
  useScheduleHearing,
  type Charge,
  type RulingInput,
} from './api/court-api';
import { chargeTerms } from './case-parts';

// The judge's three writes on a case. Each shows the server's reason when it refuses (a
// hearing in the past, a reduction above the original fine, a closed case) and says what
// was done through `onDone`.

/** An ISO instant as a datetime-local value (the judge's local time), and back. */
const toLocal = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** Schedules the hearing, or moves the one already set. */
export function HearingForm({
  caseId,
  current,
  onDone,
}: {
  caseId: string;
  current: string | null;
  onDone(message: string): void;
}) {
  const { t } = useTranslation();
  const [at, setAt] = useState(current ? toLocal(current) : '');
  const schedule = useScheduleHearing(caseId);
  const { busy, error, submit } = useSubmit(firstIssueText);
  const send = (e: FormEvent) =>
    submit(e, async () => {
      // datetime-local is the judge's local time; the server stores an instant.
      const startsAt = at ? new Date(at).toISOString() : '';
      onDone((await schedule.mutateAsync(startsAt)).message);
    });
  return (
    <form className="form" onSubmit={send} noValidate aria-labelledby="court-hearing">
      <h2 id="court-hearing">{current ? t('court.hearing.move') : t('court.hearing.schedule')}</h2>
      <TextField
        label={t('court.hearing.when')}
        type="datetime-local"
        value={at}
        onChange={(e) => setAt(e.target.value)}
      />
      <StatusMessage text={error} tone="error" />
      <FormActions
        busy={busy}
        label={current ? t('court.hearing.moveButton') : t('court.hearing.scheduleButton')}
      />
    </form>
  );
}

/** A note on the case's timeline. */
export function EntryForm({ caseId, onDone }: { caseId: string; onDone(message: string): void }) {
  const { t } = useTranslation();
  const [body, setBody] = useState('');
  const add = useAddEntry(caseId);
  const { busy, error, submit } = useSubmit(firstIssueText);
  const send = (e: FormEvent) =>
    submit(e, async () => {
      const res = await add.mutateAsync(body);
      setBody('');
      onDone(res.message);
    });
  return (
    <form className="form" onSubmit={send} noValidate aria-labelledby="court-entry">
      <h2 id="court-entry">{t('court.entry.title')}</h2>
      <TextAreaField
        label={t('court.entry.body')}
        maxLength={4000}
        value={body}
        onChange={(e) => setBody(e.target.value)}
      />
      <StatusMessage text={error} tone="error" />
      <FormActions busy={busy} label={t('court.entry.add')} />
    </form>
  );
}

type Outcome = RulingInput['outcome'];

/** The ruling on one charge: upheld, reduced (a new fine and/or jail time) or dismissed. */
export function RulingModal({
  caseId,
  charge,
  onClose,
  onDone,
}: {
  caseId: string;
  charge: Charge;
  onClose(): void;
  onDone(message: string): void;
}) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>('upheld');
  const [fine, setFine] = useState('');
  const [jail, setJail] = useState('');
  const [reason, setReason] = useState('');
  const rule = useRuleOnCharge(caseId);
  const { busy, error, submit } = useSubmit(firstIssueText);
  const send = (e: FormEvent) =>
    submit(e, async () => {
      const json: RulingInput = { chargeIndex: charge.index, outcome, reason };
      // A blank amount leaves that part of the charge as it was; the server checks the rest.
      if (outcome === 'reduced' && fine.trim()) json.fine = Number(fine);
      if (outcome === 'reduced' && jail.trim()) json.jailTime = Number(jail);
      onDone((await rule.mutateAsync(json)).message);
    });
  return (
    <Modal title={t('court.ruling.title', { charge: charge.title })} onClose={onClose}>
      <form className="form" onSubmit={send} noValidate>
        <p className="muted small">{chargeTerms(t, charge)}</p>
        <SelectField
          label={t('court.ruling.outcome')}
          options={[
            { value: 'upheld', label: t('court.outcome.upheld') },
            { value: 'reduced', label: t('court.outcome.reduced') },
            { value: 'dismissed', label: t('court.outcome.dismissed') },
          ]}
          value={outcome}
          onChange={(e) => setOutcome(e.target.value as Outcome)}
        />
        {outcome === 'reduced' && (
          <>
            <TextField
              label={t('court.ruling.newFine')}
              inputMode="decimal"
              value={fine}
              onChange={(e) => setFine(e.target.value)}
            />
            <TextField
              label={t('court.ruling.newJail')}
              inputMode="numeric"
              value={jail}
              onChange={(e) => setJail(e.target.value)}
            />
          </>
        )}
        <TextAreaField
          label={t('court.ruling.reasonLabel')}
          maxLength={2000}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <StatusMessage text={error} tone="error" />
        <FormActions busy={busy} label={t('court.ruling.submit')} onCancel={onClose} />
      </form>
    </Modal>
  );
}
