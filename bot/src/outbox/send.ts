import { makeURLSearchParams, type REST } from '@discordjs/rest';
import { Routes, type APIChannel, type APIMessage } from 'discord-api-types/v10';
import type { Kysely } from 'kysely';
import type { Config, Database, Department } from '@tenfour/db';
import type { ClaimedDelivery } from '@tenfour/db/outbox';
import { outgoingMessage } from '@tenfour/db/discord';
import { departmentWebhookUrl, type DepartmentChannel } from '@tenfour/db/departments';
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
  if (!URL.canParse(url)) return undefined;
  const match = new URL(url).pathname.match(/\/webhooks\/([^/]+)\/([^/]+)\/?$/);
  return match?.[1] && match[2] ? { id: match[1], token: match[2] } : undefined;
}

/**
 * A department's report or dispatch channel webhook URL, read from its row when the post is
 * sent (staff may have changed it since the row was queued), and how to name that setting.
 */
export async function departmentWebhook(
  db: Kysely<Database>,
  channel: DepartmentChannel,
  department: Department,
): Promise<{ url: string | null; setting: string }> {
  const url = await departmentWebhookUrl(db, department, channel);
  return { url, setting: `The ${department} department's ${channel} webhook` };
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
