import { useState } from 'react';
import { SAFR_LIMITS, VITALS } from '@tenfour/db/browser';
import { TextAreaField, TextField } from '../components/field';
import { SuggestInput } from '../records/suggest-input';
import { DispositionSelect } from './patient-card';
import { safrApi, type PatientCareReportJson, type PcrInput } from './safr-api';
import { suggestPatients } from './safr-search-page';
import { LinkedCallSelect, ReportFormModal, useFileReport } from './report-form-modal';

/** A patient care report: the patient picked by search, signed by the stored profile. */
export function PcrFormModal({
  onClose,
  onCreated,
}: {
  onClose(): void;
  onCreated(report: PatientCareReportJson, message: string): void;
}) {
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
  const filing = useFileReport(safrApi.createPatientCareReport, (res) =>
    onCreated(res.report, res.message),
  );
  const set = (key: keyof PcrInput) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  return (
    <ReportFormModal
      title="New Patient Care Report"
      busy={filing.busy}
      failure={filing.failure}
      onSubmit={() =>
        filing.submit(form, () =>
          form.patientId ? '' : 'Choose the patient from the suggestions.',
        )
      }
      onClose={onClose}
    >
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
      <LinkedCallSelect value={form.callId} onChange={set('callId')} />
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
    </ReportFormModal>
  );
}
