import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { FIRE_INCIDENT_TYPES, SAFR_LIMITS } from '@tenfour/db/browser';
import { bindField, SelectField } from '../components/field';
import type { ReportBody } from './api/report-kinds';
import { incidentTypeOptions } from './labels';
import {
  LinkedCallSelect,
  ReportFormModal,
  TextFields,
  type ReportFieldsProps,
  type ReportForm,
  type TextFieldSpec,
} from './report-form-modal';

/** The form as typed: the server reads the units' callsigns and the dollars from the text. */
interface FirForm {
  callId: string;
  incidentType: string;
  location: string;
  /** Callsigns, comma-separated. */
  unitsOnScene: string;
  actionsTaken: string;
  cause: string;
  injuries: string;
  propertyLoss: string;
}

const locationFields = (t: TFunction): TextFieldSpec<FirForm>[] => [
  { key: 'location', label: t('safr.form.location'), maxLength: SAFR_LIMITS.location },
];

const detailFields = (t: TFunction): TextFieldSpec<FirForm>[] => [
  {
    key: 'unitsOnScene',
    label: t('safr.form.unitsOnScene'),
    placeholder: t('safr.form.unitsOnScenePlaceholder'),
  },
  {
    key: 'actionsTaken',
    label: t('safr.form.actionsTaken'),
    area: true,
    maxLength: SAFR_LIMITS.actionsTaken,
  },
  { key: 'cause', label: t('safr.form.cause'), area: true, maxLength: SAFR_LIMITS.cause },
  {
    key: 'injuries',
    label: t('safr.form.injuries'),
    area: true,
    maxLength: SAFR_LIMITS.injuries,
  },
  {
    key: 'propertyLoss',
    label: t('safr.form.propertyLoss'),
    inputMode: 'decimal',
    placeholder: '25000',
  },
];

function FirFields({ form, set }: ReportFieldsProps<FirForm>) {
  const { t } = useTranslation();
  // Bound before the markup: a form key is no text a person reads.
  const callId = bindField(form, set, 'callId');
  const incidentType = bindField(form, set, 'incidentType');
  return (
    <>
      <LinkedCallSelect {...callId} />
      <SelectField
        label={t('safr.form.incidentType')}
        placeholder={t('safr.form.selectIncidentType')}
        options={incidentTypeOptions(t, FIRE_INCIDENT_TYPES)}
        {...incidentType}
      />
      <TextFields fields={locationFields(t)} form={form} set={set} />
      <TextFields fields={detailFields(t)} form={form} set={set} />
    </>
  );
}

/** A fire incident report. */
const FIRE_INCIDENT_FORM: ReportForm<'fir', FirForm> = {
  kind: 'fir',
  title: (t) => t('safr.form.firTitle'),
  blank: {
    callId: '',
    incidentType: '',
    location: '',
    unitsOnScene: '',
    actionsTaken: '',
    cause: '',
    injuries: '',
    propertyLoss: '',
  },
  Fields: FirFields,
  // A blank incident type is sent for the server to name.
  body: (form) => form as ReportBody<'fir'>,
};

/** A fire incident report, signed by the stored profile. */
export function FirFormModal(props: {
  onClose(): void;
  onCreated(report: { _id: string }, message: string): void;
}) {
  return <ReportFormModal type={FIRE_INCIDENT_FORM} {...props} />;
}
