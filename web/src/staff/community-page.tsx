import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, LANGUAGES, isLanguage, type Language } from '@tenfour/db/browser';
import { SelectField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { formatDateTime } from '../lib/format';
import { useSubmit } from '../lib/use-submit';
import { useCommunity, type CommunitySettings } from './api/get-community';
import { useSetDefaultLanguage } from './api/set-default-language';
import { CallAgeForm } from './call-age-form';

/** Staff: settings for the whole community: its default language, the console's call age colours. */
export function CommunityPage() {
  const { t } = useTranslation();
  const settings = useCommunity();
  return (
    <section className="page">
      <h1>{t('staff.community.title')}</h1>
      <p className="muted">{t('staff.community.intro')}</p>
      {settings.data ? (
        <>
          <DefaultLanguageForm settings={settings.data} />
          <CallAgeForm callAge={settings.data.callAge} />
        </>
      ) : settings.isError ? (
        <StatusMessage text={t('staff.community.loadFailed')} tone="error" />
      ) : (
        <p className="page-status">{t('common.loading')}</p>
      )}
    </section>
  );
}

function DefaultLanguageForm({ settings }: { settings: CommunitySettings }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<Language>(settings.defaultLanguage);
  const { busy, error, setError, submit } = useSubmit();
  const save = useSetDefaultLanguage();

  const onSubmit = (e: FormEvent) =>
    submit(e, async () => {
      await save.mutateAsync(language);
      setError(`✅ ${t('staff.community.saved')}`);
    });

  return (
    <form className="panel form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <SelectField
        label={t('staff.community.defaultLanguage')}
        value={language}
        options={LANGUAGE_CODES.map((code) => ({ value: code, label: LANGUAGES[code] }))}
        onChange={(e) => {
          if (isLanguage(e.target.value)) setLanguage(e.target.value);
        }}
      />
      <p className="muted small">{t('staff.community.defaultLanguageHelp')}</p>
      {settings.updatedBy && (
        <p className="muted small">
          {t('staff.community.lastChanged', { when: formatDateTime(settings.updatedAt) })}
        </p>
      )}
      <StatusMessage text={error} />
      <div className="button-row">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t('staff.community.saving') : t('staff.community.save')}
        </button>
      </div>
    </form>
  );
}
