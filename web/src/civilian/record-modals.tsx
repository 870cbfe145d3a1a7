import { useState, type FormEvent } from 'react';
import { LICENSE_TYPES } from '@tenfour/db/browser';
import { Modal } from '../components/modal';
import { Field, TextAreaField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { ApiError } from '../lib/api';
import { civilianApi, failureText } from './civilian-api';
import { DELAYS, useLater } from './use-later';

import { FormActions } from '../components/form-actions';
import type { RecordModalProps } from './record-modal-parts';

/** Add New License: only classes the civilian lacks; the member's roles decide the rest. */
export function AddLicenseModal({
  civilian,
  allowed,
  onClose,
  onSuccess,
}: RecordModalProps & { allowed: readonly string[] }) {
  const held = civilian.licenses ?? [];
  const missing = LICENSE_TYPES.filter((t) => !held.includes(t));
  const [license, setLicense] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const later = useLater();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!license) return setMessage('Please select a license type.');
    setMessage('');
    setBusy(true);
    try {
      const res = await civilianApi.addLicense(civilian._id, license);
      if (!res.success) throw new ApiError(400, res.message || 'Failed to add license.');
      setMessage('License successfully added.');
      onSuccess();
      later(DELAYS.record, onClose);
    } catch (err) {
      setMessage(
        failureText(err, 'Failed to add license.', 'An error occurred while adding the license.'),
      );
      setBusy(false);
    }
  };

  return (
    <Modal title="Add New License" onClose={onClose}>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <Field label="License Type">
          {(id) => (
            <select
              id={id}
              value={license}
              disabled={missing.length === 0}
              onChange={(e) => setLicense(e.target.value)}
            >
              {missing.length === 0 ? (
                <option value="">No licenses available</option>
              ) : (
                <>
                  <option value="">Select a license type</option>
                  {missing.map((t) => (
                    <option key={t} value={t} disabled={!allowed.includes(t)}>
                      {allowed.includes(t) ? t : `${t} (role required)`}
                    </option>
                  ))}
                </>
              )}
            </select>
          )}
        </Field>
        <StatusMessage text={message} />
        <FormActions
          busy={busy}
          label="Add License"
          busyLabel="Adding..."
          onCancel={onClose}
          disabled={missing.length === 0}
        />
      </form>
    </Modal>
  );
}

/** Add Medical Record: the description must not be blank. */
export function AddMedicalRecordModal({ civilian, onClose, onSuccess }: RecordModalProps) {
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const later = useLater();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!description.trim()) return setMessage('Please enter medical record details.');
    setMessage('');
    setBusy(true);
    try {
      const res = await civilianApi.addMedicalRecord(civilian._id, description.trim());
      if (!res.success) throw new ApiError(400, res.message || 'Failed to add medical record.');
      setMessage('Medical record successfully added.');
      onSuccess();
      later(DELAYS.record, onClose);
    } catch (err) {
      setMessage(
        failureText(
          err,
          'Failed to add medical record.',
          'An error occurred while adding the medical record.',
        ),
      );
      setBusy(false);
    }
  };

  return (
    <Modal title="Add Medical Record" onClose={onClose}>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <p className="muted small">
          For {civilian.firstName} {civilian.lastName}
        </p>
        <TextAreaField
          label="Medical Record Details"
          maxLength={2000}
          rows={5}
          placeholder="Conditions, allergies, medications, treatment notes..."
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        <StatusMessage text={message} />
        <FormActions busy={busy} label="Add Record" busyLabel="Submitting..." onCancel={onClose} />
      </form>
    </Modal>
  );
}
