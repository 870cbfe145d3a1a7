import {
  ButtonStyle,
  ComponentType,
  type APIActionRowComponent,
  type APIButtonComponentWithCustomId,
  type APIEmbed,
} from 'discord-api-types/v10';
import type { Kysely } from 'kysely';
import {
  FALLBACK_LANGUAGE,
  isLanguage,
  memberLanguage,
  type Database,
  type Language,
} from '@tenfour/db';
import { callDmKey } from '@tenfour/db/outbox';
import {
  getCall,
  type CallService,
  type CallView,
  callDepartment,
  callerStatus,
  getUnit,
  type UnitView,
} from '@tenfour/db/dispatch';
import {
  discordTextIn,
  escapeMarkdown,
  unitStatusText,
  type DiscordT,
  type DiscordTextKey,
} from '@tenfour/db/discord';

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

const english = discordTextIn(FALLBACK_LANGUAGE);

const CALLER_STATUS: Record<ReturnType<typeof callerStatus>, DiscordTextKey> = {
  received: 'caller.status.received',
  'units assigned': 'caller.status.assigned',
  closed: 'caller.status.closed',
};

const SERVICE: Record<CallService, DiscordTextKey> = {
  police: 'service.police',
  fire: 'service.fire',
  ems: 'service.ems',
};

/** The services a call needs, in the reader's language ("Police, EMS"). */
const needs = (call: CallView, t: DiscordT) =>
  call.services
    .map((code) => (Object.hasOwn(SERVICE, code) ? t(SERVICE[code as CallService]) : code))
    .join(', ') || '—';

/** The caller's private /911 reply, as it stands for the call now. */
export function callerReply(call: CallView, t: DiscordT = english): { content: string } {
  const units = call.units.length
    ? t('caller.units', { units: call.units.map((u) => escapeMarkdown(u.callsign)).join(', ') })
    : '';
  return {
    content: t('caller.reply', {
      number: call.callNumber,
      location: escapeMarkdown(call.location),
      postal: call.postal ? t('caller.postal', { postal: escapeMarkdown(call.postal) }) : '',
      status: t(CALLER_STATUS[callerStatus(call)]),
      units,
    }),
  };
}

/** `unit:<action>:<callId>`: the buttons of an assignment DM. */
export const UNIT_BUTTON_PREFIX = 'unit';
export const CALL_ACTIONS = [
  { code: 'enroute', label: 'action.enroute', style: ButtonStyle.Primary },
  { code: 'onscene', label: 'action.onscene', style: ButtonStyle.Success },
  { code: 'clear', label: 'action.clear', style: ButtonStyle.Secondary },
] as const satisfies readonly { code: string; label: DiscordTextKey; style: ButtonStyle }[];
export type CallAction = (typeof CALL_ACTIONS)[number]['code'];

const RED = 0xed4245;
const GREY = 0x99aab5;

/**
 * A unit's assignment DM, as it stands now: the call, the unit's status, and the buttons,
 * disabled once the call is closed or the unit is no longer on it.
 */
