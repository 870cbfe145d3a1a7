import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { SAFR_LIMITS, VITALS } from '@tenfour/db/browser';
import { bindField, TextField } from '../components/field';
import { SuggestInput } from '../components/suggest-input';
import type { ReportBody } from './api/report-kinds';
import { suggestPatients } from './api/suggest-patients';
import { vitalFieldLabel } from './labels';
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

const complaintFields = (t: TFunction): TextFieldSpec<PcrForm>[] => [
  {
    key: 'chiefComplaint',
    label: t('safr.form.chiefComplaint'),
    maxLength: SAFR_LIMITS.chiefComplaint,
  },
];

const careFields = (t: TFunction): TextFieldSpec<PcrForm>[] => [
  {
    key: 'assessment',
    label: t('safr.form.assessment'),
    area: true,
    maxLength: SAFR_LIMITS.assessment,
  },
  {
    key: 'treatment',
    label: t('safr.form.treatment'),
    area: true,
    maxLength: SAFR_LIMITS.treatment,
  },
];

function PcrFields({ form, set, update }: ReportFieldsProps<PcrForm>) {
  const { t } = useTranslation();
  // Bound before the markup: a form key is no text a person reads.
  const callId = bindField(form, set, 'callId');
  const destination = bindField(form, set, 'destination');
  const [patientName, setPatientName] = useState('');
  return (
    <>
      <SuggestInput
        label={t('safr.form.patient')}
        placeholder={t('safr.form.searchByName')}
        value={patientName}
        onChange={(v) => {
          setPatientName(v);
          update((f) => ({ ...f, patientId: '' }));
        }}
        minChars={2}
        load={(q) => suggestPatients(t, q)}
        onPick={(s) => {
          setPatientName(s.label);
          update((f) => ({ ...f, patientId: s.key }));
        }}
      />
      <LinkedCallSelect {...callId} />
      <TextFields fields={complaintFields(t)} form={form} set={set} />
      <fieldset className="safr-vitals">
        <legend>{t('safr.form.vitals')}</legend>
        {VITALS.map((v) => (
          <TextField
            key={v.key}
            label={vitalFieldLabel(t, v)}
            inputMode={v.key === 'bloodPressure' ? 'text' : 'decimal'}
            placeholder={v.key === 'bloodPressure' ? '120/80' : undefined}
            value={form.vitals[v.key] ?? ''}
            onChange={(e) =>
              update((f) => ({ ...f, vitals: { ...f.vitals, [v.key]: e.target.value } }))
            }
          />
        ))}
      </fieldset>
      <TextFields fields={careFields(t)} form={form} set={set} />
      <DispositionSelect
        label={t('safr.form.disposition')}
        placeholder={t('safr.form.selectDisposition')}
        value={form.disposition}
        onChange={(disposition) => update((f) => ({ ...f, disposition }))}
      />
      {form.disposition === 'Transported' && (
        <TextField
          label={t('safr.form.destination')}
          placeholder={t('safr.form.destinationPlaceholder')}
          maxLength={SAFR_LIMITS.destination}
          {...destination}
        />
      )}
    </>
  );
}

/** A patient care report: the patient picked by search. */
const PATIENT_CARE_FORM: ReportForm<'pcr', PcrForm> = {
  kind: 'pcr',
  title: (t) => t('safr.form.pcrTitle'),
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
  check: (form, t) => (form.patientId ? '' : t('safr.form.choosePatient')),
};

/** A patient care report, signed by the stored profile. */
export function PcrFormModal(props: {
  onClose(): void;
  onCreated(report: { _id: string }, message: string): void;
}) {
  return <ReportFormModal type={PATIENT_CARE_FORM} {...props} />;
}
