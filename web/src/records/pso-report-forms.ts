import type { TFunction } from 'i18next';
import type { PsoReport, PsoReportKind } from './api/types';

/** The three public safety report forms: their fields, and the line each shows in the list. */
export interface FormField {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'select';
  /** The value stored (the English word) with the label shown in the reader's language. */
  options?: readonly { value: string; label: string }[];
  placeholder?: string;
  /** A report cannot be filed without it (the server refuses it too). */
  required?: boolean;
}

export interface ReportForm {
  kind: PsoReportKind;
  title: string;
  blurb: string;
  /** Use of force says "Submission failed.", the others "Failed to submit report.". */
  failure: string;
  fields: FormField[];
  summary(r: PsoReport): string;
}

export const text = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));

/** A stored value as the field shows it: an option's label, else the value as typed. */
export const shownValue = (field: FormField, value: unknown) => {
  const stored = text(value);
  return field.options?.find((o) => o.value === stored)?.label ?? stored;
};

/** The forms in the reader's language; the values sent and stored stay the same in every one. */
export function reportForms(t: TFunction): ReportForm[] {
  const option = (value: string, label: string) => ({ value, label });
  const useOfForce: ReportForm = {
    kind: 'use-of-force',
    title: t('records.psoReports.useOfForce.title'),
    blurb: t('records.psoReports.useOfForce.blurb'),
    failure: t('records.psoReports.useOfForce.failure'),
    fields: [
      {
        name: 'discharged',
        label: t('records.psoReports.fields.discharged'),
        kind: 'select',
        placeholder: t('records.psoReports.fields.dischargedPlaceholder'),
        options: [
          option('Baton', t('records.psoReports.weapons.baton')),
          option('Taser', t('records.psoReports.weapons.taser')),
          option('Pistol', t('records.psoReports.weapons.pistol')),
          option('Shotgun', t('records.psoReports.weapons.shotgun')),
          option('Assault Rifle', t('records.psoReports.weapons.assaultRifle')),
        ],
      },
      {
        name: 'reason',
        label: t('records.psoReports.fields.reason'),
        kind: 'textarea',
        required: true,
      },
      {
        name: 'justification',
        label: t('records.psoReports.fields.justification'),
        kind: 'textarea',
        required: true,
      },
      { name: 'lawsBroken', label: t('records.psoReports.fields.lawsBroken'), kind: 'text' },
      {
        name: 'successful',
        label: t('records.psoReports.fields.successful'),
        kind: 'select',
        placeholder: t('records.psoReports.fields.successfulPlaceholder'),
        options: [option('Yes', t('records.yes')), option('No', t('records.no'))],
      },
      {
        name: 'additionalInfo',
        label: t('records.psoReports.fields.additionalInfo'),
        kind: 'textarea',
      },
    ],
    summary: (r) =>
      [shownValue(useOfForce.fields[0]!, r.discharged), text(r.reason)].filter(Boolean).join(' — '),
  };
  const accidentType: FormField = {
    name: 'accidentType',
    label: t('records.psoReports.fields.accidentType'),
    kind: 'select',
    placeholder: t('records.psoReports.fields.accidentTypePlaceholder'),
    options: [
      option('Single Vehicle', t('records.psoReports.accidents.singleVehicle')),
      option('Multi-Vehicle', t('records.psoReports.accidents.multiVehicle')),
      option('Hit-and-Run', t('records.psoReports.accidents.hitAndRun')),
      option('Pedestrian Involved', t('records.psoReports.accidents.pedestrian')),
      option('Other', t('records.psoReports.accidents.other')),
    ],
    required: true,
  };
  const location: FormField = {
    name: 'location',
    label: t('records.psoReports.fields.location'),
    kind: 'text',
    required: true,
  };
  const timeOfDay: FormField = {
    name: 'timeOfDay',
    label: t('records.psoReports.fields.timeOfDay'),
    kind: 'text',
  };
  const witnesses: FormField = {
    name: 'witnesses',
    label: t('records.psoReports.fields.witnesses'),
    kind: 'text',
  };
  const how = (required: boolean): FormField => ({
    name: 'how',
    label: t('records.psoReports.fields.how'),
    kind: 'textarea',
    ...(required ? { required } : {}),
  });
  return [
    useOfForce,
    {
      kind: 'scene-report',
      title: t('records.psoReports.scene.title'),
      blurb: t('records.psoReports.scene.blurb'),
      failure: t('records.psoReports.scene.failure'),
      fields: [
        {
          name: 'involvedCivilians',
          label: t('records.psoReports.fields.involvedCivilians'),
          kind: 'text',
        },
        {
          name: 'involvedOfficers',
          label: t('records.psoReports.fields.involvedOfficers'),
          kind: 'text',
        },
        location,
        timeOfDay,
        {
          name: 'whatHappened',
          label: t('records.psoReports.fields.whatHappened'),
          kind: 'textarea',
          required: true,
        },
        how(false),
        witnesses,
        { name: 'verdicts', label: t('records.psoReports.fields.verdicts'), kind: 'textarea' },
      ],
      summary: (r) => [text(r.location), text(r.whatHappened)].filter(Boolean).join(' — '),
    },
    {
      kind: '10-50',
      title: t('records.psoReports.accident.title'),
      blurb: t('records.psoReports.accident.blurb'),
      failure: t('records.psoReports.accident.failure'),
      fields: [
        location,
        timeOfDay,
        accidentType,
        how(true),
        witnesses,
        { name: 'civilians', label: t('records.psoReports.fields.civilians'), kind: 'text' },
      ],
      summary: (r) => {
        const type = shownValue(accidentType, r.accidentType);
        const where = text(r.location);
        return type && where
          ? t('records.psoReports.summaryAt', { type, location: where })
          : type || where;
      },
    },
  ];
}

/** "Fill in the required fields: Reason, Location." */
export const missingMessage = (t: TFunction, labels: string[]) =>
  t('records.psoReports.missing', { count: labels.length, fields: labels.join(', ') });

export const formFor = (forms: ReportForm[], kind: string) => forms.find((f) => f.kind === kind);
