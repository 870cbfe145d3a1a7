import {
  ButtonStyle,
  ComponentType,
  InteractionResponseType,
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
  type APIEmbed,
  type APIMessageComponentInteraction,
  type APIMessageTopLevelComponent,
} from 'discord-api-types/v10';
import {
  DISCORD_LIMITS,
  DISCORD_TEXT,
  discordMoney,
  discordTextIn,
  type DiscordT,
  type DiscordTextKey,
} from '@tenfour/db/discord';
import { DomainError, FALLBACK_LANGUAGE } from '@tenfour/db';
import { openingBalances } from '@tenfour/db/bank';
import {
  FineContestedError,
  payRecordFine,
  RecordExpungedError,
  type PayFineResult,
} from '@tenfour/db/records';
import { MemberSuspendedError } from '@tenfour/db/staff';
import { domainMessage, say } from '../i18n/replies';
import { ephemeral, suspendedReply, type InteractionDeps, type InteractionReply } from './types';

/** The Pay Fine button on a citation or arrest DM carries `payfine:<recordId>`. */
export const PAY_FINE_PREFIX = 'payfine';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const REFUSALS: Record<string, DiscordTextKey> = {
  forbidden: 'fine.notOwner',
  not_found: 'fine.recordGone',
  conflict: 'fine.nothingToPay',
  insufficient_funds: 'fine.insufficientFunds',
};

/** The Status field's name in every language: a paid update replaces whichever it finds. */
const STATUS_NAMES = new Set(Object.values(DISCORD_TEXT).map((text) => text['field.status']));

/**
 * Pressing Pay Fine pays from the presser's bank (payRecordFine enforces ownership and never
 * charges twice) and turns the DM into its paid state: the embed says so and the button is
 * disabled. Every refusal is a private reply, and nothing is charged.
 */
export async function payFine(
  deps: InteractionDeps,
  interaction: APIMessageComponentInteraction,
  recordId: string,
): Promise<InteractionReply> {
  const t = say(deps);
  const payerDiscordId = interaction.user?.id ?? interaction.member?.user.id;
  if (!UUID.test(recordId) || !payerDiscordId) {
    return ephemeral(`❌ ${t('refuse.buttonInvalid')}`);
  }
  let result: PayFineResult;
  try {
    result = await payRecordFine(deps.db, {
      recordId,
      payerDiscordId,
      now: deps.now(),
      opening: openingBalances(deps.config),
      via: 'discord',
    });
  } catch (err) {
    if (err instanceof MemberSuspendedError) {
      return suspendedReply(err.suspension, deps.language);
    }
    if (err instanceof RecordExpungedError || err instanceof FineContestedError) {
      return ephemeral(
        t('fine.refusedNothingCharged', { reason: domainMessage(err, deps.language) }),
      );
    }
    const refusal = err instanceof DomainError ? REFUSALS[err.code] : undefined;
    if (refusal) return ephemeral(t(refusal));
    deps.log?.(`pay fine: record ${recordId} failed`, err);
    return ephemeral(t('fine.failed'));
  }
  if (result.status === 'already_paid') return ephemeral(t('fine.alreadyPaid'));
  return {
    type: InteractionResponseType.UpdateMessage,
    data: {
      embeds: markEmbedsPaid(
        interaction.message.embeds,
        t(result.paidFrom === 'checking' ? 'fine.paidFromChecking' : 'fine.paidFromCash', {
          amount: discordMoney(result.amountCents, deps.language),
        }),
        t,
      ),
      components: disablePayButton(
        interaction.message.components ?? [],
        interaction.data.custom_id,
        t,
      ),
    },
  };
}

/**
 * The DM's first embed with a Status field saying it is paid (replacing an earlier one). The
 * fine is already charged when this is sent, so the Status must fit: on an embed already
 * full of fields, the last one before it gives way.
 */
export function markEmbedsPaid(
  embeds: APIEmbed[],
  status: string,
  t: DiscordT = discordTextIn(FALLBACK_LANGUAGE),
): APIEmbed[] {
  const [first, ...rest] = embeds;
  if (!first) return [{ title: t('fine.paidTitle'), description: status }];
  const fields = (first.fields ?? [])
    .filter((f) => !STATUS_NAMES.has(f.name))
    .slice(0, DISCORD_LIMITS.fields - 1);
  return [{ ...first, fields: [...fields, { name: t('field.status'), value: status }] }, ...rest];
}

/** The message's components with this Pay Fine button disabled and relabelled. */
export function disablePayButton(
  components: APIMessageTopLevelComponent[],
  customId: string,
  t: DiscordT = discordTextIn(FALLBACK_LANGUAGE),
): APIMessageTopLevelComponent[] {
  return components.map((row) => {
    if (row.type !== ComponentType.ActionRow) return row;
    const actionRow = row as APIActionRowComponent<APIComponentInMessageActionRow>;
    return {
      ...actionRow,
      components: actionRow.components.map((c) =>
        c.type === ComponentType.Button && 'custom_id' in c && c.custom_id === customId
          ? { ...c, label: t('fine.paidButton'), style: ButtonStyle.Success, disabled: true }
          : c,
      ),
    };
  });
}
