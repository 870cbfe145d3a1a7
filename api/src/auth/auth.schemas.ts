import { z } from 'zod';
import { LANGUAGE_CODES } from '@tenfour/db';

/** A same-site path to return to after sign-in; anything else falls back to /home. */
export const returnToSchema = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s\\]*$/)
  .catch('/home');

export const demoSignInSchema = z.object({
  discordId: z.string().trim().min(1).max(32),
  returnTo: returnToSchema.optional(),
});

export const oauthStateSchema = z.object({
  state: z.string().min(1),
  codeVerifier: z.string().min(1),
  returnTo: returnToSchema,
});

/** The suspension notice cookie: a suspension id, or nothing worth reading. */
export const suspensionIdSchema = z.uuid();

/** A language the site ships (its code, as `de`); anything else is a 400. */
export const languageSchema = z.enum(
  LANGUAGE_CODES,
  'Choose one of the languages the site offers.',
);

/** The member's choice of language, saved so it follows them between devices. */
export const localeBody = z.object({ locale: languageSchema });
