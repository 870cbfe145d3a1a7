import type { REST } from '@discordjs/rest';
import { Routes, type APIChannel, type APIMessage } from 'discord-api-types/v10';
import type { Kysely } from 'kysely';
import type { Config, Database } from '@tenfour/db';
import type { ClaimedDelivery } from '@tenfour/db/outbox';
import { outgoingMessage } from '@tenfour/db/discord/limits';
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
