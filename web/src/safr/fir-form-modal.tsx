import { FIRE_INCIDENT_TYPES, SAFR_LIMITS } from '@tenfour/db/browser';
import { bindField, SelectField } from '../components/field';
import type { ReportBody } from './api/report-kinds';
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

const LOCATION: TextFieldSpec<FirForm>[] = [
  { key: 'location', label: 'Location', maxLength: SAFR_LIMITS.location },
];

const DETAILS: TextFieldSpec<FirForm>[] = [
  {
    key: 'unitsOnScene',
    label: 'Units on scene (optional)',
    placeholder: "E-12, M-3 (blank: the linked call's units)",
  },
  { key: 'actionsTaken', label: 'Actions taken', area: true, maxLength: SAFR_LIMITS.actionsTaken },
  { key: 'cause', label: 'Cause (optional)', area: true, maxLength: SAFR_LIMITS.cause },
  { key: 'injuries', label: 'Injuries (optional)', area: true, maxLength: SAFR_LIMITS.injuries },
  {
    key: 'propertyLoss',
    label: 'Property loss in dollars (optional)',
    inputMode: 'decimal',
    placeholder: '25000',
  },
];

function FirFields({ form, set }: ReportFieldsProps<FirForm>) {
  return (
    <>
      <LinkedCallSelect {...bindField(form, set, 'callId')} />
      <SelectField
        label="Incident type"
        placeholder="Select an incident type"
        options={FIRE_INCIDENT_TYPES}
        {...bindField(form, set, 'incidentType')}
      />
      <TextFields fields={LOCATION} form={form} set={set} />
      <TextFields fields={DETAILS} form={form} set={set} />
    </>
  );
}

/** A fire incident report. */
const FIRE_INCIDENT_FORM: ReportForm<'fir', FirForm> = {
  kind: 'fir',
  title: 'New Fire Incident Report',
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
