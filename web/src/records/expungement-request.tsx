import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../components/field';
import { Modal } from '../components/modal';
import { StatusMessage } from '../components/status-message';
import { FormActions } from '../components/form-actions';
import { request } from '../lib/api';
import { firstIssueText, useSubmit } from '../lib/use-submit';
import type { ExpungementRequestJson } from '@tenfour/db/records';

export type { ExpungementRequestJson };

const REASON_MAX = 1000;

/**
 * On a record of the owner's civilian: "Request Expungement" with a reason, or where the
 * latest request stands (a denied one says why and may be asked again).
 */
export function ExpungementRequestControl({
  record,
  requests,
  onRequested,
}: {
  record: { _id: string; reason: string };
  requests: ExpungementRequestJson[];
  onRequested(message: string): void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Newest first, as the server lists them.
  const latest = requests.find((r) => r.recordId === record._id);
  return (
    <>
      {latest?.status === 'pending' && (
        <p className="muted small">{t('records.expungement.pending')}</p>
      )}
      {latest?.status === 'denied' && (
        <p className="muted small">
          {latest.decisionNote
            ? t('records.expungement.deniedWithNote', { note: latest.decisionNote })
            : t('records.expungement.denied')}
        </p>
      )}
      {latest?.status !== 'pending' && (
        <button
          type="button"
          className="btn btn-sm btn-secondary"
          aria-label={t('records.expungement.requestLabel', { reason: record.reason })}
          onClick={() => setOpen(true)}
        >
          {t('records.expungement.request')}
        </button>
      )}
      {open && (
        <RequestModal
          record={record}
          onClose={() => setOpen(false)}
          onDone={(message) => {
            setOpen(false);
            onRequested(message);
          }}
        />
      )}
    </>
  );
}

function RequestModal({
  record,
  onClose,
  onDone,
}: {
  record: { _id: string; reason: string };
  onClose(): void;
  onDone(message: string): void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const { busy, error: message, submit } = useSubmit(firstIssueText);
  const send = (e: FormEvent) =>
    submit(e, async () => {
      const res = await request<{ message: string }>(`/api/records/${record._id}/expungement`, {
        method: 'POST',
        body: { reason },
      });
      onDone(res.message);
    });
  return (
    <Modal title={t('records.expungement.request')} onClose={onClose}>
      <form className="form" onSubmit={send} noValidate>
        <p className="muted small">{record.reason}</p>
        <TextAreaField
          label={t('records.expungement.why')}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <StatusMessage text={message} />
        <FormActions
          busy={busy}
          label={t('records.expungement.send')}
          busyLabel={t('records.expungement.sending')}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
