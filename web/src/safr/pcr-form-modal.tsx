import { useState, type FormEvent } from 'react';
import { SAFR_LIMITS, VITALS } from '@tenfour/db/safr/constants';
import { SelectField, TextAreaField, TextField } from '../components/field';
import { Modal } from '../components/modal';
import { StatusMessage } from '../components/status-message';
import { ApiError, type FieldIssue } from '../lib/api';
import { SuggestInput } from '../records/suggest-input';
import { DispositionSelect } from './patient-card';
import { safrApi, type PatientCareReportJson, type PcrInput } from './safr-api';
import { suggestPatients } from './safr-search-page';
import { callOption, useSafrCalls } from './use-safr-calls';

export function FieldIssues({ issues }: { issues: FieldIssue[] }) {
  if (!issues.length) return null;
  return (
    <ul className="dispatch-issues" role="alert">
      {issues.map((i) => (
        <li key={`${i.path}:${i.message}`}>{i.message}</li>
      ))}
    </ul>
  );
}

export function formFailure(err: unknown): { text: string; issues: FieldIssue[] } {
  if (!(err instanceof ApiError)) return { text: 'An error occurred.', issues: [] };
  return err.issues.length ? { text: '', issues: err.issues } : { text: err.message, issues: [] };
}

/** A patient care report: the patient picked by search, signed by the stored profile. */
export function PcrFormModal({
  onClose,
  onCreated,
}: {
  onClose(): void;
  onCreated(report: PatientCareReportJson, message: string): void;
}) {
  const calls = useSafrCalls();
  const [patientName, setPatientName] = useState('');
  const [form, setForm] = useState<PcrInput>({
    patientId: '',
    callId: '',
    chiefComplaint: '',
    vitals: {},
    assessment: '',
    treatment: '',
    disposition: '',
    destination: '',
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; issues: FieldIssue[] }>({
    text: '',
    issues: [],
  });
  const set = (key: keyof PcrInput) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.patientId) {
      setError({ text: 'Choose the patient from the suggestions.', issues: [] });
      return;
    }
    setBusy(true);
    setError({ text: '', issues: [] });
    try {
      const res = await safrApi.createPatientCareReport(form);
      onCreated(res.report, res.message);
    } catch (err) {
      setError(formFailure(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title="New Patient Care Report" onClose={onClose} wide>
      <form className="form" onSubmit={submit} noValidate>
        <SuggestInput
          label="Patient"
          placeholder="Search by name"
          value={patientName}
          onChange={(v) => {
            setPatientName(v);
            setForm((f) => ({ ...f, patientId: '' }));
          }}
          minChars={2}
          load={suggestPatients}
          onPick={(s) => {
            setPatientName(s.label);
            setForm((f) => ({ ...f, patientId: s.key }));
          }}
        />
        <SelectField
          label="Linked call (optional)"
          placeholder="No call"
          options={calls.map(callOption)}
          value={form.callId}
          onChange={set('callId')}
        />
        <TextField
          label="Chief complaint"
          maxLength={SAFR_LIMITS.chiefComplaint}
          value={form.chiefComplaint}
          onChange={set('chiefComplaint')}
        />
        <fieldset className="safr-vitals">
          <legend>Vitals (what was measured)</legend>
          {VITALS.map((v) => (
            <TextField
              key={v.key}
              label={v.unit ? `${v.label} (${v.unit})` : v.label}
              inputMode={v.key === 'bloodPressure' ? 'text' : 'decimal'}
              placeholder={v.key === 'bloodPressure' ? '120/80' : undefined}
              value={form.vitals[v.key] ?? ''}
              onChange={(e) =>
                setForm((f) => ({ ...f, vitals: { ...f.vitals, [v.key]: e.target.value } }))
              }
            />
          ))}
        </fieldset>
        <TextAreaField
          label="Assessment"
          maxLength={SAFR_LIMITS.assessment}
          value={form.assessment}
          onChange={set('assessment')}
        />
        <TextAreaField
          label="Treatment given"
          maxLength={SAFR_LIMITS.treatment}
          value={form.treatment}
          onChange={set('treatment')}
        />
        <DispositionSelect
          label="Disposition"
          placeholder="Select a disposition"
          value={form.disposition}
          onChange={(disposition) => setForm((f) => ({ ...f, disposition }))}
        />
        {form.disposition === 'Transported' && (
          <TextField
            label="Destination"
            placeholder="Pillbox Hill Medical Center"
            maxLength={SAFR_LIMITS.destination}
            value={form.destination}
            onChange={set('destination')}
          />
        )}
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
