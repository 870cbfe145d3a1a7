import { useState, type FormEvent } from 'react';
import { FIRE_INCIDENT_TYPES, SAFR_LIMITS } from '@tenfour/db/safr/constants';
import { SelectField, TextAreaField, TextField } from '../components/field';
import { Modal } from '../components/modal';
import { StatusMessage } from '../components/status-message';
import type { FieldIssue } from '../lib/api';
import { FieldIssues, formFailure } from './pcr-form-modal';
import { safrApi, type FireIncidentReportJson, type FirInput } from './safr-api';
import { callOption, useSafrCalls } from './use-safr-calls';

/** A fire incident report, signed by the stored profile. */
export function FirFormModal({
  onClose,
  onCreated,
}: {
  onClose(): void;
  onCreated(report: FireIncidentReportJson, message: string): void;
}) {
  const calls = useSafrCalls();
  const [form, setForm] = useState<FirInput>({
    callId: '',
    incidentType: '',
    location: '',
    unitsOnScene: '',
    actionsTaken: '',
    cause: '',
    injuries: '',
    propertyLoss: '',
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; issues: FieldIssue[] }>({
    text: '',
    issues: [],
  });
  const set = (key: keyof FirInput) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError({ text: '', issues: [] });
    try {
      const res = await safrApi.createFireIncidentReport(form);
      onCreated(res.report, res.message);
    } catch (err) {
      setError(formFailure(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title="New Fire Incident Report" onClose={onClose} wide>
      <form className="form" onSubmit={submit} noValidate>
        <SelectField
          label="Linked call (optional)"
          placeholder="No call"
          options={calls.map(callOption)}
          value={form.callId}
          onChange={set('callId')}
        />
        <SelectField
          label="Incident type"
          placeholder="Select an incident type"
          options={FIRE_INCIDENT_TYPES}
          value={form.incidentType}
          onChange={set('incidentType')}
        />
        <TextField
          label="Location"
          maxLength={SAFR_LIMITS.location}
          value={form.location}
          onChange={set('location')}
        />
        <TextField
          label="Units on scene (optional)"
          placeholder="E-12, M-3 (blank: the linked call's units)"
          value={form.unitsOnScene}
          onChange={set('unitsOnScene')}
        />
        <TextAreaField
          label="Actions taken"
          maxLength={SAFR_LIMITS.actionsTaken}
          value={form.actionsTaken}
          onChange={set('actionsTaken')}
        />
        <TextAreaField
          label="Cause (optional)"
          maxLength={SAFR_LIMITS.cause}
          value={form.cause}
          onChange={set('cause')}
        />
        <TextAreaField
          label="Injuries (optional)"
          maxLength={SAFR_LIMITS.injuries}
          value={form.injuries}
          onChange={set('injuries')}
        />
        <TextField
          label="Property loss in dollars (optional)"
          inputMode="decimal"
          placeholder="25000"
          value={form.propertyLoss}
          onChange={set('propertyLoss')}
        />
        <StatusMessage text={error.text} />
        <FieldIssues issues={error.issues} />
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Saving...' : 'File Report'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
