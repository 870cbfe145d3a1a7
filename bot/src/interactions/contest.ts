import {
  ComponentType,
  InteractionResponseType,
  TextInputStyle,
  type APIMessageComponentInteraction,
  type APIModalSubmitInteraction,
} from 'discord-api-types/v10';
import { DomainError, isStorableText } from '@tenfour/db';
import { checkContest, contestFine, STATEMENT_MAX } from '@tenfour/db/court';
import { MemberSuspendedError } from '@tenfour/db/staff';
import { domainMessage, say } from '../i18n/replies';
import { ephemeral, suspendedReply, type InteractionDeps, type InteractionReply } from './types';

/** The Contest button on a citation or arrest DM, and its statement form, carry `contest:<recordId>`. */
export const CONTEST_PREFIX = 'contest';
const STATEMENT_FIELD = 'statement';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function refusal(deps: InteractionDeps, err: unknown, recordId: string): InteractionReply {
  if (err instanceof MemberSuspendedError) return suspendedReply(err.suspension, deps.language);
  if (err instanceof DomainError) return ephemeral(`❌ ${domainMessage(err, deps.language)}`);
  deps.log?.(`contest: record ${recordId} failed`, err);
  return ephemeral(`❌ ${say(deps)('refuse.buttonInvalid')}`);
}

/**
 * Pressing Contest: the same rules as the site (owner only, within the window, not expunged)
 * are checked first, so a refusal comes before any typing; then Discord shows a form asking
 * for the statement. A fine already contested is said so, and nothing more happens.
 */
export async function pressContest(
  deps: InteractionDeps,
  interaction: APIMessageComponentInteraction,
  recordId: string,
): Promise<InteractionReply> {
  const t = say(deps);
  const discordId = interaction.user?.id ?? interaction.member?.user.id;
  if (!UUID.test(recordId) || !discordId) return ephemeral(`❌ ${t('refuse.buttonInvalid')}`);
  try {
    const checked = await checkContest(deps.db, { recordId, discordId, now: deps.now() });
    if (checked.status === 'already_contested') return ephemeral(t('court.alreadyContested'));
  } catch (err) {
    return refusal(deps, err, recordId);
  }
  return {
    type: InteractionResponseType.Modal,
    data: {
      custom_id: `${CONTEST_PREFIX}:${recordId}`,
      title: t('court.contestTitle'),
      components: [
        {
          type: ComponentType.ActionRow,
          components: [
            {
              type: ComponentType.TextInput,
              custom_id: STATEMENT_FIELD,
              label: t('court.statementLabel'),
              style: TextInputStyle.Paragraph,
              min_length: 1,
              max_length: STATEMENT_MAX,
              required: true,
            },
          ],
        },
      ],
    },
  };
}

/** The statement form sent: the fine is contested (once, however often it is sent). */
export async function submitContest(
  deps: InteractionDeps,
  interaction: APIModalSubmitInteraction,
  recordId: string,
): Promise<InteractionReply> {
  const t = say(deps);
  const discordId = interaction.user?.id ?? interaction.member?.user.id;
  const statement = interaction.data.components
    .flatMap((row) => ('components' in row ? row.components : []))
    .find((c) => c.custom_id === STATEMENT_FIELD)?.value;
  const text = typeof statement === 'string' ? statement.trim().slice(0, STATEMENT_MAX) : '';
  if (!UUID.test(recordId) || !discordId || !text || !isStorableText(text)) {
    return ephemeral(`❌ ${t('refuse.buttonInvalid')}`);
  }
  try {
    const result = await contestFine(deps.db, {
      recordId,
      discordId,
      statement: text,
      now: deps.now(),
      via: 'discord',
    });
    return ephemeral(
      result.status === 'contested' ? t('court.contested') : t('court.alreadyContested'),
    );
  } catch (err) {
    return refusal(deps, err, recordId);
  }
}
