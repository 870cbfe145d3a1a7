import { useState } from 'react';
import { LICENSE_TYPES } from '@tenfour/db/browser';
import { Field, TextAreaField } from '../components/field';
import { useAddLicense } from './api/add-license';
import { useAddMedicalRecord } from './api/add-medical-record';
import { DELAYS, useLater } from './use-later';
import {
  failure,
  RecordFormModal,
  useRecordSubmit,
  type RecordModalProps,
} from './record-modal-parts';

/** Add New License: only classes the civilian lacks; the member's roles decide the rest. */
export function AddLicenseModal({
  civilian,
  allowed,
  onClose,
  onSuccess,
}: RecordModalProps & {
  allowed: readonly string[];
  /** Runs on success, before the dialog closes. */
  onSuccess(): void;
}) {
  const held = civilian.licenses ?? [];
  const missing = LICENSE_TYPES.filter((t) => !held.includes(t));
  const [license, setLicense] = useState('');
  const add = useAddLicense(civilian._id);
  const { busy, message, submit } = useRecordSubmit(
    failure('Failed to add license.', 'An error occurred while adding the license.'),
  );
  const later = useLater();

  return (
    <RecordFormModal
      title="Add New License"
      onClose={onClose}
      onSubmit={(e) =>
        submit(
          e,
          async () => {
            await add.mutateAsync(license);
            onSuccess();
            later(DELAYS.record, onClose);
            return 'License successfully added.';
          },
          license ? undefined : 'Please select a license type.',
        )
      }
      busy={busy}
      message={message}
      label="Add License"
      busyLabel="Adding..."
      disabled={missing.length === 0}
    >
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
    </RecordFormModal>
  );
}

/** Add Medical Record: the description must not be blank. */
export function AddMedicalRecordModal({ civilian, onClose }: RecordModalProps) {
  const [description, setDescription] = useState('');
  const add = useAddMedicalRecord(civilian._id);
  const { busy, message, submit } = useRecordSubmit(
    failure('Failed to add medical record.', 'An error occurred while adding the medical record.'),
  );
  const later = useLater();

  return (
    <RecordFormModal
      title="Add Medical Record"
      onClose={onClose}
      onSubmit={(e) =>
        submit(
          e,
          async () => {
            await add.mutateAsync(description.trim());
            later(DELAYS.record, onClose);
            return 'Medical record successfully added.';
          },
          description.trim() ? undefined : 'Please enter medical record details.',
        )
      }
      busy={busy}
      message={message}
      label="Add Record"
      busyLabel="Submitting..."
    >
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
    </RecordFormModal>
  );
}
