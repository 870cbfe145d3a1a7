import { EDIT_VEHICLE_TYPES, REGISTRATION_VEHICLE_TYPES } from '@tenfour/db/browser';
import { SelectField, TextField } from '../components/field';
import type { Vehicle } from './api/get-vehicles';
import { useRegisterVehicle } from './api/register-vehicle';
import { useUpdateVehicle } from './api/update-vehicle';
import type { VehicleInput } from './api/vehicle-input';
import { useFormState } from '../components/use-form-state';
import { DELAYS, useLater } from './use-later';
import {
  failure,
  RecordFormModal,
  useRecordSubmit,
  type RecordModalProps,
} from './record-modal-parts';

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
  const text = (label: string, key: 'make' | 'model' | 'color', maxLength: number) => (
    <TextField
      label={label}
      maxLength={maxLength}
      value={values[key]}
      onChange={(e) => onChange({ [key]: e.target.value })}
    />
  );
  return (
    <div className="form-grid">
      <TextField
        label="Plate"
        maxLength={8}
        autoComplete="off"
        value={values.plate}
        onChange={(e) => onChange({ plate: e.target.value.toUpperCase() })}
      />
      {text('Make', 'make', 40)}
      {text('Model', 'model', 40)}
      <TextField
        label="Year"
        type="number"
        inputMode="numeric"
        min={1900}
        max={maxYear}
        value={values.year}
        onChange={(e) => onChange({ year: e.target.value })}
      />
      {text('Color', 'color', 30)}
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

/** A vehicle dialog: the fields with the types it offers, and what saving does. */
function VehicleModal({
  title,
  initial,
  types,
  label,
  busyLabel,
  describe,
  save,
  onClose,
}: {
  title: string;
  initial: VehicleInput;
  types: readonly string[];
  label: string;
  busyLabel: string;
  describe(err: unknown): string;
  /** Saves the fields; its text, if any, shows until the dialog closes. */
  save(values: VehicleInput): Promise<string | void>;
  onClose(): void;
}) {
  const [values, patch] = useFormState(initial);
  const { busy, message, submit } = useRecordSubmit(describe);
  return (
    <RecordFormModal
      title={title}
      wide
      onClose={onClose}
      onSubmit={(e) => submit(e, () => save(values))}
      busy={busy}
      message={message}
      label={label}
      busyLabel={busyLabel}
    >
      <VehicleFields values={values} types={types} onChange={patch} />
    </RecordFormModal>
  );
}

/** Register New Vehicle: no client check, the server decides; closes at once on success. */
export function RegisterVehicleModal({ civilian, onClose }: RecordModalProps) {
  const register = useRegisterVehicle(civilian._id);
  return (
    <VehicleModal
      title="Register New Vehicle"
      initial={{
        plate: '',
        make: '',
        model: '',
        year: '',
        color: '',
        type: REGISTRATION_VEHICLE_TYPES[0],
        insured: false,
      }}
      types={REGISTRATION_VEHICLE_TYPES}
      label="Register Vehicle"
      busyLabel="Registering..."
      describe={failure(
        'Failed to register vehicle.',
        'An error occurred while registering vehicle.',
      )}
      save={async (values) => {
        await register.mutateAsync(values);
        onClose();
      }}
      onClose={onClose}
    />
  );
}

/** Edit Vehicle: its own list of types; shows the result, then closes after 1 s. */
export function EditVehicleModal({ vehicle, onClose }: { vehicle: Vehicle; onClose(): void }) {
  const update = useUpdateVehicle(vehicle);
  const later = useLater();
  return (
    <VehicleModal
      title="Edit Vehicle"
      initial={{
        plate: vehicle.plate,
        make: vehicle.make,
        model: vehicle.model,
        year: vehicle.year ?? '',
        color: vehicle.color ?? '',
        type: vehicle.type,
        insured: vehicle.insured,
      }}
      types={EDIT_VEHICLE_TYPES}
      label="Save Changes"
      busyLabel="Saving..."
      describe={(err) => {
        console.error('Failed to update vehicle', err);
        return '❌ Failed to update vehicle.';
      }}
      save={async (values) => {
        await update.mutateAsync(values);
        later(DELAYS.vehicleUpdate, onClose);
        return '✅ Vehicle updated successfully.';
      }}
      onClose={onClose}
    />
  );
}
