import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { FormActions } from '../components/form-actions';
import { Modal } from '../components/modal';
import { SelectField, TextField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { useCreateCivilian, type CivilianInput } from './api/create-civilian';
import type { Civilian } from './api/get-civilians';
import { useUpdateCivilian } from './api/update-civilian';
import { useCustomFieldForm, type CustomSave } from './custom-field-inputs';
import { useFormList } from './api/community-lists';
import { failure, useRecordSubmit } from './record-modal-parts';
import { useFormState } from '../components/use-form-state';
import { eyeColorLabel, hairColorLabel, labelled, SEXES, sexLabel } from './labels';

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
  const { t } = useTranslation();
  const hairColours = useFormList('hair_colour');
  const eyeColours = useFormList('eye_colour');
  // A list to choose from; the stored value stays selectable even when not in it.
  const choice = (
    label: string,
    options: readonly string[],
    key: 'sex' | 'hairColor' | 'eyeColor',
    wording: (t: TFunction, value: string) => string,
  ) => (
    <SelectField
      label={label}
      placeholder=""
      options={labelled(t, withCurrent(options, values[key]), wording)}
      {...text(key)}
    />
  );
  // Every value wired to its input, by the value's name.
  const bound = Object.fromEntries(
    (Object.keys(values) as (keyof FormState)[]).map((key) => [key, text(key)]),
  ) as Record<keyof FormState, ReturnType<typeof text<keyof FormState>>>;
  const sex = choice(t('civilians.form.sex'), SEXES, 'sex', sexLabel);
  const hairColor = choice(t('civilians.form.hairColor'), hairColours, 'hairColor', hairColorLabel);
  const eyeColor = choice(t('civilians.form.eyeColor'), eyeColours, 'eyeColor', eyeColorLabel);
  return (
    <div className="form-grid">
      <TextField
        label={t('civilians.form.firstName')}
        required
        maxLength={40}
        autoComplete="off"
        {...bound.firstName}
      />
      <TextField
        label={t('civilians.form.lastName')}
        required
        maxLength={40}
        autoComplete="off"
        {...bound.lastName}
      />
      <TextField label={t('civilians.form.middleInitial')} maxLength={2} {...bound.middleInitial} />
      <TextField
        label={t('civilians.form.dateOfBirth')}
        type="date"
        required
        {...bound.dateOfBirth}
      />
      <TextField
        label={t('civilians.form.age')}
        type="number"
        inputMode="numeric"
        min={0}
        max={150}
        {...bound.age}
      />
      {sex}
      <TextField
        label={t('civilians.form.knownAliases')}
        maxLength={500}
        placeholder={t('civilians.form.knownAliasesPlaceholder')}
        {...bound.knownAliases}
      />
      <TextField label={t('civilians.form.residence')} maxLength={120} {...bound.residence} />
      <TextField label={t('civilians.form.zipCode')} maxLength={10} {...bound.zipCode} />
      <TextField label={t('civilians.form.occupation')} maxLength={80} {...bound.occupation} />
      <TextField
        label={t('civilians.form.height')}
        maxLength={20}
        placeholder={t('civilians.form.heightPlaceholder')}
        {...bound.height}
      />
      <TextField
        label={t('civilians.form.weight')}
        maxLength={20}
        placeholder={t('civilians.form.weightPlaceholder')}
        {...bound.weight}
      />
      <TextField label={t('civilians.form.skinTone')} maxLength={30} {...bound.skinTone} />
      {hairColor}
      {eyeColor}
      <TextField
        label={t('civilians.form.emergencyContactName')}
        maxLength={80}
        {...bound.emergencyContactName}
      />
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
  save(input: CivilianInput, custom: CustomSave): Promise<void>;
  onCancel(): void;
}) {
  const [values, , field] = useFormState(() => initialState(civilian));
  const custom = useCustomFieldForm('civilian', civilian?._id);
  const { busy, message, ok, submit } = useRecordSubmit(describe);
  return (
    <form className="form" onSubmit={(e) => submit(e, () => save(toInput(values), custom))}>
      <CivilianFields values={values} text={field} />
      {custom.inputs}
      <StatusMessage text={message} tone={ok ? 'success' : 'error'} />
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
  const { t } = useTranslation();
  return (
    <Modal title={t('civilians.form.registerTitle')} onClose={onClose} wide>
      <CivilianForm
        label={t('civilians.form.create')}
        // The server's message if it sent one, else the fixed text.
        describe={(err) => {
          console.error('Failed to create civilian', err);
          const failed = t('civilians.form.createFailed');
          return failure(failed, failed)(err);
        }}
        save={async (input, custom) =>
          onCreated((await create.mutateAsync({ ...input, customFields: custom.values })).civilian)
        }
        onCancel={onClose}
      />
    </Modal>
  );
}

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
  const { t } = useTranslation();
  return (
    <section className="panel" aria-labelledby="edit-civilian-title">
      <div className="panel-header">
        <h2 id="edit-civilian-title">{t('civilians.form.editTitle')}</h2>
      </div>
      <CivilianForm
        civilian={civilian}
        label={t('civilians.saveChanges')}
        describe={(err) => {
          console.error('Failed to update civilian', err);
          return t('civilians.form.updateFailed');
        }}
        save={async (input, custom) => {
          await update.mutateAsync(input);
          await custom.save(civilian._id);
          onSaved(t('civilians.form.updated'));
        }}
        onCancel={onCancel}
      />
    </section>
  );
}
