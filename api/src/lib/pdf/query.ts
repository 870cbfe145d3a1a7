import { z } from 'zod';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES } from '@tenfour/db/browser';

/** ?lang= of every PDF route: the language its words are in (the reader's). */
export const pdfQuery = z.object({
  lang: z.enum(LANGUAGE_CODES, { message: 'Choose a listed language.' }).default(FALLBACK_LANGUAGE),
});
