import { makeURLSearchParams, type REST } from '@discordjs/rest';
import {
  Routes,
  type APIChannel,
  type APIEmbed,
  type APIMessage,
  type APIMessageTopLevelComponent,
} from 'discord-api-types/v10';
import type { Kysely } from 'kysely';
import type { Config, Database, DiscordMessage } from '@tenfour/db';
import { findRecordDm, type ClaimedDelivery, outgoingMessage } from '@tenfour/db/discord';
import { disablePayButton, markEmbedsPaid, PAY_FINE_PREFIX } from '../interactions/pay-fine';
import { classifySendError, type SendFailure } from './classify';
import { editCallMessage, postCall, sendCallDm } from './deliver-call';

export type DeliveryOutcome =
  { sent: true; result: Record<string, unknown> } | (SendFailure & { sent: false });

/** Sends one outbox row to Discord and says what happened; never throws. */
export async function deliver(
  rest: REST,
  config: Config,
  delivery: ClaimedDelivery,
  db: Kysely<Database>,
): Promise<DeliveryOutcome> {
  try {
    if (delivery.kind === 'dm') return await sendDm(rest, config, delivery);
    if (delivery.kind === 'dm_edit') return await editDm(rest, config, delivery, db);
    if (delivery.kind === 'call_dm') return await sendCallDm(rest, config, delivery, db);
    if (delivery.kind === 'call_edit') return await editCallMessage(rest, config, delivery, db);
    if (delivery.kind === 'call_post') return await postCall(rest, config, delivery, db);
    return await postWebhook(rest, config, delivery);
  } catch (err) {
    return { sent: false, ...classifySendError(err) };
  }
}

const refuse = (reason: string): DeliveryOutcome => ({ sent: false, retry: false, reason });

function messageOf(payload: Record<string, unknown>): DiscordMessage | undefined {
  const message = payload.message;
  return message && typeof message === 'object' ? (message as DiscordMessage) : undefined;
}

async function sendDm(
  rest: REST,
  config: Config,
  delivery: ClaimedDelivery,
): Promise<DeliveryOutcome> {
  const discordId = delivery.payload.discordId;
  const message = messageOf(delivery.payload);
  if (typeof discordId !== 'string' || !message) return refuse('Malformed DM in the outbox');
  if (!config.discord.botToken) {
    return refuse('No bot token is configured (DISCORD_BOT_TOKEN), so DMs cannot be sent');
  }
  const channel = (await rest.post(Routes.userChannels(), {
    body: { recipient_id: discordId },
  })) as APIChannel;
  const sent = (await rest.post(Routes.channelMessages(channel.id), {
    // Discord drops a second message with the same nonce for a few minutes, which narrows
    // the duplicate window when a worker dies between sending and recording the send.
    body: {
      ...outgoingMessage(message),
      nonce: `outbox-${delivery.id}`,
      enforce_nonce: true,
    },
  })) as APIMessage;
  return { sent: true, result: { channelId: channel.id, messageId: sent.id } };
}

/**
 * Turns a record's DM into its paid state (the fine was paid on the site): the DM's own
 * stored message with the Status field added and the Pay Fine button disabled, as the button
 * would have left it. A DM still waiting in the queue is waited for (the normal retry); one
 * that was never delivered, or never queued, leaves nothing to edit.
 */
async function editDm(
  rest: REST,
  config: Config,
  delivery: ClaimedDelivery,
  db: Kysely<Database>,
): Promise<DeliveryOutcome> {
  const { recordId, status } = delivery.payload;
  if (typeof recordId !== 'string' || typeof status !== 'string') {
    return refuse('Malformed DM update in the outbox');
  }
  const dm = await findRecordDm(db, recordId);
  if (!dm) return { sent: true, result: { edited: false, reason: 'No DM was queued' } };
  if (dm.status === 'failed') {
    return { sent: true, result: { edited: false, reason: 'The DM was never delivered' } };
  }
  if (dm.status === 'pending') {
    return { sent: false, retry: true, error: 'The DM to update has not been sent yet' };
  }
  if (!dm.channelId || !dm.messageId || !dm.message) {
    return refuse('The sent DM has no recorded message to update');
  }
  if (!config.discord.botToken) {
    return refuse('No bot token is configured (DISCORD_BOT_TOKEN), so DMs cannot be updated');
  }
  await rest.patch(Routes.channelMessage(dm.channelId, dm.messageId), {
    body: outgoingMessage({
      embeds: markEmbedsPaid((dm.message.embeds ?? []) as APIEmbed[], status),
      components: disablePayButton(
        (dm.message.components ?? []) as APIMessageTopLevelComponent[],
        `${PAY_FINE_PREFIX}:${recordId}`,
      ),
    }),
  });
  return { sent: true, result: { edited: true, channelId: dm.channelId, messageId: dm.messageId } };
}

const PLATFORM_SETTING = {
  Xbox: { key: 'xbox', variable: 'XBOX_REPORT_WEBHOOK_URL' },
  PlayStation: { key: 'playstation', variable: 'PLAYSTATION_REPORT_WEBHOOK_URL' },
} as const;

async function postWebhook(
  rest: REST,
  config: Config,
  delivery: ClaimedDelivery,
): Promise<DeliveryOutcome> {
  const platform = delivery.payload.platform;
  const message = messageOf(delivery.payload);
  if ((platform !== 'Xbox' && platform !== 'PlayStation') || !message) {
    return refuse('Malformed webhook post in the outbox');
  }
  const setting = PLATFORM_SETTING[platform];
  const url = config.webhooks[setting.key];
  if (!url) return refuse(`No ${platform} report webhook is configured (${setting.variable})`);
  const webhook = parseWebhookUrl(url);
  if (!webhook) return refuse(`${setting.variable} is not a Discord webhook URL`);
  // Posted through the same REST client (DISCORD_API_BASE); the URL only supplies id and token.
  const posted = (await rest.post(Routes.webhook(webhook.id, webhook.token), {
    body: outgoingMessage(message),
    auth: false,
    query: makeURLSearchParams({ wait: true }),
  })) as APIMessage;
  return {
    sent: true,
    result: { webhookId: webhook.id, messageId: posted.id, channelId: posted.channel_id ?? null },
  };
}

/** `https://discord.com/api/webhooks/{id}/{token}` (any host or API version) → id and token. */
export function parseWebhookUrl(url: string): { id: string; token: string } | undefined {
  const match = new URL(url).pathname.match(/\/webhooks\/([^/]+)\/([^/]+)\/?$/);
  return match?.[1] && match[2] ? { id: match[1], token: match[2] } : undefined;
}