export function assignmentMessage(call: CallView, unit: UnitView, t: DiscordT = english) {
  const onCall = call.units.some((u) => u.officerId === unit.officerId);
  const open = call.status === 'Active' && onCall;
  const state =
    call.status !== 'Active'
      ? t('assignment.closed')
      : onCall
        ? t('assignment.yourStatus', { status: unitStatusText(unit.status, t) })
        : t('assignment.notAssigned');
  const fields = [
    { name: t('field.location'), value: escapeMarkdown(call.location), inline: true },
    ...(call.postal
      ? [{ name: t('field.postal'), value: escapeMarkdown(call.postal), inline: true }]
      : []),
    { name: t('field.priority'), value: String(call.priority), inline: true },
    { name: t('field.needs'), value: needs(call, t), inline: true },
    ...(call.caller
      ? [{ name: t('field.caller'), value: escapeMarkdown(call.caller.name), inline: true }]
      : []),
    {
      name: t('field.units'),
      value: call.units.map((u) => escapeMarkdown(u.callsign)).join(', ') || '—',
    },
    { name: t('field.status'), value: state },
  ];
  const embed: APIEmbed = {
    title: t('assignment.title', {
      number: call.callNumber,
      type: escapeMarkdown(call.type),
      department: unit.department,
    }),
    ...(call.details ? { description: escapeMarkdown(call.details) } : {}),
    color: open ? RED : GREY,
    fields,
    footer: { text: t('assignment.footer', { callsign: unit.callsign }) },
  };
  const row: APIActionRowComponent<APIButtonComponentWithCustomId> = {
    type: ComponentType.ActionRow,
    components: CALL_ACTIONS.map((a) => ({
      type: ComponentType.Button,
      style: a.style,
      label: t(a.label),
      custom_id: `${UNIT_BUTTON_PREFIX}:${a.code}:${call._id}`,
      disabled: !open,
    })),
  };
  return { embeds: [embed], components: [row] };
}

/**
 * The language of a unit's assignment DM for a call: the one it was sent in (kept with the
 * sent DM), so its edits and button presses never switch language under the member; before it
 * is sent (or for a DM sent without it), the member's site choice, else the community's default.
 */
export async function assignmentLanguage(
  db: Kysely<Database>,
  callId: string,
  unit: { officerId: string; discordId: string },
): Promise<Language> {
  const dm = await db
    .selectFrom('outbox')
    .select('result')
    .where('dedupe_key', '=', callDmKey(callId, unit.officerId))
    .executeTakeFirst();
  const sentIn = (dm?.result as Record<string, unknown> | null | undefined)?.language;
  return isLanguage(sentIn) ? sentIn : memberLanguage(db, unit.discordId);
}

/**
 * The assignment DM for a unit and call, or undefined when either is gone, in the DM's
 * language (assignmentLanguage), and that language.
 */
export async function renderAssignment(db: Kysely<Database>, callId: string, officerId: string) {
  const [call, unit] = await Promise.all([findCall(db, callId), getUnit(db, officerId)]);
  if (!call || !unit) return undefined;
  const language = await assignmentLanguage(db, callId, unit);
  return { message: assignmentMessage(call, unit, discordTextIn(language)), language };
}

/** `respond:<callId>`: the dispatch channel post's button. */
export const RESPOND_PREFIX = 'respond';

/**
 * A 911 call as the department's dispatch channel shows it: anyone on duty may respond. In
 * the community's default language (everyone in the channel reads it).
 */
export function dispatchPost(call: CallView, t: DiscordT = english) {
  const open = call.status === 'Active';
  const embed: APIEmbed = {
    title: t('dispatch.title', { number: call.callNumber, type: escapeMarkdown(call.type) }),
    ...(call.details ? { description: escapeMarkdown(call.details) } : {}),
    color: open ? RED : GREY,
    fields: [
      { name: t('field.location'), value: escapeMarkdown(call.location), inline: true },
      ...(call.postal
        ? [{ name: t('field.postal'), value: escapeMarkdown(call.postal), inline: true }]
        : []),
      { name: t('field.needs'), value: needs(call, t), inline: true },
      ...(call.caller
        ? [{ name: t('field.caller'), value: escapeMarkdown(call.caller.name), inline: true }]
        : []),
      {
        name: t('field.units'),
        value:
          call.units.map((u) => escapeMarkdown(u.callsign)).join(', ') || t('dispatch.noUnits'),
      },
      { name: t('field.status'), value: open ? t('dispatch.open') : t('dispatch.closed') },
    ],
  };
  const row: APIActionRowComponent<APIButtonComponentWithCustomId> = {
    type: ComponentType.ActionRow,
    components: [
      {
        type: ComponentType.Button,
        style: ButtonStyle.Danger,
        label: t('dispatch.respond'),
        custom_id: `${RESPOND_PREFIX}:${call._id}`,
        disabled: !open,
      },
    ],
  };
  return { embeds: [embed], components: [row] };
}
