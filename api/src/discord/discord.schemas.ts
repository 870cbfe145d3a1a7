import { z } from 'zod';
import { pageQuery } from '../paging';
import { digitsNumber } from '../validate';

const discordUserId = z
  .string()
  .trim()
  .regex(/^\d{15,21}$/, 'That is not a Discord user id.');

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

/** POST /api/dm/send: discordId of the civilian, an embed and components. */
export const dmSendSchema = z.object({
  discordId: discordUserId,
  embed: z.object({
    title: z.string().trim().min(1, 'Enter a title.').max(256),
    description: z.string().trim().max(4096).default(''),
    color: z.number().int().min(0).max(0xffffff),
  }),
  components: z.array(actionRow).max(5).default([]),
});

export const deliveryIdParam = z.object({
  id: digitsNumber('Not a valid delivery id.').pipe(
    z.number().min(1, 'Not a valid delivery id.').max(Number.MAX_SAFE_INTEGER),
  ),
});

const option = z.looseObject({ name: z.string(), type: z.number().int() });
const commandData = z.object({
  name: z.string(),
  type: z.number().int(),
  // A subcommand carries its own options one level down.
  options: z.array(option.extend({ options: z.array(option).optional() })).optional(),
});

/** Who pressed or typed: a DM interaction has `user`, a guild one `member.user`. */
const actor = z
  .object({
    user: z.object({ id: z.string().min(1) }).optional(),
    member: z.object({ user: z.object({ id: z.string().min(1) }) }).optional(),
  })
  .refine((i) => i.user || i.member, 'the interaction names no user');

const embed = z.looseObject({
  fields: z.array(z.looseObject({ name: z.string(), value: z.string() })).optional(),
});
const row = z
  .looseObject({ type: z.number().int(), components: z.array(z.looseObject({})).optional() })
  .refine((r) => r.type !== 1 || r.components, 'an action row without components');

/**
 * A button press: the Pay Fine handler reads the button's id, the message's embeds and
 * components (it answers with them changed) and the presser. All of it is checked before the
 * fine is charged, so a press can never be charged and then fail to be answered.
 */
const componentInteraction = z.object({
  data: z.object({ custom_id: z.string().min(1).max(100) }),
  message: z.object({ embeds: z.array(embed), components: z.array(row).optional() }),
});

/**
 * POST /interactions: only Discord can sign a body, but the handlers read `type` and, for a
 * command, an autocomplete or a button, `data`, the user and (for a button) its message; a body without them
 * is refused as malformed, not crashed on.
 */
export const interactionEnvelopeSchema = z
  .object({ type: z.number().int(), data: z.unknown().optional() })
  .loose()
  .superRefine((interaction, issues) => {
    const fits =
      interaction.type === 2 || interaction.type === 4
        ? commandData.safeParse(interaction.data).success && actor.safeParse(interaction).success
        : interaction.type === 3
          ? componentInteraction.safeParse(interaction).success &&
            actor.safeParse(interaction).success
          : true;
    if (!fits) {
      issues.addIssue({ code: 'custom', message: 'The interaction is missing what it needs.' });
    }
  });

/** GET /api/admin/deliveries: failed deliveries, newest failure first, a page at a time. */
export const deliveryPageQuery = z.object(pageQuery(['timestamp', 'bigint']));
