import { useEffect, useState, type FormEvent } from 'react';
import { LICENSE_TYPES } from '@tenfour/db/permissions';
import {
  EDIT_VEHICLE_TYPES,
  REGISTRATION_VEHICLE_TYPES,
  WEAPON_SUGGESTIONS,
  generateWeaponSerial,
} from '@tenfour/db/civilians/constants';
import { Modal } from '../components/modal';
import { Field, SelectField, TextAreaField, TextField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { ApiError } from '../lib/api';
import { civilianApi, failureText, type VehicleInput } from './civilian-api';
import type { Civilian, Vehicle, Weapon } from './civilian-types';
import { DELAYS, useLater } from './use-later';

interface RecordModalProps {
  civilian: Civilian;
  onClose(): void;
  /** Runs on success, before the dialog closes. */
  onSuccess(): void;
}

function Actions({
  busy,
  label,
  busyLabel,
  onCancel,
  disabled = false,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  onCancel(): void;
  disabled?: boolean;
}) {
  return (
    <div className="form-actions">
      <button type="button" className="btn btn-secondary" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className="btn btn-primary" disabled={busy || disabled}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}

/** A result line with an explicit tone, for texts the keyword rule would colour wrongly. */
function Notice({ text, ok }: { text: string; ok: boolean }) {
  if (!text) return null;
  return (
    <p className={`message ${ok ? 'success' : 'error'}`} role={ok ? 'status' : 'alert'}>
      {text}
    </p>
  );
}

/** Add New License: only classes the civilian lacks; the member's roles decide the rest. */
export function AddLicenseModal({
  civilian,
  allowed,
  onClose,
  onSuccess,
}: RecordModalProps & { allowed: readonly string[] }) {
  const held = civilian.licenses ?? [];
  const missing = LICENSE_TYPES.filter((t) => !held.includes(t));
  const [license, setLicense] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const later = useLater();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!license) return setMessage('Please select a license type.');
    setMessage('');
    setBusy(true);
    try {
      const res = await civilianApi.addLicense(civilian._id, license);
      if (!res.success) throw new ApiError(400, res.message || 'Failed to add license.');
      setMessage('License successfully added.');
      onSuccess();
      later(DELAYS.record, onClose);
    } catch (err) {
      setMessage(
        failureText(err, 'Failed to add license.', 'An error occurred while adding the license.'),
      );
      setBusy(false);
    }
  };

  return (
    <Modal title="Add New License" onClose={onClose}>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <Field label="License Type">
          {(id) => (
            <select
              id={id}
              value={license}
              disabled={missing.length === 0}
              onChange={(e) => setLicense(e.target.value)}
            >
              {missing.length === 0 ? (
                <option value="">No licenses available</option>
              ) : (
                <>
                  <option value="">Select a license type</option>
                  {missing.map((t) => (
                    <option key={t} value={t} disabled={!allowed.includes(t)}>
                      {allowed.includes(t) ? t : `${t} (role required)`}
                    </option>
                  ))}
                </>
              )}
            </select>
          )}
        </Field>
        <StatusMessage text={message} />
        <Actions
          busy={busy}
          label="Add License"
          busyLabel="Adding..."
          onCancel={onClose}
          disabled={missing.length === 0}
        />
      </form>
    </Modal>
  );
}

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
        <Actions
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
        <Actions busy={busy} label="Save Changes" busyLabel="Saving..." onCancel={onClose} />
      </form>
    </Modal>
  );
}

/** Add Medical Record: the description must not be blank. */
export function AddMedicalRecordModal({ civilian, onClose, onSuccess }: RecordModalProps) {
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const later = useLater();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!description.trim()) return setMessage('Please enter medical record details.');
    setMessage('');
    setBusy(true);
    try {
      const res = await civilianApi.addMedicalRecord(civilian._id, description.trim());
      if (!res.success) throw new ApiError(400, res.message || 'Failed to add medical record.');
      setMessage('Medical record successfully added.');
      onSuccess();
      later(DELAYS.record, onClose);
    } catch (err) {
      setMessage(
        failureText(
          err,
          'Failed to add medical record.',
          'An error occurred while adding the medical record.',
        ),
      );
      setBusy(false);
    }
  };

  return (
    <Modal title="Add Medical Record" onClose={onClose}>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <p className="muted small">
          For {civilian.firstName} {civilian.lastName}
        </p>
        <TextAreaField
          label="Medical Record Details"
          maxLength={2000}
          rows={5}
          placeholder="Conditions, allergies, medications, treatment notes..."
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        <StatusMessage text={message} />
        <Actions busy={busy} label="Add Record" busyLabel="Submitting..." onCancel={onClose} />
      </form>
    </Modal>
  );
}

