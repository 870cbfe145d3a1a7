import { useState } from 'react';
import { SAFR_LIMITS, VITALS } from '@tenfour/db/browser';
import { bindField, TextField } from '../components/field';
import { SuggestInput } from '../components/suggest-input';
import type { ReportBody } from './api/report-kinds';
import { suggestPatients } from './api/suggest-patients';
import { DispositionSelect } from './patient-card';
import {
  LinkedCallSelect,
  ReportFormModal,
  TextFields,
  type ReportFieldsProps,
  type ReportForm,
  type TextFieldSpec,
} from './report-form-modal';

/** The form as typed; the patient is the one picked from the suggestions. */
interface PcrForm {
  patientId: string;
  callId: string;
  chiefComplaint: string;
  vitals: Record<string, string>;
  assessment: string;
  treatment: string;
  disposition: string;
  destination: string;
}

/**
 * The vitals as the API takes them: measurements as JSON numbers, blood pressure as text, the
 * blank ones left out. Text that is not a number goes as typed, so the server names the field.
 */
function vitalsBody(vitals: PcrForm['vitals']): Record<string, string | number> {
  const body: Record<string, string | number> = {};
  for (const [key, typed] of Object.entries(vitals)) {
    const text = typed.trim();
    if (!text) continue;
    body[key] = key !== 'bloodPressure' && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
  }
  return body;
}

const COMPLAINT: TextFieldSpec<PcrForm>[] = [
  { key: 'chiefComplaint', label: 'Chief complaint', maxLength: SAFR_LIMITS.chiefComplaint },
];

const CARE: TextFieldSpec<PcrForm>[] = [
  { key: 'assessment', label: 'Assessment', area: true, maxLength: SAFR_LIMITS.assessment },
  { key: 'treatment', label: 'Treatment given', area: true, maxLength: SAFR_LIMITS.treatment },
];

function PcrFields({ form, set, update }: ReportFieldsProps<PcrForm>) {
  const [patientName, setPatientName] = useState('');
  return (
    <>
      <SuggestInput
        label="Patient"
        placeholder="Search by name"
        value={patientName}
        onChange={(v) => {
          setPatientName(v);
          update((f) => ({ ...f, patientId: '' }));
        }}
        minChars={2}
        load={suggestPatients}
        onPick={(s) => {
          setPatientName(s.label);
          update((f) => ({ ...f, patientId: s.key }));
        }}
      />
      <LinkedCallSelect {...bindField(form, set, 'callId')} />
      <TextFields fields={COMPLAINT} form={form} set={set} />
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
              update((f) => ({ ...f, vitals: { ...f.vitals, [v.key]: e.target.value } }))
            }
          />
        ))}
      </fieldset>
      <TextFields fields={CARE} form={form} set={set} />
      <DispositionSelect
        label="Disposition"
        placeholder="Select a disposition"
        value={form.disposition}
        onChange={(disposition) => update((f) => ({ ...f, disposition }))}
      />
      {form.disposition === 'Transported' && (
        <TextField
          label="Destination"
          placeholder="Pillbox Hill Medical Center"
          maxLength={SAFR_LIMITS.destination}
          {...bindField(form, set, 'destination')}
        />
      )}
    </>
  );
}

/** A patient care report: the patient picked by search. */
const PATIENT_CARE_FORM: ReportForm<'pcr', PcrForm> = {
  kind: 'pcr',
  title: 'New Patient Care Report',
  blank: {
    patientId: '',
    callId: '',
    chiefComplaint: '',
    vitals: {},
    assessment: '',
    treatment: '',
    disposition: '',
    destination: '',
  },
  Fields: PcrFields,
  // Blank choices and typed vitals are sent for the server to name what is wrong.
  body: (form) => ({ ...form, vitals: vitalsBody(form.vitals) }) as ReportBody<'pcr'>,
  check: (form) => (form.patientId ? '' : 'Choose the patient from the suggestions.'),
};

/** A patient care report, signed by the stored profile. */
export function PcrFormModal(props: {
  onClose(): void;
  onCreated(report: { _id: string }, message: string): void;
}) {
  return <ReportFormModal type={PATIENT_CARE_FORM} {...props} />;
}
