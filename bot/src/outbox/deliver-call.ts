import { makeURLSearchParams, type REST } from '@discordjs/rest';
import { Routes } from 'discord-api-types/v10';
import type { Kysely } from 'kysely';
import {
  communityLanguage,
  isLanguage,
  memberLanguage,
  type Config,
  type Database,
  type Language,
} from '@tenfour/db';
import type { CallView } from '@tenfour/db/dispatch';
import {
  callDmKey,
  callPostKey,
  type CallDmPayload,
  type CallEditPayload,
  type CallPostPayload,
  type ClaimedDelivery,
} from '@tenfour/db/outbox';
import {
  discordTextIn,
  findCallerReply,
  INTERACTION_TOKEN_TTL_MS,
  outgoingMessage,
} from '@tenfour/db/discord';
import { callerReply, dispatchPost, findCall, renderAssignment } from '../cad/render-call-messages';
import {
  departmentWebhook,
  parseWebhookUrl,
  postToWebhook,
  refuse,
  sendDirectMessage,
  skipped,
  type DeliveryOutcome,
} from './send';

/**
 * A unit's assignment DM, rendered from the call and unit as they are when it is sent (a
 * change made while it waited in the queue is already in it).
 */
export async function sendCallDm(
  rest: REST,
  config: Config,
  delivery: ClaimedDelivery,
  db: Kysely<Database>,
): Promise<DeliveryOutcome> {
  const { callId, officerId, discordId } = delivery.payload as Partial<CallDmPayload>;
  if (
    typeof callId !== 'string' ||
    typeof officerId !== 'string' ||
    typeof discordId !== 'string'
  ) {
    return refuse('Malformed assignment DM in the outbox');
  }
  if (!config.discord.botToken) {
    return refuse('No bot token is configured (DISCORD_BOT_TOKEN), so DMs cannot be sent');
  }
  const rendered = await renderAssignment(db, callId, officerId);
  if (!rendered) return skipped('The call or the unit no longer exists');
  const sent = await sendDirectMessage(rest, delivery, discordId, rendered.message);
  // Its edits are written in the language it was sent in.
  return sent.sent ? { ...sent, result: { ...sent.result, language: rendered.language } } : sent;
}

/**
 * The language of a caller's /911 reply as it follows the call: the one it was answered in,
 * else (a reply remembered without it) the caller's, else the community's.
 */
async function callerLanguage(
  db: Kysely<Database>,
  call: CallView,
  answeredIn: string | null,
): Promise<Language> {
  if (isLanguage(answeredIn)) return answeredIn;
  const discordId = call.caller?.discordId;
  return discordId ? memberLanguage(db, discordId) : communityLanguage(db);
}

/** Brings one of a call's Discord messages to the call's current state. */
export async function editCallMessage(
  rest: REST,
  config: Config,
  delivery: ClaimedDelivery,
  db: Kysely<Database>,
): Promise<DeliveryOutcome> {
  const payload = delivery.payload as Partial<CallEditPayload>;
  if (typeof payload.callId !== 'string') return refuse('Malformed call update in the outbox');
  if (payload.target === 'caller') {
    const reply = await findCallerReply(db, payload.callId);
    const call = await findCall(db, payload.callId);
    if (!reply || !call) return skipped('The call or its /911 reply no longer exists');
    if (Date.now() - reply.created_at.getTime() >= INTERACTION_TOKEN_TTL_MS) {
      return skipped('Discord no longer lets the /911 reply be edited (15 minutes)');
    }
    await rest.patch(Routes.webhookMessage(reply.application_id, reply.interaction_token), {
      body: outgoingMessage(
        callerReply(call, discordTextIn(await callerLanguage(db, call, reply.language))),
      ),
      auth: false,
    });
    return { sent: true, result: { edited: true } };
  }
  if (payload.target === 'unit' && typeof payload.officerId === 'string') {
    const dm = await db
      .selectFrom('outbox')
      .select(['status', 'result'])
      .where('dedupe_key', '=', callDmKey(payload.callId, payload.officerId))
      .executeTakeFirst();
    if (!dm) return skipped('No assignment DM was queued');
    if (dm.status === 'failed') return skipped('The assignment DM was never delivered');
    if (dm.status === 'pending') {
      return { sent: false, retry: true, error: 'The assignment DM has not been sent yet' };
    }
    const { channelId, messageId } = (dm.result ?? {}) as Record<string, unknown>;
    if (typeof channelId !== 'string' || typeof messageId !== 'string') {
      return skipped('The assignment DM was not sent');
    }
    const rendered = await renderAssignment(db, payload.callId, payload.officerId);
    if (!rendered) return skipped('The call or the unit no longer exists');
    if (!config.discord.botToken) {
      return refuse('No bot token is configured (DISCORD_BOT_TOKEN), so DMs cannot be updated');
    }
    await rest.patch(Routes.channelMessage(channelId, messageId), {
      body: outgoingMessage(rendered.message),
    });
    return { sent: true, result: { edited: true, channelId, messageId } };
  }
  if (payload.target === 'post') {
    const post = await db
      .selectFrom('outbox')
      .select(['status', 'result', 'payload'])
      .where('dedupe_key', '=', callPostKey(payload.callId))
      .executeTakeFirst();
    if (!post || post.status === 'failed') return skipped('The dispatch post was never made');
    if (post.status === 'pending') {
      return { sent: false, retry: true, error: 'The dispatch post has not been made yet' };
    }
    const { webhookId, webhookToken, messageId } = (post.result ?? {}) as Record<string, unknown>;
    if (
      typeof webhookId !== 'string' ||
      typeof webhookToken !== 'string' ||
      typeof messageId !== 'string'
    ) {
      return skipped('The dispatch post was not made');
    }
    const call = await findCall(db, payload.callId);
    if (!call) return skipped('The call no longer exists');
    await rest.patch(Routes.webhookMessage(webhookId, webhookToken, messageId), {
      body: outgoingMessage(dispatchPost(call, discordTextIn(await communityLanguage(db)))),
      auth: false,
      query: makeURLSearchParams({ with_components: true }),
    });
    return { sent: true, result: { edited: true, messageId } };
  }
  return refuse('Malformed call update in the outbox');
}

/**
 * A new 911 call in the department's dispatch channel, with Respond. Discord shows buttons
 * only on a webhook the application owns (one the bot created), hence `with_components`.
 */
export async function postCall(
  rest: REST,
  config: Config,
  delivery: ClaimedDelivery,
  db: Kysely<Database>,
): Promise<DeliveryOutcome> {
  const { callId, platform } = delivery.payload as Partial<CallPostPayload>;
  if (typeof callId !== 'string' || typeof platform !== 'string' || !platform) {
    return refuse('Malformed dispatch post in the outbox');
  }
  const { url, setting } = await departmentWebhook(db, 'dispatch', platform);
  if (!url) return { sent: true, result: { posted: false, reason: `${setting} is not set` } };
  const webhook = parseWebhookUrl(url);
  if (!webhook) return refuse(`${setting} is not a Discord webhook URL`);
  const call = await findCall(db, callId);
  if (!call) return skipped('The call no longer exists');
  const post = dispatchPost(call, discordTextIn(await communityLanguage(db)));
  const posted = await postToWebhook(rest, webhook, post, { with_components: true });
  return {
    sent: true,
    result: {
      posted: true,
      webhookId: webhook.id,
      webhookToken: webhook.token,
      messageId: posted.id,
    },
  };
}
