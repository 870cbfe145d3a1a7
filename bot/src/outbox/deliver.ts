import { makeURLSearchParams, type REST } from '@discordjs/rest';
import { Routes, type APIChannel, type APIMessage } from 'discord-api-types/v10';
import type { Config, DiscordMessage } from '@tenfour/db';
import type { ClaimedDelivery } from '@tenfour/db/discord/outbox';
import { classifySendError, type SendFailure } from './classify';

export type DeliveryOutcome =
  { sent: true; result: Record<string, unknown> } | (SendFailure & { sent: false });

/** Sends one outbox row to Discord and says what happened; never throws. */
export async function deliver(
  rest: REST,
  config: Config,
  delivery: ClaimedDelivery,
): Promise<DeliveryOutcome> {
  try {
    if (delivery.kind === 'dm') return await sendDm(rest, config, delivery);
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
    body: { ...message, nonce: `outbox-${delivery.id}`, enforce_nonce: true },
  })) as APIMessage;
  return { sent: true, result: { channelId: channel.id, messageId: sent.id } };
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
    body: message,
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
