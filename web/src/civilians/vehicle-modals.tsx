import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../components/field';
import type { Vehicle } from './api/get-vehicles';
import { useRegisterVehicle } from './api/register-vehicle';
import { useUpdateVehicle } from './api/update-vehicle';
import type { VehicleInput } from './api/vehicle-input';
import { useFormList, useOwnerCustomFields } from './api/community-lists';
import { useRecordCustomFields, useSaveCustomFields } from './api/custom-field-values';
import {
  CustomFieldInputs,
  customInputsFrom,
  customValuesOf,
  type CustomInputs,
  type CustomSave,
} from './custom-field-inputs';
import { useFormState } from '../components/use-form-state';
import { DELAYS, useLater } from './use-later';
import { labelled, vehicleTypeLabel } from './labels';
import {
  failure,
  RecordFormModal,
  useRecordSubmit,
  type RecordModalProps,
} from './record-modal-parts';

function VehicleFields({
  values,
  initial,
  onChange,
}: {
  values: VehicleInput;
  /** What the record held when the dialog opened: kept selectable even once retired. */
  initial: VehicleInput;
  onChange(patch: Partial<VehicleInput>): void;
}) {
  const { t } = useTranslation();
  // The community's lists (docs/values.md); the server checks the same stored lists.
  const types = useFormList('vehicle_type', initial.type);
  const colours = useFormList('vehicle_colour', initial.color);
  const firstType = types[0];
  useEffect(() => {
    if (!values.type && firstType) onChange({ type: firstType });
  }, [values.type, firstType, onChange]);
  const maxYear = new Date().getFullYear() + 1;
  const text = (label: string, key: 'make' | 'model', maxLength: number) => (
    <TextField
      label={label}
      maxLength={maxLength}
      value={values[key]}
      onChange={(e) => onChange({ [key]: e.target.value })}
    />
  );
  const make = text(t('civilians.vehicle.make'), 'make', 40);
  const model = text(t('civilians.vehicle.model'), 'model', 40);
  const color = (
    <SelectField
      label={t('civilians.vehicle.color')}
      placeholder=""
      options={colours.map((value) => ({ value, label: value }))}
      value={values.color}
      onChange={(e) => onChange({ color: e.target.value })}
    />
  );
  return (
    <div className="form-grid">
      <TextField
        label={t('civilians.vehicle.plate')}
        maxLength={8}
        autoComplete="off"
        value={values.plate}
        onChange={(e) => onChange({ plate: e.target.value.toUpperCase() })}
      />
      {make}
      {model}
      <TextField
        label={t('civilians.vehicle.year')}
        type="number"
        inputMode="numeric"
        min={1900}
        max={maxYear}
        value={values.year}
        onChange={(e) => onChange({ year: e.target.value })}
      />
      {color}
      <SelectField
        label={t('civilians.vehicle.type')}
        options={labelled(
          t,
          !values.type || types.includes(values.type) ? types : [...types, values.type],
          vehicleTypeLabel,
        )}
        value={values.type}
        onChange={(e) => onChange({ type: e.target.value })}
      />
      <label className="checkbox">
        <input
          type="checkbox"
          checked={values.insured}
          onChange={(e) => onChange({ insured: e.target.checked })}
        />
        {t('civilians.vehicle.insured')}
      </label>
    </div>
  );
}

/** A vehicle dialog: the fields, and what saving does. */
function VehicleModal({
  title,
  initial,
  initialCustom,
  label,
  busyLabel,
  describe,
  save,
  onClose,
}: {
  title: string;
  initial: VehicleInput;
  /** The custom fields' values the vehicle holds (none for a new one). */
  initialCustom: CustomInputs;
  label: string;
  busyLabel: string;
  describe(err: unknown): string;
  /**
   * Saves the fields, then `custom` (the custom fields the owner edits, checked by the
   * server against their definitions) once the vehicle's id is known; its text, if any,
   * shows until the dialog closes.
   */
  save(values: VehicleInput, custom: CustomSave): Promise<string | void>;
  onClose(): void;
}) {
  const [values, patch] = useFormState(initial);
  const [inputs, setInputs] = useState<CustomInputs>(initialCustom);
  const customFields = useOwnerCustomFields('vehicle');
  const saveCustom = useSaveCustomFields('vehicle');
  const customValues = customFields.length ? customValuesOf(customFields, inputs) : undefined;
  const custom: CustomSave = {
    values: customValues,
    save: (id) => (customValues ? saveCustom(id, customValues) : Promise.resolve()),
  };
  const { busy, message, ok, submit } = useRecordSubmit(describe);
  return (
    <RecordFormModal
      title={title}
      wide
      onClose={onClose}
      onSubmit={(e) => submit(e, () => save(values, custom))}
      busy={busy}
      message={message}
      ok={ok}
      label={label}
      busyLabel={busyLabel}
    >
      <VehicleFields values={values} initial={initial} onChange={patch} />
      <CustomFieldInputs
        fields={customFields}
        inputs={inputs}
        onChange={(key, text) => setInputs((was) => ({ ...was, [key]: text }))}
      />
    </RecordFormModal>
  );
}

/** Register New Vehicle: no client check, the server decides; closes at once on success. */
export function RegisterVehicleModal({ civilian, onClose }: RecordModalProps) {
  const register = useRegisterVehicle(civilian._id);
  const { t } = useTranslation();
  return (
    <VehicleModal
      title={t('civilians.vehicle.registerTitle')}
      initial={{
        plate: '',
        make: '',
        model: '',
        year: '',
        color: '',
        type: '',
        insured: false,
      }}
      initialCustom={{}}
      label={t('civilians.vehicle.register')}
      busyLabel={t('civilians.registering')}
      describe={failure(
        t('civilians.vehicle.registerFailed'),
        t('civilians.vehicle.registerError'),
      )}
      save={async (values, custom) => {
        await register.mutateAsync({ vehicle: values, customFields: custom.values });
        onClose();
      }}
      onClose={onClose}
    />
  );
}

/** Edit Vehicle: shows the result, then closes after 1 s. */
export function EditVehicleModal({ vehicle, onClose }: { vehicle: Vehicle; onClose(): void }) {
  const update = useUpdateVehicle(vehicle);
  const shown = useRecordCustomFields('vehicle', vehicle._id);
  const later = useLater();
  const { t } = useTranslation();
  // The form starts from the values the vehicle holds, so it waits for them.
  if (shown.isPending) return null;
  return (
    <VehicleModal
      title={t('civilians.vehicle.editTitle')}
      initial={{
        plate: vehicle.plate,
        make: vehicle.make,
        model: vehicle.model,
        year: vehicle.year ?? '',
        color: vehicle.color ?? '',
        type: vehicle.type,
        insured: vehicle.insured,
      }}
      initialCustom={customInputsFrom(shown.data?.fields)}
      label={t('civilians.saveChanges')}
      busyLabel={t('civilians.saving')}
      describe={(err) => {
        console.error('Failed to update vehicle', err);
        return t('civilians.vehicle.updateFailed');
      }}
      save={async (values, custom) => {
        await update.mutateAsync(values);
        await custom.save(vehicle._id);
        later(DELAYS.vehicleUpdate, onClose);
        return t('civilians.vehicle.updated');
      }}
      onClose={onClose}
    />
  );
}
