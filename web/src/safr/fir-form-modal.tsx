import { useState } from 'react';
import { FIRE_INCIDENT_TYPES, SAFR_LIMITS } from '@tenfour/db/browser';
import { SelectField, TextAreaField, TextField } from '../components/field';
import { LinkedCallSelect, ReportFormModal, useFileReport } from './report-form-modal';
import { safrApi, type FireIncidentReportJson, type FirInput } from './safr-api';

/** A fire incident report, signed by the stored profile. */
export function FirFormModal({
  onClose,
  onCreated,
}: {
  onClose(): void;
  onCreated(report: FireIncidentReportJson, message: string): void;
}) {
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
  const filing = useFileReport(safrApi.createFireIncidentReport, (res) =>
    onCreated(res.report, res.message),
  );
  const set = (key: keyof FirInput) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  return (
    <ReportFormModal
      title="New Fire Incident Report"
      busy={filing.busy}
      failure={filing.failure}
      onSubmit={() => filing.submit(form)}
      onClose={onClose}
    >
      <LinkedCallSelect value={form.callId} onChange={set('callId')} />
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
    </ReportFormModal>
  );
}
