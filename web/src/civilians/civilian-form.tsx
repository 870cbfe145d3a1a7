import { EYE_COLORS, HAIR_COLORS } from '@tenfour/db/browser';
import { FormActions } from '../components/form-actions';
import { Modal } from '../components/modal';
import { SelectField, TextField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { useCreateCivilian, type CivilianInput } from './api/create-civilian';
import type { Civilian } from './api/get-civilians';
import { useUpdateCivilian } from './api/update-civilian';
import { failure, useRecordSubmit } from './record-modal-parts';
import { useFormState } from '../components/use-form-state';

const SEXES = ['Male', 'Female', 'Other'] as const;

interface FormState {
  firstName: string;
  lastName: string;
  middleInitial: string;
  dateOfBirth: string;
  age: string;
  sex: string;
  knownAliases: string;
  residence: string;
  zipCode: string;
  occupation: string;
  height: string;
  weight: string;
  skinTone: string;
  hairColor: string;
  eyeColor: string;
  emergencyContactName: string;
}

function initialState(c?: Civilian): FormState {
  return {
    firstName: c?.firstName ?? '',
    lastName: c?.lastName ?? '',
    middleInitial: c?.middleInitial ?? '',
    dateOfBirth: c?.dateOfBirth?.slice(0, 10) ?? '',
    age: c?.age === null || c?.age === undefined ? '' : String(c.age),
    sex: c?.sex ?? '',
    knownAliases: (c?.knownAliases ?? []).join(', '),
    residence: c?.residence ?? '',
    zipCode: c?.zipCode ?? '',
    occupation: c?.occupation ?? '',
    height: c?.height ?? '',
    weight: c?.weight ?? '',
    skinTone: c?.skinTone ?? '',
    hairColor: c?.hairColor ?? '',
    eyeColor: c?.eyeColor ?? '',
    emergencyContactName: c?.emergencyContactName ?? '',
  };
}

/** Comma separated, split, trimmed, blanks dropped (the server splits text the same way). */
function splitAliases(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function toInput(f: FormState): CivilianInput {
  const age = f.age.trim() === '' ? null : Number(f.age);
  return {
    ...f,
    age: age !== null && Number.isFinite(age) ? age : null,
    knownAliases: splitAliases(f.knownAliases),
    // The selects offer the server's lists (and a stored value); the server checks again.
    hairColor: f.hairColor as CivilianInput['hairColor'],
    eyeColor: f.eyeColor as CivilianInput['eyeColor'],
  };
}

/** The current value stays selectable even when it is not one of the offered options. */
function withCurrent(options: readonly string[], current: string): string[] {
  return current && !options.includes(current) ? [...options, current] : [...options];
}

/**
 * The civilian fields as one form, for both the Register New Civilian
 * dialog and Edit Citizen. First name, last name and date of birth are required by the
 * browser; the server checks everything again.
 */
function CivilianFields({
  values,
  text,
}: {
  values: FormState;
  /** Wires an input or select to one of the values. */
  text: ReturnType<typeof useFormState<FormState>>[2];
}) {
  // A list to choose from; the stored value stays selectable even when not in it.
  const choice = (
    label: string,
    options: readonly string[],
    key: 'sex' | 'hairColor' | 'eyeColor',
  ) => (
    <SelectField
      label={label}
      placeholder=""
      options={withCurrent(options, values[key])}
      {...text(key)}
    />
  );
  return (
    <div className="form-grid">
      <TextField
        label="First Name"
        required
        maxLength={40}
        autoComplete="off"
        {...text('firstName')}
      />
      <TextField
        label="Last Name"
        required
        maxLength={40}
        autoComplete="off"
        {...text('lastName')}
      />
      <TextField label="Middle Initial" maxLength={2} {...text('middleInitial')} />
      <TextField label="Date of Birth" type="date" required {...text('dateOfBirth')} />
      <TextField label="Age" type="number" inputMode="numeric" min={0} max={150} {...text('age')} />
      {choice('Sex', SEXES, 'sex')}
      <TextField
        label="Known Aliases (comma separated)"
        maxLength={500}
        placeholder="e.g. Ace, Shorty"
        {...text('knownAliases')}
      />
      <TextField label="Residence" maxLength={120} {...text('residence')} />
      <TextField label="Zip Code" maxLength={10} {...text('zipCode')} />
      <TextField label="Occupation" maxLength={80} {...text('occupation')} />
      <TextField label="Height" maxLength={20} placeholder={`5'11"`} {...text('height')} />
      <TextField label="Weight" maxLength={20} placeholder="160lbs" {...text('weight')} />
      <TextField label="Skin Tone" maxLength={30} {...text('skinTone')} />
      {choice('Hair Color', HAIR_COLORS, 'hairColor')}
      {choice('Eye Color', EYE_COLORS, 'eyeColor')}
      <TextField label="Emergency Contact Name" maxLength={80} {...text('emergencyContactName')} />
    </div>
  );
}

/** Both civilian forms: the fields, the result line, Cancel and the submit button. */
function CivilianForm({
  civilian,
  label,
  describe,
  save,
  onCancel,
}: {
  civilian?: Civilian;
  label: string;
  describe(err: unknown): string;
  save(input: CivilianInput): Promise<void>;
  onCancel(): void;
}) {
  const [values, , field] = useFormState(() => initialState(civilian));
  const { busy, message, submit } = useRecordSubmit(describe);
  return (
    <form className="form" onSubmit={(e) => submit(e, () => save(toInput(values)))}>
      <CivilianFields values={values} text={field} />
      <StatusMessage text={message} />
      <FormActions busy={busy} label={label} onCancel={onCancel} />
    </form>
  );
}

/** Register New Civilian: Cancel and Create Civilian ("Saving..."). */
export function RegisterCivilianModal({
  onClose,
  onCreated,
}: {
  onClose(): void;
  onCreated(civilian: Civilian): void;
}) {
  const create = useCreateCivilian();
  return (
    <Modal title="Register New Civilian" onClose={onClose} wide>
      <CivilianForm
        label="Create Civilian"
        // The server's message if it sent one, else the fixed text.
        describe={(err) => {
          console.error('Failed to create civilian', err);
          return failure(CREATE_FAILED, CREATE_FAILED)(err);
        }}
        save={async (input) => onCreated((await create.mutateAsync(input)).civilian)}
        onCancel={onClose}
      />
    </Modal>
  );
}

const CREATE_FAILED = 'Failed to create civilian. Check all fields.';

/** Edit Citizen: the same fields in place of the detail view. */
export function EditCivilianForm({
  civilian,
  onCancel,
  onSaved,
}: {
  civilian: Civilian;
  onCancel(): void;
  onSaved(message: string): void;
}) {
  const update = useUpdateCivilian(civilian._id);
  return (
    <section className="panel" aria-labelledby="edit-civilian-title">
      <div className="panel-header">
        <h2 id="edit-civilian-title">Edit Civilian</h2>
      </div>
      <CivilianForm
        civilian={civilian}
        label="Save Changes"
        describe={(err) => {
          console.error('Failed to update civilian', err);
          return 'Failed to update civilian. Please try again.';
        }}
        save={async (input) => {
          await update.mutateAsync(input);
          onSaved('✅ Civilian updated successfully.');
        }}
        onCancel={onCancel}
      />
    </section>
  );
}
