import { Scale } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../components/field';
import { FormActions } from '../components/form-actions';
import { Modal } from '../components/modal';
import { StatusMessage } from '../components/status-message';
import { useToast } from '../components/toast';
import { firstIssueText, useSubmit } from '../lib/use-submit';
import { useCivilianCases, useContestFine, useCourtSettings, type CourtCase } from '../court';
import type { RecordExtras } from '../records';

const STATEMENT_MAX = 2000;
const DAY_MS = 86_400_000;

type Contestable = Parameters<RecordExtras['render']>[0];

/**
 * The court's part of the civilian's Records panel: "Contested" (or "Ruled on") on a record
 * with a case, and Contest on a fine still within the window. The server checks the same
 * rules and has the last word; a contested fine's Pay button waits for the ruling.
 */
export function useContestExtras(civilianId: string): {
  extras: RecordExtras;
  toast: React.ReactNode;
} {
  const cases = useCivilianCases(civilianId).data ?? [];
  const windowDays = useCourtSettings().data?.contestWindowDays;
  const toast = useToast();
  const caseOf = (recordId: string) => cases.find((c) => c.recordId === recordId);
  return {
    extras: {
      holdsPayment: (record) => caseOf(record._id)?.status === 'open',
      render: (record) => (
        <ContestControl
          civilianId={civilianId}
          record={record}
          kase={caseOf(record._id)}
          windowDays={windowDays}
          onContested={(message) => toast.show(message)}
        />
      ),
    },
    toast: toast.element,
  };
}

function ContestControl({
  civilianId,
  record,
  kase,
  windowDays,
  onContested,
}: {
  civilianId: string;
  record: Contestable;
  kase: CourtCase | undefined;
  windowDays: number | undefined;
  onContested(message: string): void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (kase) {
    return kase.status === 'open' ? (
      <p>
        <span className="badge badge-yellow">{t('court.contest.contested')}</span>
      </p>
    ) : (
      <p>
        <span className="badge badge-gray">{t('court.contest.ruled')}</span>
      </p>
    );
  }
  const inWindow =
    windowDays !== undefined &&
    Date.now() < new Date(record.createdAt).getTime() + windowDays * DAY_MS;
  if (record.type === 'warning' || record.fineAmount <= 0 || !inWindow) return null;
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-secondary"
        aria-label={t('court.contest.label', { reason: record.reason })}
        onClick={() => setOpen(true)}
      >
        <Scale aria-hidden="true" size={16} />
        {t('court.contest.button')}
      </button>
      {open && (
        <ContestModal
          civilianId={civilianId}
          record={record}
          onClose={() => setOpen(false)}
          onDone={(message) => {
            setOpen(false);
            onContested(message);
          }}
        />
      )}
    </>
  );
}

function ContestModal({
  civilianId,
  record,
  onClose,
  onDone,
}: {
  civilianId: string;
  record: Contestable;
  onClose(): void;
  onDone(message: string): void;
}) {
  const { t } = useTranslation();
  const [statement, setStatement] = useState('');
  const contest = useContestFine(civilianId);
  const { busy, error, submit } = useSubmit(firstIssueText);
  const send = (e: FormEvent) =>
    submit(e, async () => {
      const res = await contest.mutateAsync({ recordId: record._id, statement });
      onDone(res.message);
    });
  return (
    <Modal title={t('court.contest.title')} onClose={onClose}>
      <form className="form" onSubmit={send} noValidate>
        <p className="muted small">{record.reason}</p>
        <p className="small">{t('court.contest.explain')}</p>
        <TextAreaField
          label={t('court.contest.statement')}
          maxLength={STATEMENT_MAX}
          value={statement}
          onChange={(e) => setStatement(e.target.value)}
        />
        <StatusMessage text={error} tone="error" />
        <FormActions
          busy={busy}
          label={t('court.contest.send')}
          busyLabel={t('court.contest.sending')}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
