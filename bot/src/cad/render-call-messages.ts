import {
  ButtonStyle,
  ComponentType,
  type APIActionRowComponent,
  type APIButtonComponentWithCustomId,
  type APIEmbed,
} from 'discord-api-types/v10';
import type { Kysely } from 'kysely';
import type { Database } from '@tenfour/db';
import {
  getCall,
  type CallView,
  callDepartment,
  callerStatus,
  serviceLabel,
  statusLabel,
  getUnit,
  type UnitView,
} from '@tenfour/db/dispatch';
import { escapeMarkdown } from '@tenfour/db/discord';

/** A call wherever it is, or undefined once it is gone. */
export async function findCall(
  db: Kysely<Database>,
  callId: string,
): Promise<CallView | undefined> {
  try {
    return await getCall(db, await callDepartment(db, callId), callId);
  } catch {
    return undefined;
  }
}

const CALLER_STATUS: Record<ReturnType<typeof callerStatus>, string> = {
  received: '📞 Received: waiting for a unit.',
  'units assigned': '🚓 Units assigned: help is on the way.',
  closed: '✅ Closed.',
};

/** The caller's private /911 reply, as it stands for the call now. */
export function callerReply(call: CallView): { content: string } {
  const units = call.units.length
    ? `\nUnits: ${call.units.map((u) => escapeMarkdown(u.callsign)).join(', ')}`
    : '';
  return {
    content:
      `911 call #${call.callNumber} received. ${escapeMarkdown(call.location)}` +
      `${call.postal ? ` (postal ${escapeMarkdown(call.postal)})` : ''}\n` +
      `Status: ${CALLER_STATUS[callerStatus(call)]}${units}`,
  };
}

/** `unit:<action>:<callId>`: the buttons of an assignment DM. */
export const UNIT_BUTTON_PREFIX = 'unit';
export const CALL_ACTIONS = [
  { code: 'enroute', label: 'En Route', style: ButtonStyle.Primary },
  { code: 'onscene', label: 'On Scene', style: ButtonStyle.Success },
  { code: 'clear', label: 'Clear', style: ButtonStyle.Secondary },
] as const;
export type CallAction = (typeof CALL_ACTIONS)[number]['code'];

const RED = 0xed4245;
const GREY = 0x99aab5;

/**
 * A unit's assignment DM, as it stands now: the call, the unit's status, and the buttons,
 * disabled once the call is closed or the unit is no longer on it.
 */
export function assignmentMessage(call: CallView, unit: UnitView) {
  const onCall = call.units.some((u) => u.officerId === unit.officerId);
  const open = call.status === 'Active' && onCall;
  const state =
    call.status !== 'Active'
      ? '✅ This call is closed.'
      : onCall
        ? `Your status: ${unit.status === statusLabel(unit.status) ? unit.status : `${unit.status} (${statusLabel(unit.status)})`}`
        : 'You are no longer assigned to this call.';
  const fields = [
    { name: 'Location', value: escapeMarkdown(call.location), inline: true },
    ...(call.postal ? [{ name: 'Postal', value: escapeMarkdown(call.postal), inline: true }] : []),
    { name: 'Priority', value: String(call.priority), inline: true },
    { name: 'Needs', value: call.services.map(serviceLabel).join(', ') || '—', inline: true },
    ...(call.caller
      ? [{ name: 'Caller', value: escapeMarkdown(call.caller.name), inline: true }]
      : []),
    {
      name: 'Units',
      value: call.units.map((u) => escapeMarkdown(u.callsign)).join(', ') || '—',
    },
    { name: 'Status', value: state },
  ];
  const embed: APIEmbed = {
    title: `Call #${call.callNumber} · ${escapeMarkdown(call.type)} (${unit.department})`,
    ...(call.details ? { description: escapeMarkdown(call.details) } : {}),
    color: open ? RED : GREY,
    fields,
    footer: { text: `Assigned to ${unit.callsign}` },
  };
  const row: APIActionRowComponent<APIButtonComponentWithCustomId> = {
    type: ComponentType.ActionRow,
    components: CALL_ACTIONS.map((a) => ({
      type: ComponentType.Button,
      style: a.style,
      label: a.label,
      custom_id: `${UNIT_BUTTON_PREFIX}:${a.code}:${call._id}`,
      disabled: !open,
    })),
  };
  return { embeds: [embed], components: [row] };
}

/** The assignment DM for a unit and call, or undefined when either is gone. */
export async function renderAssignment(db: Kysely<Database>, callId: string, officerId: string) {
  const [call, unit] = await Promise.all([findCall(db, callId), getUnit(db, officerId)]);
  return call && unit ? assignmentMessage(call, unit) : undefined;
}

/** `respond:<callId>`: the dispatch channel post's button. */
export const RESPOND_PREFIX = 'respond';

/** A 911 call as the department's dispatch channel shows it: anyone on duty may respond. */
export function dispatchPost(call: CallView) {
  const open = call.status === 'Active';
  const embed: APIEmbed = {
    title: `911 call #${call.callNumber} · ${escapeMarkdown(call.type)}`,
    ...(call.details ? { description: escapeMarkdown(call.details) } : {}),
    color: open ? RED : GREY,
    fields: [
      { name: 'Location', value: escapeMarkdown(call.location), inline: true },
      ...(call.postal
        ? [{ name: 'Postal', value: escapeMarkdown(call.postal), inline: true }]
        : []),
      { name: 'Needs', value: call.services.map(serviceLabel).join(', ') || '—', inline: true },
      ...(call.caller
        ? [{ name: 'Caller', value: escapeMarkdown(call.caller.name), inline: true }]
        : []),
      {
        name: 'Units',
        value: call.units.map((u) => escapeMarkdown(u.callsign)).join(', ') || 'None yet',
      },
      { name: 'Status', value: open ? '📞 Open' : '✅ Closed' },
    ],
  };
  const row: APIActionRowComponent<APIButtonComponentWithCustomId> = {
    type: ComponentType.ActionRow,
    components: [
      {
        type: ComponentType.Button,
        style: ButtonStyle.Danger,
        label: 'Respond',
        custom_id: `${RESPOND_PREFIX}:${call._id}`,
        disabled: !open,
      },
    ],
  };
  return { embeds: [embed], components: [row] };
}
