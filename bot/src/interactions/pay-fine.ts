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
import { DISCORD_LIMITS } from '@tenfour/db/discord';
import { DomainError } from '@tenfour/db';
import { openingBalances } from '@tenfour/db/bank';
import {
  payRecordFine,
  RecordExpungedError,
  type PayFineResult,
  finePaidStatus,
} from '@tenfour/db/records';
import { MemberSuspendedError } from '@tenfour/db/staff';
import { ephemeral, suspendedReply, type InteractionDeps, type InteractionReply } from './types';

/** The Pay Fine button on a citation or arrest DM carries `payfine:<recordId>`. */
export const PAY_FINE_PREFIX = 'payfine';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const REFUSALS: Record<string, string> = {
  forbidden: '❌ Only the owner of the cited civilian can pay this fine.',
  not_found: '❌ This record no longer exists.',
  conflict: '❌ This record has no fine to pay. Nothing was charged.',
  insufficient_funds:
    '❌ Not enough money to pay this fine: it is paid in full from your checking account, or else from your cash. Nothing was charged.',
};

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
  const payerDiscordId = interaction.user?.id ?? interaction.member?.user.id;
  if (!UUID.test(recordId) || !payerDiscordId) {
    return ephemeral('❌ This button is no longer valid.');
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
    if (err instanceof MemberSuspendedError) return suspendedReply(err.suspension);
    if (err instanceof RecordExpungedError) {
      return ephemeral(`❌ ${err.message} Nothing was charged.`);
    }
    if (err instanceof DomainError && REFUSALS[err.code]) return ephemeral(REFUSALS[err.code]!);
    deps.log?.(`pay fine: record ${recordId} failed`, err);
    return ephemeral(
      '❌ The fine could not be paid right now. Nothing was charged; try again later.',
    );
  }
  if (result.status === 'already_paid') {
    return ephemeral('✅ This fine has already been paid. Nothing was charged.');
  }
  return {
    type: InteractionResponseType.UpdateMessage,
    data: {
      embeds: markEmbedsPaid(
        interaction.message.embeds,
        finePaidStatus(result.amountCents, result.paidFrom),
      ),
      components: disablePayButton(
        interaction.message.components ?? [],
        interaction.data.custom_id,
      ),
    },
  };
}

/**
 * The DM's first embed with a Status field saying it is paid (replacing an earlier one). The
 * fine is already charged when this is sent, so the Status must fit: on an embed already
 * full of fields, the last one before it gives way.
 */
export function markEmbedsPaid(embeds: APIEmbed[], status: string): APIEmbed[] {
  const [first, ...rest] = embeds;
  if (!first) return [{ title: 'Fine paid', description: status }];
  const fields = (first.fields ?? [])
    .filter((f) => f.name !== 'Status')
    .slice(0, DISCORD_LIMITS.fields - 1);
  return [{ ...first, fields: [...fields, { name: 'Status', value: status }] }, ...rest];
}

/** The message's components with this Pay Fine button disabled and relabelled. */
export function disablePayButton(
  components: APIMessageTopLevelComponent[],
  customId: string,
): APIMessageTopLevelComponent[] {
  return components.map((row) => {
    if (row.type !== ComponentType.ActionRow) return row;
    const actionRow = row as APIActionRowComponent<APIComponentInMessageActionRow>;
    return {
      ...actionRow,
      components: actionRow.components.map((c) =>
        c.type === ComponentType.Button && 'custom_id' in c && c.custom_id === customId
          ? { ...c, label: 'Fine Paid', style: ButtonStyle.Success, disabled: true }
          : c,
      ),
    };
  });
}
