import type { APIMessageComponentInteraction } from 'discord-api-types/v10';
import { escapeMarkdown } from '@tenfour/db/discord';
import { attachUnit } from '@tenfour/db/dispatch';
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
    if (!UUID.test(callId)) throw refuse('This button is no longer valid.');
    const member = await loadMember(deps, interaction);
    const { officer, unit } = await requireUnit(deps, member);
    if (!unit.onDuty)
      throw refuse(`${escapeMarkdown(unit.callsign)} is off duty. Clock in with /duty on first.`);
    const call = await attachUnit(deps.db, officer, callId, officer.id, deps.now());
    return ephemeral(
      `✅ ${escapeMarkdown(unit.callsign)} is responding to call #${call.callNumber}. Your assignment DM has the call and its buttons.`,
    );
  });
}
