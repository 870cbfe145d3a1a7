import { LIMITS } from '@tenfour/db/dispatch/constants';
import { TextField } from '../components/field';

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
