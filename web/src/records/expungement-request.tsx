import { useState, type FormEvent } from 'react';
import { TextAreaField } from '../components/field';
import { Modal } from '../components/modal';
import { StatusMessage } from '../components/status-message';
import { ApiError, request } from '../lib/api';
import type { ExpungementRequestJson } from '@tenfour/db/records/expungements';

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
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setMessage('');
    try {
      const res = await request<{ message: string }>(`/api/records/${record._id}/expungement`, {
        method: 'POST',
        body: { reason },
      });
      onDone(res.message);
    } catch (err) {
      setMessage(
        err instanceof ApiError ? (err.issues[0]?.message ?? err.message) : 'An error occurred.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title="Request Expungement" onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        <p className="muted small">{record.reason}</p>
        <TextAreaField
          label="Why should this record be expunged?"
          maxLength={REASON_MAX}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <StatusMessage text={message} />
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Sending...' : 'Send Request'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
