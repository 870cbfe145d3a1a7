import type { REST } from '@discordjs/rest';
import { Routes, type APIEmbed, type APIMessageTopLevelComponent } from 'discord-api-types/v10';
import type { Kysely } from 'kysely';
import { FALLBACK_LANGUAGE, memberLanguage, type Config, type Database } from '@tenfour/db';
import { findRecordDm, type ClaimedDelivery, type DiscordMessage } from '@tenfour/db/outbox';
import { discordTextIn, outgoingMessage } from '@tenfour/db/discord';
import { disablePayButton, markEmbedsPaid, PAY_FINE_PREFIX } from '../interactions/pay-fine';
import {
  departmentWebhook,
  parseWebhookUrl,
  postToWebhook,
  refuse,
  sendDirectMessage,
  type DeliveryOutcome,
} from './send';

// The messages whose body the row itself holds (a record's DM and report post, a DM sent
// through the API), and the paid-state edit of such a DM.

function messageOf(payload: Record<string, unknown>): DiscordMessage | undefined {
  const message = payload.message;
  return message && typeof message === 'object' ? (message as DiscordMessage) : undefined;
}

export async function sendDm(
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
  return sendDirectMessage(rest, delivery, discordId, message);
}

/**
 * Turns a record's DM into its paid state (the fine was paid on the site): the DM's own
 * stored message with the Status field added and the Pay Fine button disabled, as the button
 * would have left it. A DM still waiting in the queue is waited for (the normal retry); one
 * that was never delivered, or never queued, leaves nothing to edit.
 */
export async function editDm(
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
  // In the owner's language, as the DM and its Status (rendered when the fine was paid) are.
  const { discordId } = delivery.payload;
  const t = discordTextIn(
    typeof discordId === 'string' ? await memberLanguage(db, discordId) : FALLBACK_LANGUAGE,
  );
  await rest.patch(Routes.channelMessage(dm.channelId, dm.messageId), {
    body: outgoingMessage({
      embeds: markEmbedsPaid((dm.message.embeds ?? []) as APIEmbed[], status, t),
      components: disablePayButton(
        (dm.message.components ?? []) as APIMessageTopLevelComponent[],
        `${PAY_FINE_PREFIX}:${recordId}`,
        t,
      ),
    }),
  });
  return { sent: true, result: { edited: true, channelId: dm.channelId, messageId: dm.messageId } };
}

export async function postWebhook(
  rest: REST,
  _config: Config,
  delivery: ClaimedDelivery,
  db: Kysely<Database>,
): Promise<DeliveryOutcome> {
  const platform = delivery.payload.platform;
  const message = messageOf(delivery.payload);
  if (typeof platform !== 'string' || !platform || !message) {
    return refuse('Malformed webhook post in the outbox');
  }
  // A staff webhook test may go to the dispatch channel; every other post is a report.
  const channel = delivery.payload.channel === 'dispatch' ? 'dispatch' : 'report';
  const { url, setting } = await departmentWebhook(db, channel, platform);
  if (!url) return refuse(`No ${platform} ${channel} webhook is configured (${setting})`);
  const webhook = parseWebhookUrl(url);
  if (!webhook) return refuse(`${setting} is not a Discord webhook URL`);
  const posted = await postToWebhook(rest, webhook, message);
  return {
    sent: true,
    result: { webhookId: webhook.id, messageId: posted.id, channelId: posted.channel_id ?? null },
  };
}
