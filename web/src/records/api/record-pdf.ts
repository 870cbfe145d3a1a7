import { LANGUAGE_CODES, type Language } from '@tenfour/db/browser';
import { rpc } from '../../lib/api';

const isLanguage = (code: string): code is Language =>
  (LANGUAGE_CODES as readonly string[]).includes(code);

/**
 * GET /api/search/civilian/:civilianId/pdf: the owner profile as a PDF, in the reader's
 * language (a language the server does not print in falls back to its own). A link, not a
 * fetch: the browser downloads it with the session's cookie.
 */
export const recordPdfUrl = (civilianId: string, language: string) =>
  rpc.api.search.civilian[':civilianId'].pdf.$path({
    param: { civilianId },
    query: isLanguage(language) ? { lang: language } : {},
  });
