import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@tenfour/db/browser';
import core from '../locales/en/core';
import type en from '../locales/en';
import { pseudoCatalogue } from './pseudo-locale';

/*
 * Every string a person reads comes from a catalogue in web/src/locales/<language>/, one file a
 * feature (docs/languages.md). The sign-in page's part of English is bundled with it; the
 * rest of English (every string's source, and the fallback for a missing key) loads before the
 * first other screen shows, and any other language when it is chosen, one chunk a language.
 */

export type Catalogue = typeof en;

declare module 'i18next' {
  interface CustomTypeOptions {
    // Keys are checked by the compiler against the English catalogue.
    resources: { translation: Catalogue };
  }
}

/** The pseudo-locale for layout checks (`?lang=pseudo`): never in the menu, never saved. */
export const PSEUDO_LOCALE = 'en-XA';
type Shown = Language | typeof PSEUDO_LOCALE;

const STORAGE_KEY = 'tenfour.language';
const PSEUDO_KEY = 'tenfour.pseudo-locale';

// One chunk a language: its index gathers the feature files.
const loaders = import.meta.glob<Catalogue>('../locales/*/index.ts', { import: 'default' });

/** The languages whose whole catalogue is loaded (English starts with its sign-in part). */
const complete = new Map<Shown, Promise<void>>();

function loadCatalogue(language: Shown): Promise<void> {
  let loading = complete.get(language);
  if (!loading) {
    loading = (async () => {
      const catalogue =
        language === PSEUDO_LOCALE
          ? pseudoCatalogue(await wholeCatalogue(FALLBACK_LANGUAGE))
          : await wholeCatalogue(language);
      i18next.addResourceBundle(language, 'translation', catalogue, true, true);
    })();
    // A load that failed (a deploy replaced the chunk mid-visit) may be tried again.
    loading.catch(() => complete.delete(language));
    complete.set(language, loading);
  }
  return loading;
}

async function wholeCatalogue(language: Language): Promise<Catalogue> {
  const catalogue = await loaders[`../locales/${language}/index.ts`]?.();
  if (!catalogue) throw new Error(`No catalogue for ${language}`);
  return catalogue;
}

/**
 * Resolves once the screens' strings are at hand in the language shown and in English (the
 * fallback): a screen's code waits for it (app/router.tsx), so no screen shows a bare key.
 */
export async function screenCatalogues(): Promise<void> {
  const shown = (i18next.language || FALLBACK_LANGUAGE) as Shown;
  try {
    await Promise.all([loadCatalogue(FALLBACK_LANGUAGE), loadCatalogue(shown)]);
  } catch (err) {
    // The screen still shows, with whatever strings are at hand.
    console.error('Failed to load a language', err);
  }
}

let latest = 0;

/** Shows the site in `language` (loading its catalogue first); the last call wins. */
export async function showLanguage(language: Shown): Promise<void> {
  const call = ++latest;
  try {
    // English's sign-in part is bundled; the rest comes with the first screen that needs it.
    if (language !== FALLBACK_LANGUAGE) await loadCatalogue(language);
  } catch (err) {
    // A catalogue that cannot load (a deploy replaced it mid-visit) leaves the page as it is.
    console.error('Failed to load a language', err);
    return;
  }
  if (call !== latest) return;
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

/** The language the site is shown in now (the pseudo-locale reads as English). */
export function currentLanguage(): Language {
  const lng = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(lng) ? lng : FALLBACK_LANGUAGE;
}

/** Whether the pseudo-locale is on for this tab: `?lang=pseudo` turns it on, `?lang=` off. */
function pseudoRequested(): boolean {
  try {
    const asked = new URLSearchParams(location.search).get('lang');
    if (asked === 'pseudo') sessionStorage.setItem(PSEUDO_KEY, '1');
    else if (asked !== null) sessionStorage.removeItem(PSEUDO_KEY);
    return sessionStorage.getItem(PSEUDO_KEY) === '1';
  } catch {
    return false;
  }
}

/** The language this browser last chose, if any. */
export function storedLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

function storeLanguage(language: Language) {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private browsing may refuse storage: the choice still applies to this page.
  }
}

/** The first of the browser's preferred languages that the site ships (`de-AT` is `de`). */
export function browserLanguage(preferred = navigator.languages): Language | undefined {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return undefined;
}

/**
 * Which language a reader sees: the member's saved choice, then this browser's choice, then
 * the browser's language, then the community's default, then English.
 */
export function detectLanguage({
  saved,
  communityDefault,
}: { saved?: Language | null; communityDefault?: Language } = {}): Language {
  return saved ?? storedLanguage() ?? browserLanguage() ?? communityDefault ?? FALLBACK_LANGUAGE;
}

/** A reader picked a language in the menu: shown at once and remembered by this browser. */
export async function chooseLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await showLanguage(language);
}

/**
 * The language once the server has said who is signed in and the community's default. The
 * member's saved choice wins (and this browser remembers it); a member with none who chose
 * one in this browser before signing in has it saved for them (`save`).
 */
export async function settleLanguage(
  answer: { user: { locale: Language | null } | null; defaultLanguage: Language },
  save: (language: Language) => Promise<unknown>,
): Promise<void> {
  if (pseudoRequested()) return showLanguage(PSEUDO_LOCALE);
  const saved = answer.user?.locale;
  if (saved) storeLanguage(saved);
  const stored = storedLanguage();
  if (answer.user && !saved && stored) {
    save(stored).catch((err: unknown) => console.error('Failed to save the language', err));
  }
  await showLanguage(detectLanguage({ saved, communityDefault: answer.defaultLanguage }));
}

void i18next.use(initReactI18next).init({
  resources: { en: { translation: core } },
  lng: FALLBACK_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  // English is bundled, so starting is synchronous: the first render already has its strings.
  initAsync: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

// Before the server answers, the browser's own choice shows (no flash of English for it).
void showLanguage(pseudoRequested() ? PSEUDO_LOCALE : detectLanguage());

export { i18next };
