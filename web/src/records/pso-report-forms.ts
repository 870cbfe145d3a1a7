import type { PsoReport, PsoReportKind } from './api/types';

/** The three public safety report forms: their fields, and the line each shows in the list. */
export interface FormField {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'select';
  options?: readonly string[];
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

export const FORMS: ReportForm[] = [
  {
    kind: 'use-of-force',
    title: 'Use of Force Report',
    blurb: 'Document any force used: weapon, reason, justification and outcome.',
    failure: 'Submission failed.',
    fields: [
      {
        name: 'discharged',
        label: 'Weapon Discharged',
        kind: 'select',
        placeholder: 'Weapon Discharged:',
        options: ['Baton', 'Taser', 'Pistol', 'Shotgun', 'Assault Rifle'],
      },
      { name: 'reason', label: 'Reason', kind: 'textarea', required: true },
      { name: 'justification', label: 'Justification', kind: 'textarea', required: true },
      { name: 'lawsBroken', label: 'Laws Broken', kind: 'text' },
      {
        name: 'successful',
        label: 'Successful',
        kind: 'select',
        placeholder: 'Was the use of force succesful?',
        options: ['Yes', 'No'],
      },
      { name: 'additionalInfo', label: 'Additional Information', kind: 'textarea' },
    ],
    summary: (r) => [text(r.discharged), text(r.reason)].filter(Boolean).join(' — '),
  },
  {
    kind: 'scene-report',
    title: 'Scene Report',
    blurb: 'Record a scene: who was involved, what happened, witnesses and verdicts.',
    failure: 'Failed to submit report.',
    fields: [
      { name: 'involvedCivilians', label: 'Involved Civilians', kind: 'text' },
      { name: 'involvedOfficers', label: 'Involved Officers', kind: 'text' },
      { name: 'location', label: 'Location', kind: 'text', required: true },
      { name: 'timeOfDay', label: 'Time of Day', kind: 'text' },
      { name: 'whatHappened', label: 'What Happened', kind: 'textarea', required: true },
      { name: 'how', label: 'How', kind: 'textarea' },
      { name: 'witnesses', label: 'Witnesses', kind: 'text' },
      { name: 'verdicts', label: 'Verdicts', kind: 'textarea' },
    ],
    summary: (r) => [text(r.location), text(r.whatHappened)].filter(Boolean).join(' — '),
  },
  {
    kind: '10-50',
    title: '10-50 Accident Report',
    blurb: 'Report a traffic accident: location, type, how it happened and who was involved.',
    failure: 'Failed to submit report.',
    fields: [
      { name: 'location', label: 'Location', kind: 'text', required: true },
      { name: 'timeOfDay', label: 'Time of Day', kind: 'text' },
      {
        name: 'accidentType',
        label: 'Accident Type',
        kind: 'select',
        placeholder: 'Type of Accident:',
        options: ['Single Vehicle', 'Multi-Vehicle', 'Hit-and-Run', 'Pedestrian Involved', 'Other'],
        required: true,
      },
      { name: 'how', label: 'How', kind: 'textarea', required: true },
      { name: 'witnesses', label: 'Witnesses', kind: 'text' },
      { name: 'civilians', label: 'Civilians', kind: 'text' },
    ],
    summary: (r) => [text(r.accidentType), text(r.location)].filter(Boolean).join(' at '),
  },
];

export const missingMessage = (labels: string[]) =>
  `Fill in the required field${labels.length > 1 ? 's' : ''}: ${labels.join(', ')}.`;

export const formFor = (kind: string) => FORMS.find((f) => f.kind === kind);