/** Register New Weapon: the serial ("WPN-" + 6) is generated here and read-only. */
export function RegisterWeaponModal({ civilian, onClose, onSuccess }: RecordModalProps) {
  const [weaponType, setWeaponType] = useState('');
  const [serialNumber] = useState(generateWeaponSerial);
  const [registeredName, setRegisteredName] = useState(
    `${civilian.firstName} ${civilian.lastName}`,
  );
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const later = useLater();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setMessage('');
    setBusy(true);
    try {
      const res = await civilianApi.registerWeapon({
        weaponType,
        serialNumber,
        registeredName,
        civilianId: civilian._id,
      });
      if (!res.success) throw new ApiError(400, res.message || 'Failed to register weapon.');
      setMessage('Weapon registered successfully.');
      onSuccess();
      later(DELAYS.record, onClose);
    } catch (err) {
      setMessage(
        failureText(
          err,
          'Failed to register weapon.',
          'An error occurred while registering the weapon.',
        ),
      );
      setBusy(false);
    }
  };

  return (
    <Modal title="Register New Weapon" onClose={onClose}>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label="Weapon Type"
          list="weapon-suggestions"
          maxLength={60}
          value={weaponType}
          onChange={(e) => setWeaponType(e.target.value)}
        />
        <datalist id="weapon-suggestions">
          {WEAPON_SUGGESTIONS.map((w) => (
            <option key={w} value={w} />
          ))}
        </datalist>
        <TextField label="Serial Number" readOnly value={serialNumber} />
        <TextField
          label="Registered Name"
          maxLength={80}
          value={registeredName}
          onChange={(e) => setRegisteredName(e.target.value)}
        />
        <StatusMessage text={message} />
        <Actions
          busy={busy}
          label="Register Weapon"
          busyLabel="Registering..."
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}

/** Edit Weapon: loads the weapon, saves type and name; closes 0.8 s after "Weapon updated.". */
export function EditWeaponModal({
  weaponId,
  onClose,
  onSuccess,
}: {
  weaponId: string;
  onClose(): void;
  onSuccess(): void;
}) {
  const [weapon, setWeapon] = useState<Weapon | null>(null);
  const [weaponType, setWeaponType] = useState('');
  const [registeredName, setRegisteredName] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState({ text: '', ok: false });
  const later = useLater();

  useEffect(() => {
    let live = true;
    civilianApi
      .weapon(weaponId)
      .then((res) => {
        if (!live) return;
        if (!res.success) return setResult({ text: 'Failed to load weapon data.', ok: false });
        setWeapon(res.weapon);
        setWeaponType(res.weapon.weaponType);
        setRegisteredName(res.weapon.registeredName);
      })
      .catch((err: unknown) => {
        if (!live) return;
        setResult({
          text:
            err instanceof ApiError ? 'Failed to load weapon data.' : 'Error loading weapon data.',
          ok: false,
        });
      });
    return () => {
      live = false;
    };
  }, [weaponId]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!weapon) return;
    setResult({ text: '', ok: false });
    setBusy(true);
    try {
      const res = await civilianApi.updateWeapon(weapon._id, {
        weaponType,
        serialNumber: weapon.serialNumber,
        registeredName,
      });
      if (!res.success) throw new ApiError(400, res.message || 'Failed to update weapon.');
      setResult({ text: 'Weapon updated.', ok: true });
      onSuccess();
      later(DELAYS.weaponUpdate, onClose);
    } catch (err) {
      setResult({
        text: failureText(err, 'Failed to update weapon.', 'An error occurred while updating.'),
        ok: false,
      });
      setBusy(false);
    }
  };

  return (
    <Modal title="Edit Weapon" onClose={onClose}>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        {weapon ? (
          <>
            <TextField
              label="Weapon Type"
              list="weapon-suggestions"
              maxLength={60}
              value={weaponType}
              onChange={(e) => setWeaponType(e.target.value)}
            />
            <datalist id="weapon-suggestions">
              {WEAPON_SUGGESTIONS.map((w) => (
                <option key={w} value={w} />
              ))}
            </datalist>
            <TextField label="Serial Number" readOnly value={weapon.serialNumber} />
            <TextField
              label="Registered Name"
              maxLength={80}
              value={registeredName}
              onChange={(e) => setRegisteredName(e.target.value)}
            />
          </>
        ) : (
          !result.text && <p className="muted">Loading...</p>
        )}
        <Notice text={result.text} ok={result.ok} />
        <Actions
          busy={busy}
          label="Save Changes"
          busyLabel="Saving..."
          onCancel={onClose}
          disabled={!weapon}
        />
      </form>
    </Modal>
  );
}
