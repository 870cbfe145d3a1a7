import { useState, type FormEvent } from 'react';
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
  const [open, setOpen] = useState(false);
  // Newest first, as the server lists them.
  const latest = requests.find((r) => r.recordId === record._id);
  return (
    <>
      {latest?.status === 'pending' && (
        <p className="muted small">Expungement requested; staff will review it.</p>
      )}
      {latest?.status === 'denied' && (
        <p className="muted small">
          Expungement denied{latest.decisionNote ? `: ${latest.decisionNote}` : '.'}
        </p>
      )}
      {latest?.status !== 'pending' && (
        <button
          type="button"
          className="btn btn-sm btn-secondary"
          aria-label={`Request expungement of ${record.reason}`}
          onClick={() => setOpen(true)}
        >
          Request Expungement
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
    <Modal title="Request Expungement" onClose={onClose}>
      <form className="form" onSubmit={send} noValidate>
        <p className="muted small">{record.reason}</p>
        <TextAreaField
          label="Why should this record be expunged?"
          maxLength={REASON_MAX}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <StatusMessage text={message} />
        <FormActions busy={busy} label="Send Request" busyLabel="Sending..." onCancel={onClose} />
      </form>
    </Modal>
  );
}
