import { useTranslation } from 'react-i18next';
import { LIMITS } from '@tenfour/db/browser';
import { SelectField, TextAreaField, TextField } from '../components/field';
import { useCallTypeNames } from './api/community-values';

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
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('dispatch.facts.location')}
        maxLength={LIMITS.location}
        value={location}
        onChange={set('location')}
      />
      <TextField
        label={t('dispatch.facts.postal')}
        maxLength={LIMITS.postal}
        value={postal}
        onChange={set('postal')}
      />
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
  const { t } = useTranslation();
  const callTypes = useCallTypeNames(form.type || undefined);
  return (
    <>
      <SelectField
        label={t('dispatch.createCall.type')}
        placeholder={t('dispatch.createCall.selectType')}
        options={callTypes}
        value={form.type}
        onChange={set('type')}
      />
      <LocationFields location={form.location} postal={form.postal} set={set} />
      <TextAreaField
        label={t('dispatch.facts.details')}
        maxLength={LIMITS.details}
        value={form.details}
        onChange={set('details')}
      />
    </>
  );
}
