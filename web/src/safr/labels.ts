import type { TFunction } from 'i18next';
import type {
  FireIncidentType,
  PcrDisposition,
  SafrRole,
  SafrUnitStatus,
} from '@tenfour/db/browser';

/*
 * The fire/rescue lists' codes as the reader reads them. The codes are what the server stores
 * and checks; each shows through its own key, in the reader's language. A code the lists do
 * not know (an older report's) shows as stored.
 */

type Labels<C extends string> = Record<C, (t: TFunction) => string>;

const label =
  <C extends string>(labels: Labels<C>) =>
  (t: TFunction, code: string): string =>
    (labels as Partial<Record<string, (t: TFunction) => string>>)[code]?.(t) ?? code;

/** A fire/rescue unit's status (the SAFR Dashboard's buttons). */
export const safrStatusLabel = label<SafrUnitStatus>({
  Available: (t) => t('safr.status.available'),
  'En Route': (t) => t('safr.status.enRoute'),
  'On Scene': (t) => t('safr.status.onScene'),
  Transporting: (t) => t('safr.status.transporting'),
  'At Hospital': (t) => t('safr.status.atHospital'),
  'Out of Service': (t) => t('safr.status.outOfService'),
});

/**
 * A fire/rescue status's label from the community's statuses (docs/values.md): a seeded one in
 * the reader's language, one staff added or relabelled as staff wrote it.
 */
export const safrStatusText = (
  t: TFunction,
  statuses:
    readonly { service: string; code: string; label: string; retired: boolean }[] | undefined,
  code: string,
): string => {
  const own = statuses?.filter((s) => s.service === 'safr' && s.code === code);
  const status = own?.find((s) => !s.retired) ?? own?.[0];
  return !status || status.label === code ? safrStatusLabel(t, code) : status.label;
};

/** A fire/rescue member's role. */
export const safrRoleLabel = label<SafrRole>({
  Firefighter: (t) => t('safr.role.firefighter'),
  EMT: (t) => t('safr.role.emt'),
  Paramedic: (t) => t('safr.role.paramedic'),
});

/** How a patient care report ended. */
export const dispositionLabel = label<PcrDisposition>({
  'Treated and Released': (t) => t('safr.disposition.treatedAndReleased'),
  Transported: (t) => t('safr.disposition.transported'),
  Refused: (t) => t('safr.disposition.refused'),
  Deceased: (t) => t('safr.disposition.deceased'),
});

/** A fire incident report's type. */
export const incidentTypeLabel = label<FireIncidentType>({
  'Structure Fire': (t) => t('safr.incidentType.structureFire'),
  'Vehicle Fire': (t) => t('safr.incidentType.vehicleFire'),
  'Brush / Wildland Fire': (t) => t('safr.incidentType.brushFire'),
  Rescue: (t) => t('safr.incidentType.rescue'),
  Hazmat: (t) => t('safr.incidentType.hazmat'),
  'Medical Assist': (t) => t('safr.incidentType.medicalAssist'),
  'False Alarm': (t) => t('safr.incidentType.falseAlarm'),
  Other: (t) => t('safr.incidentType.other'),
});

/** A vital sign's name (without its unit). */
export const vitalLabel = label<
  | 'bloodPressure'
  | 'pulse'
  | 'respiratoryRate'
  | 'spo2'
  | 'temperature'
  | 'glucose'
  | 'gcs'
  | 'pain'
>({
  bloodPressure: (t) => t('safr.vital.bloodPressure'),
  pulse: (t) => t('safr.vital.pulse'),
  respiratoryRate: (t) => t('safr.vital.respiratoryRate'),
  spo2: (t) => t('safr.vital.spo2'),
  temperature: (t) => t('safr.vital.temperature'),
  glucose: (t) => t('safr.vital.glucose'),
  gcs: (t) => t('safr.vital.gcs'),
  pain: (t) => t('safr.vital.pain'),
});

/** A vital sign as a form field names it: "Pulse (bpm)", or "GCS" without a unit. */
export const vitalFieldLabel = (t: TFunction, vital: { key: string; unit: string }) => {
  const name = vitalLabel(t, vital.key);
  return vital.unit ? t('safr.vital.withUnit', { label: name, unit: vital.unit }) : name;
};

/** A measured vital sign: "Pulse 88 bpm", or "GCS 15" without a unit. */
export const vitalReading = (t: TFunction, vital: { key: string; unit: string }, value: string) => {
  const name = vitalLabel(t, vital.key);
  return vital.unit
    ? t('safr.vital.readingWithUnit', { label: name, value, unit: vital.unit })
    : t('safr.vital.reading', { label: name, value });
};

/** The fire incident types as select options: the stored code, the reader's label. */
export const incidentTypeOptions = (t: TFunction, types: readonly string[]) =>
  types.map((code) => ({ value: code, label: incidentTypeLabel(t, code) }));
