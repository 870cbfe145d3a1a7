import { z } from 'zod';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES } from '@tenfour/db/browser';

/** GET /api/search/civilian/:civilianId/pdf: the language its words are in. */
export const pdfQuery = z.object({
  lang: z.enum(LANGUAGE_CODES, { message: 'Choose a listed language.' }).default(FALLBACK_LANGUAGE),
});
