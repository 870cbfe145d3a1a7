import { LANGUAGE_CODES, type Language } from '@tenfour/db/browser';

const isLanguage = (code: string): code is Language =>
  (LANGUAGE_CODES as readonly string[]).includes(code);

/**
 * The ?lang= of a PDF link: the reader's language when the server prints in it, else none
 * (the server falls back to its own).
 */
export const pdfLanguage = (language: string): { lang?: Language } =>
  isLanguage(language) ? { lang: language } : {};
