import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomFieldShown } from '@tenfour/db/browser';

/** A custom field's value as read: yes/no in the reader's language, the rest as stored. */
export function useCustomValueText() {
  const { t } = useTranslation();
  return (f: Pick<CustomFieldShown, 'type' | 'value'>) =>
    f.type === 'yesno'
      ? f.value
        ? t('components.customFields.yes')
        : t('components.customFields.no')
      : String(f.value);
}

/**
 * A record's custom fields as terms of a details list (the caller's `<dl>`): what the server
 * let this reader see, retired fields marked so.
 */
export function CustomFieldTerms({ fields }: { fields: readonly CustomFieldShown[] | undefined }) {
  const { t } = useTranslation();
  const text = useCustomValueText();
  return (
    <>
      {(fields ?? []).map((f) => (
        <Fragment key={f.key}>
          <dt>
            {f.label}
            {f.retired && <span className="muted"> {t('components.customFields.retired')}</span>}
          </dt>
          <dd>{text(f)}</dd>
        </Fragment>
      ))}
    </>
  );
}
