import type { APIMessageComponentInteraction } from 'discord-api-types/v10';
import { escapeMarkdown } from '@tenfour/db/discord';
import { attachUnit } from '@tenfour/db/dispatch';
import { say } from '../i18n/replies';
import { answering, loadMember, refuse, requireUnit } from './member';
import { ephemeral, type InteractionDeps, type InteractionReply } from './types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Respond on a dispatch channel post (`respond:<callId>`): attaches the presser's on-duty
 * unit to the call, as attaching yourself on the board does (its department's calls only).
 * The post and the unit's assignment DM follow through the outbox.
 */
export async function respondToCall(
  deps: InteractionDeps,
  interaction: APIMessageComponentInteraction,
  callId: string,
): Promise<InteractionReply> {
  return answering(deps, 'respond button', async () => {
    const t = say(deps);
    if (!UUID.test(callId)) throw refuse(t('refuse.buttonInvalid'));
    const member = await loadMember(deps, interaction);
    const { officer, unit } = await requireUnit(deps, member);
    if (!unit.onDuty) {
      throw refuse(t('refuse.offDuty', { callsign: escapeMarkdown(unit.callsign) }));
    }
    const call = await attachUnit(deps.db, officer, callId, officer.id, deps.now());
    return ephemeral(
      t('call.responding', { callsign: escapeMarkdown(unit.callsign), number: call.callNumber }),
    );
  });
}
