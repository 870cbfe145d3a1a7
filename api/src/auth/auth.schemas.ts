import { z } from 'zod';

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
