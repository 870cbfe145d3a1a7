import { z } from 'zod';
import type { OutboxKind } from '../schema/core';

export type { OutboxKind };

/** A department's id (a row of `departments`). */
const department = z.string().min(1);

/** Discord message body as sent to the REST API (embeds and message components). */
export const discordMessage = z.object({
  content: z.string().optional(),
  embeds: z
    .array(
      z.object({
        title: z.string().optional(),
        description: z.string().optional(),
        color: z.number().optional(),
        fields: z
          .array(z.object({ name: z.string(), value: z.string(), inline: z.boolean().optional() }))
          .optional(),
        footer: z.object({ text: z.string() }).optional(),
        timestamp: z.string().optional(),
      }),
    )
    .optional(),
  components: z.array(z.unknown()).optional(),
});
export type DiscordMessage = z.infer<typeof discordMessage>;

const dmPayload = z.object({
  /** The member to DM. */
  discordId: z.string(),
  message: discordMessage,
  /** The record the message is about, so a later edit (paid) can find it. */
  recordId: z.string().optional(),
});
export type DmPayload = z.infer<typeof dmPayload>;

const dmEditPayload = z.object({
  /** The record whose DM (the outbox's 'dm' row with this recordId) is edited. */
  recordId: z.string(),
  /** The member the DM went to, so the staff screen can say whose DM it is. */
  discordId: z.string(),
  /** The Status field the DM's embed gets, e.g. "✅ Paid $50.00 from your checking account". */
  status: z.string(),
});
export type DmEditPayload = z.infer<typeof dmEditPayload>;

const webhookPayload = z.object({
  /** The department whose report webhook (from configuration) receives it. */
  platform: department,
  /** Which of the department's channels: its report channel unless 'dispatch' (a webhook test). */
  channel: z.enum(['report', 'dispatch']).optional(),
  message: discordMessage,
});
export type WebhookPayload = z.infer<typeof webhookPayload>;

const callDmPayload = z.object({
  callId: z.string(),
  officerId: z.string(),
  discordId: z.string(),
  /** What the staff deliveries screen shows of it. */
  status: z.string(),
});
/** A unit's assignment DM for a call. */
export type CallDmPayload = z.infer<typeof callDmPayload>;

const callEditPayload = z.discriminatedUnion('target', [
  z.object({ callId: z.string(), status: z.string(), target: z.literal('caller') }),
  z.object({
    callId: z.string(),
    status: z.string(),
    target: z.literal('unit'),
    officerId: z.string(),
    discordId: z.string(),
  }),
  z.object({
    callId: z.string(),
    status: z.string(),
    target: z.literal('post'),
    platform: department,
  }),
]);
/** Brings one of a call's Discord messages to the call's current state. */
export type CallEditPayload = z.infer<typeof callEditPayload>;

const callPostPayload = z.object({
  callId: z.string(),
  platform: department,
  status: z.string(),
});
/** A new 911 call posted to the department's dispatch channel. */
export type CallPostPayload = z.infer<typeof callPostPayload>;

const eventWebhookPayload = z.object({
  /** The registered endpoint (webhook_endpoints) it goes to. */
  endpointId: z.string(),
  /** The `webhook-id` header: the same on every attempt and replay, so receivers dedupe. */
  messageId: z.string(),
  /** The event type, also the body's `type`. */
  type: z.string(),
  /** The JSON body as sent, fixed when the event happened (docs/webhooks.md). */
  body: z.record(z.string(), z.unknown()),
});
/** A CAD event for a staff-registered HTTPS endpoint (db/src/webhooks). */
export type EventWebhookPayload = z.infer<typeof eventWebhookPayload>;

const memberRolePayload = z.object({
  discordId: z.string().min(1),
  roleId: z.string().min(1),
  /** What the change called for when queued; the worker applies the state at delivery. */
  action: z.enum(['add', 'remove']),
  /** The item that caused it, for the staff deliveries screen. */
  item: z.string().optional(),
});
/** A guild member's role added or removed because of the shop items they hold. */
export type MemberRolePayload = z.infer<typeof memberRolePayload>;

export const callDmKey = (callId: string, officerId: string) => `call_dm:${callId}:${officerId}`;
export const callPostKey = (callId: string) => `call_post:${callId}`;

export interface KindDefinition<P> {
  payload: z.ZodType<P>;
  /**
   * The row's dedupe key when it follows from the payload: a second row with the same key is
   * not queued. Kinds without one take the caller's key, if any.
   */
  dedupeKey?: (payload: P) => string | null;
  /**
   * Payload fields that name the one Discord message a row changes. A row is not queued while
   * another of its kind for the same message still waits unclaimed: the worker renders the
   * message as it is when it sends, so one waiting row carries every change made before it.
   */
  coalesceBy?: readonly string[];
}

/** What a row of each kind carries. */
export interface OutboxPayloads {
  dm: DmPayload;
  webhook: WebhookPayload;
  dm_edit: DmEditPayload;
  call_dm: CallDmPayload;
  call_edit: CallEditPayload;
  call_post: CallPostPayload;
  event_webhook: EventWebhookPayload;
  member_role: MemberRolePayload;
}

/**
 * Every message the outbox carries, defined once: what its payload holds and how repeats are
 * kept out of the queue. The bot's handler table is checked against the same kinds.
 */
export const OUTBOX_KINDS: { [K in OutboxKind]: KindDefinition<OutboxPayloads[K]> } = {
  /** A DM to a member (a citation's Pay Fine DM, or one sent through the API). */
  dm: {
    payload: dmPayload,
    dedupeKey: (p) => (p.recordId ? `dm:${p.recordId}` : null),
  },
  /** A post to a department's report channel. */
  webhook: { payload: webhookPayload },
  /** Turns a record's sent DM into its paid state; once per record, as a fine is paid once. */
  dm_edit: { payload: dmEditPayload, dedupeKey: (p) => `dm_edit:${p.recordId}` },
  call_dm: { payload: callDmPayload, dedupeKey: (p) => callDmKey(p.callId, p.officerId) },
  call_edit: { payload: callEditPayload, coalesceBy: ['callId', 'target', 'officerId'] },
  call_post: { payload: callPostPayload, dedupeKey: (p) => callPostKey(p.callId) },
  event_webhook: { payload: eventWebhookPayload },
  /**
   * Several rows for one member and role may wait at once (bought, given away, bought
   * again): the sender applies what member_item_roles holds when it sends, so their order
   * does not matter and the last one sent leaves the guild right.
   */
  member_role: { payload: memberRolePayload },
};
