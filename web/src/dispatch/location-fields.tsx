import { CALL_TYPES, LIMITS } from '@tenfour/db/browser';
import { bindField, SelectField, TextAreaField, TextField } from '../components/field';

type Change = (e: { target: { value: string } }) => void;

/** Where a call is: every form that opens one asks the same two things. */
export function LocationFields({
  location,
  postal,
  set,
}: {
  location: string;
  postal: string;
  set(key: 'location' | 'postal'): Change;
}) {
  return (
    <>
      <TextField
        label="Location"
        maxLength={LIMITS.location}
        value={location}
        onChange={set('location')}
      />
      <TextField label="Postal" maxLength={LIMITS.postal} value={postal} onChange={set('postal')} />
    </>
  );
}

/** What a unit or a dispatcher fills in to open a call: its type, where, and the details. */
export function CallFields({
  form,
  set,
}: {
  form: { type: string; location: string; postal: string; details: string };
  set(key: 'type' | 'location' | 'postal' | 'details'): Change;
}) {
  return (
    <>
      <SelectField
        label="Call Type"
        placeholder="Select a call type"
        options={CALL_TYPES}
        {...bindField(form, set, 'type')}
      />
      <LocationFields location={form.location} postal={form.postal} set={set} />
      <TextAreaField
        label="Details"
        maxLength={LIMITS.details}
        {...bindField(form, set, 'details')}
      />
    </>
  );
}
