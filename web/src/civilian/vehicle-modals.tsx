import { useState, type FormEvent } from 'react';
import { EDIT_VEHICLE_TYPES, REGISTRATION_VEHICLE_TYPES } from '@tenfour/db/browser';
import { Modal } from '../components/modal';
import { SelectField, TextField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { ApiError } from '../lib/api';
import { civilianApi, failureText, type VehicleInput } from './civilian-api';
import type { Vehicle } from './civilian-types';
import { DELAYS, useLater } from './use-later';

import { FormActions } from '../components/form-actions';
import type { RecordModalProps } from './record-modal-parts';

function VehicleFields({
  values,
  types,
  onChange,
}: {
  values: VehicleInput;
  types: readonly string[];
  onChange(patch: Partial<VehicleInput>): void;
}) {
  const maxYear = new Date().getFullYear() + 1;
  return (
    <div className="form-grid">
      <TextField
        label="Plate"
        maxLength={8}
        autoComplete="off"
        value={values.plate}
        onChange={(e) => onChange({ plate: e.target.value.toUpperCase() })}
      />
      <TextField
        label="Make"
        maxLength={40}
        value={values.make}
        onChange={(e) => onChange({ make: e.target.value })}
      />
      <TextField
        label="Model"
        maxLength={40}
        value={values.model}
        onChange={(e) => onChange({ model: e.target.value })}
      />
      <TextField
        label="Year"
        type="number"
        inputMode="numeric"
        min={1900}
        max={maxYear}
        value={values.year}
        onChange={(e) => onChange({ year: e.target.value })}
      />
      <TextField
        label="Color"
        maxLength={30}
        value={values.color}
        onChange={(e) => onChange({ color: e.target.value })}
      />
      <SelectField
        label="Type"
        options={types.includes(values.type) ? types : [...types, values.type]}
        value={values.type}
        onChange={(e) => onChange({ type: e.target.value })}
      />
      <label className="checkbox">
        <input
          type="checkbox"
          checked={values.insured}
          onChange={(e) => onChange({ insured: e.target.checked })}
        />
        Insured
      </label>
    </div>
  );
}

/** Register New Vehicle: no client check, the server decides; closes at once on success. */
export function RegisterVehicleModal({ civilian, onClose, onSuccess }: RecordModalProps) {
  const [values, setValues] = useState<VehicleInput>({
    plate: '',
    make: '',
    model: '',
    year: '',
    color: '',
    type: REGISTRATION_VEHICLE_TYPES[0],
    insured: false,
  });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setMessage('');
    setBusy(true);
    try {
      const res = await civilianApi.registerVehicle({ ...values, civilianId: civilian._id });
      if (!res.success) throw new ApiError(400, res.message || 'Failed to register vehicle.');
      onSuccess();
      onClose();
    } catch (err) {
      setMessage(
        failureText(
          err,
          'Failed to register vehicle.',
          'An error occurred while registering vehicle.',
        ),
      );
      setBusy(false);
    }
  };

  return (
    <Modal title="Register New Vehicle" onClose={onClose} wide>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <VehicleFields
          values={values}
          types={REGISTRATION_VEHICLE_TYPES}
          onChange={(p) => setValues((v) => ({ ...v, ...p }))}
        />
        <StatusMessage text={message} />
        <FormActions
          busy={busy}
          label="Register Vehicle"
          busyLabel="Registering..."
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}

/** Edit Vehicle: its own list of types; shows the result, then closes after 1 s. */
export function EditVehicleModal({
  vehicle,
  onClose,
  onSuccess,
}: {
  vehicle: Vehicle;
  onClose(): void;
  onSuccess(): void;
}) {
  const [values, setValues] = useState<VehicleInput>({
    plate: vehicle.plate,
    make: vehicle.make,
    model: vehicle.model,
    year: vehicle.year ?? '',
    color: vehicle.color ?? '',
    type: vehicle.type,
    insured: vehicle.insured,
  });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const later = useLater();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setMessage('');
    setBusy(true);
    try {
      await civilianApi.updateVehicle(vehicle._id, values);
      setMessage('✅ Vehicle updated successfully.');
      onSuccess();
      later(DELAYS.vehicleUpdate, onClose);
    } catch (err) {
      console.error('Failed to update vehicle', err);
      setMessage('❌ Failed to update vehicle.');
      setBusy(false);
    }
  };

  return (
    <Modal title="Edit Vehicle" onClose={onClose} wide>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <VehicleFields
          values={values}
          types={EDIT_VEHICLE_TYPES}
          onChange={(p) => setValues((v) => ({ ...v, ...p }))}
        />
        <StatusMessage text={message} />
        <FormActions busy={busy} label="Save Changes" busyLabel="Saving..." onCancel={onClose} />
      </form>
    </Modal>
  );
}
