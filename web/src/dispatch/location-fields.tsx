import { useTranslation } from 'react-i18next';
import { LIMITS } from '@tenfour/db/browser';
import { SelectField, TextAreaField, TextField } from '../components/field';
import { useCallTypeNames, useCallTypeRequiredFields } from './api/community-values';

type Change = (e: { target: { value: string } }) => void;

/** Where a call is: every form that opens one asks the same two things. */
export function LocationFields({
  location,
  postal,
  postalRequired = false,
  set,
}: {
  location: string;
  postal: string;
  /** The chosen call type needs a postal (staff's call types). */
  postalRequired?: boolean;
  set(key: 'location' | 'postal'): Change;
}) {
  const { t } = useTranslation();
  const postalLabel = t('dispatch.facts.postal');
  return (
    <>
      <TextField
        label={t('dispatch.facts.location')}
        maxLength={LIMITS.location}
        value={location}
        onChange={set('location')}
      />
      <TextField
        label={
          postalRequired
            ? t('dispatch.createCall.requiredByType', { label: postalLabel })
            : postalLabel
        }
        aria-required={postalRequired || undefined}
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
  const required = useCallTypeRequiredFields(form.type);
  const detailsLabel = t('dispatch.facts.details');
  return (
    <>
      <SelectField
        label={t('dispatch.createCall.type')}
        placeholder={t('dispatch.createCall.selectType')}
        options={callTypes}
        value={form.type}
        onChange={set('type')}
      />
      <LocationFields
        location={form.location}
        postal={form.postal}
        postalRequired={required.includes('postal')}
        set={set}
      />
      <TextAreaField
        label={
          required.includes('details')
            ? t('dispatch.createCall.requiredByType', { label: detailsLabel })
            : detailsLabel
        }
        aria-required={required.includes('details') || undefined}
        maxLength={LIMITS.details}
        value={form.details}
        onChange={set('details')}
      />
    </>
  );
}
