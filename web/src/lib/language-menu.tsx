import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, LANGUAGES, isLanguage } from '@tenfour/db/browser';
import { chooseLanguage, currentLanguage } from './i18n';
import { saveLocale, useSession } from './session';
import './language-menu.css';

/**
 * The language menu (the shell and the sign-in page): the choice shows at once, this browser
 * remembers it, and a signed-in member's is saved on the server to follow them between devices.
 * Each language is named in its own words, so a reader finds theirs whatever is showing.
 */
export function LanguageMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const id = useId();
  const signedIn = session.status === 'known';

  const change = async (value: string) => {
    if (!isLanguage(value)) return;
    await chooseLanguage(value);
    if (signedIn) {
      await saveLocale(value).catch((err: unknown) =>
        console.error('Failed to save the language', err),
      );
    }
  };

  return (
    <div className={`language-menu ${className ?? ''}`}>
      <label htmlFor={id}>{t('language.label')}</label>
      <select id={id} value={currentLanguage()} onChange={(e) => void change(e.target.value)}>
        {LANGUAGE_CODES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
