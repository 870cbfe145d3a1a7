import type { REST } from '@discordjs/rest';
import type { Kysely } from 'kysely';
import type { Config, Database } from '@tenfour/db';
import type { ClaimedDelivery, OutboxKind } from '@tenfour/db/outbox';
import { classifySendError } from './classify';
import { editCallMessage, postCall, sendCallDm } from './deliver-call';
import { editDm, postWebhook, sendDm } from './deliver-message';
import { postEventWebhook } from './deliver-event-webhook';
import { applyMemberRole } from './deliver-member-role';
import type { DeliveryHandler, DeliveryOutcome } from './send';

export type { DeliveryOutcome };

/** Who sends each kind of outbox row: a kind without its sender does not build. */
const HANDLERS = {
  dm: sendDm,
  dm_edit: editDm,
  webhook: postWebhook,
  call_dm: sendCallDm,
  call_edit: editCallMessage,
  call_post: postCall,
  event_webhook: postEventWebhook,
  member_role: applyMemberRole,
} satisfies Record<OutboxKind, DeliveryHandler>;

/**
 * The sender of a row's kind. The table's CHECK constraint admits only the kinds above, so an
 * unknown kind can only come from newer code sharing the database (a deploy under way); such a
 * row goes to the webhook sender, as it always has, which refuses it unless it is a
 * well-formed report post.
 */
function handlerOf(kind: string): DeliveryHandler {
  return Object.hasOwn(HANDLERS, kind) ? HANDLERS[kind as OutboxKind] : HANDLERS.webhook;
}

/** Sends one outbox row to Discord and says what happened; never throws. */
export async function deliver(
  rest: REST,
  config: Config,
  delivery: ClaimedDelivery,
  db: Kysely<Database>,
): Promise<DeliveryOutcome> {
  try {
    return await handlerOf(delivery.kind)(rest, config, delivery, db);
  } catch (err) {
    return { sent: false, ...classifySendError(err) };
  }
}
