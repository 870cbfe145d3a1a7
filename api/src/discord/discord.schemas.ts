import { z } from 'zod';

const discordUserId = z
  .string()
  .trim()
  .regex(/^\d{15,21}$/, 'must be a Discord user id');

// Only interactive buttons (not links): the bot's own handlers are the only thing they reach.
const button = z.object({
  type: z.literal(2),
  style: z.number().int().min(1).max(4),
  label: z.string().trim().min(1).max(80),
  custom_id: z.string().trim().min(1).max(100),
  disabled: z.boolean().optional(),
});

const actionRow = z.object({
  type: z.literal(1),
  components: z.array(button).min(1).max(5),
});

/** POST /api/dm/send (spec): discordId of the civilian, an embed and components. */
export const dmSendSchema = z.object({
  discordId: discordUserId,
  embed: z.object({
    title: z.string().trim().min(1, 'is required').max(256),
    description: z.string().trim().max(4096).default(''),
    color: z.number().int().min(0).max(0xffffff),
  }),
  components: z.array(actionRow).max(5).default([]),
});
export type DmSendInput = z.infer<typeof dmSendSchema>;

export const deliveryIdParam = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

const commandData = z.object({ name: z.string(), type: z.number().int() });
const componentData = z.object({ custom_id: z.string() });

/**
 * POST /interactions: only Discord can sign a body, but the handlers read `type` and, for a
 * command or a button, `data`; a body without them is refused as malformed, not crashed on.
 */
export const interactionEnvelopeSchema = z
  .object({ type: z.number().int(), data: z.unknown().optional() })
  .superRefine((interaction, issues) => {
    const data =
      interaction.type === 2 ? commandData : interaction.type === 3 ? componentData : undefined;
    if (data && !data.safeParse(interaction.data).success) {
      issues.addIssue({ code: 'custom', message: 'data does not fit the interaction type' });
    }
  });
