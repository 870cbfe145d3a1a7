import { makeURLSearchParams, type REST } from '@discordjs/rest';
import { Routes, type APIChannel, type APIMessage } from 'discord-api-types/v10';
import type { Kysely } from 'kysely';
import type { Config, Database, Department } from '@tenfour/db';
import type { ClaimedDelivery } from '@tenfour/db/outbox';
import { outgoingMessage } from '@tenfour/db/discord';
import type { SendFailure } from './classify';

export type DeliveryOutcome =
  { sent: true; result: Record<string, unknown> } | (SendFailure & { sent: false });

/** Sends one claimed row of its kind to Discord; may throw (deliver classifies the error). */
export type DeliveryHandler = (
  rest: REST,
  config: Config,
  delivery: ClaimedDelivery,
  db: Kysely<Database>,
) => Promise<DeliveryOutcome>;

/** Discord refused the row for good, or it can never be sent: staff see the reason. */
export const refuse = (reason: string): DeliveryOutcome => ({ sent: false, retry: false, reason });

/** Nothing is left to edit: done, with the reason kept as the row's result. */
export const skipped = (reason: string): DeliveryOutcome => ({
  sent: true,
  result: { edited: false, reason },
});

/** Opens the member's DM channel and posts the message there. */
export async function sendDirectMessage(
  rest: REST,
  delivery: Pick<ClaimedDelivery, 'id'>,
  discordId: string,
  message: Parameters<typeof outgoingMessage>[0],
): Promise<DeliveryOutcome> {
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

/** `https://discord.com/api/webhooks/{id}/{token}` (any host or API version) → id and token. */
export function parseWebhookUrl(url: string): { id: string; token: string } | undefined {
  const match = new URL(url).pathname.match(/\/webhooks\/([^/]+)\/([^/]+)\/?$/);
  return match?.[1] && match[2] ? { id: match[1], token: match[2] } : undefined;
}

const WEBHOOK_SETTINGS = {
  report: {
    Xbox: { key: 'xbox', variable: 'XBOX_REPORT_WEBHOOK_URL' },
    PlayStation: { key: 'playstation', variable: 'PLAYSTATION_REPORT_WEBHOOK_URL' },
  },
  dispatch: {
    Xbox: { key: 'xbox', variable: 'XBOX_DISPATCH_WEBHOOK_URL' },
    PlayStation: { key: 'playstation', variable: 'PLAYSTATION_DISPATCH_WEBHOOK_URL' },
  },
} as const;

/** A department's report or dispatch channel webhook URL, and the setting that holds it. */
export function departmentWebhook(
  config: Config,
  channel: keyof typeof WEBHOOK_SETTINGS,
  platform: Department,
): { url: string | undefined; variable: string } {
  const setting = WEBHOOK_SETTINGS[channel][platform];
  const urls = channel === 'report' ? config.webhooks : config.dispatchWebhooks;
  return { url: urls[setting.key], variable: setting.variable };
}

/**
 * Posts through a webhook with the same REST client (DISCORD_API_BASE): the URL only supplies
 * id and token. Waits for the message, so its id can be kept.
 */
export async function postToWebhook(
  rest: REST,
  webhook: { id: string; token: string },
  message: Parameters<typeof outgoingMessage>[0],
  query: { with_components?: boolean } = {},
): Promise<APIMessage> {
  return (await rest.post(Routes.webhook(webhook.id, webhook.token), {
    body: outgoingMessage(message),
    auth: false,
    query: makeURLSearchParams({ wait: true, ...query }),
  })) as APIMessage;
}
