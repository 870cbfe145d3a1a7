import {
  InteractionResponseType,
  type APIMessageComponentInteraction,
} from 'discord-api-types/v10';
import { UNIT_SERVICE_RULES, changeUnit, getUnit } from '@tenfour/db/dispatch';
import { discordTextIn, escapeMarkdown } from '@tenfour/db/discord';
import { say } from '../i18n/replies';
import {
  assignmentLanguage,
  assignmentMessage,
  CALL_ACTIONS,
  findCall,
  type CallAction,
} from '../cad/render-call-messages';
import { answering, loadMember, refuse } from './member';
import type { InteractionDeps, InteractionReply } from './types';
import { communityValues } from '@tenfour/db/values';

const SERVICE_ROLE = { police: 'serviceRole.police', safr: 'serviceRole.fire' } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * En Route, On Scene and Clear on an assignment DM (`unit:<action>:<callId>`): set the
 * presser's unit on the call to the matching status of its service, under the same rules as
 * the dashboards, and show the DM in its new state. A closed call, a unit no longer on the
 * call, an off-duty unit or a member who lost the role gets a private explanation instead.
 */
export async function pressUnitButton(
  deps: InteractionDeps,
  interaction: APIMessageComponentInteraction,
  argument: string,
): Promise<InteractionReply> {
  return answering(deps, 'unit button', async () => {
    const t = say(deps);
    const [action, callId = ''] = argument.split(':');
    if (!CALL_ACTIONS.some((a) => a.code === action) || !UUID.test(callId)) {
      throw refuse(t('refuse.buttonInvalid'));
    }
    const member = await loadMember(deps, interaction);
    const call = await findCall(deps.db, callId);
    if (!call) throw refuse(t('call.gone'));
    if (call.status !== 'Active') {
      throw refuse(t('call.closedNothingLeft', { number: call.callNumber }));
    }
    const onCall = call.units.map((u) => u.officerId);
    const mine = onCall.length
      ? await deps.db
          .selectFrom('officers')
          .selectAll()
          .where('discord_id', '=', member.discordId)
          .where('id', 'in', onCall)
          .executeTakeFirst()
      : undefined;
    if (!mine) throw refuse(t('call.noLongerAssigned', { number: call.callNumber }));
    const rules = UNIT_SERVICE_RULES[mine.service];
    const admitted =
      mine.service === 'police'
        ? member.permissions.departments
        : member.permissions.fireRescueDepartments;
    if (!member.permissions[rules.permission] || !admitted.includes(mine.department)) {
      throw refuse(
        t('call.lostRole', { role: t(SERVICE_ROLE[mine.service]), department: mine.department }),
      );
    }
    const unit = await getUnit(deps.db, mine.id);
    if (!unit?.onDuty) {
      throw refuse(t('refuse.offDuty', { callsign: escapeMarkdown(mine.callsign) }));
    }
    // By meaning: the service's en-route, on-scene and first available status, as staff set them.
    const status = (await communityValues(deps.db).statusRules(mine.service)).response[
      action as CallAction
    ];
    const changed = await changeUnit(deps.db, mine, { status }, deps.now());
    // The DM itself keeps the language it was sent in, as its queued edits do; only the
    // private refusals above follow the presser's client.
    const language = await assignmentLanguage(deps.db, call._id, changed);
    return {
      type: InteractionResponseType.UpdateMessage,
      data: assignmentMessage(call, changed, discordTextIn(language)),
    };
  });
}
