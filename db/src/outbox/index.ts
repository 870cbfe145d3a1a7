// The outbox: Discord messages queued in the transaction of the change they announce and
// delivered by the bot's worker (docs/decisions/010-outbox-one-pipeline.md).
export {
  OUTBOX_KINDS,
  callDmKey,
  callPostKey,
  discordMessage,
  type CallDmPayload,
  type CallEditPayload,
  type CallPostPayload,
  type DiscordMessage,
  type DmEditPayload,
  type DmPayload,
  type EventWebhookPayload,
  type OutboxKind,
  type OutboxPayloads,
  type WebhookPayload,
} from './kinds';
export { enqueue, type EnqueueOptions } from './enqueue';
export {
  claimDueDeliveries,
  markDeliveryFailed,
  markDeliverySent,
  scheduleDeliveryRetry,
  type ClaimedDelivery,
} from './delivery-queue';
export {
  listFailedDeliveries,
  retryFailedDelivery,
  type FailedDelivery,
  type RetryOutcome,
} from './failed-deliveries';
export { deliveryProgress, deliveryQueueStats, type DeliveryQueueStats } from './queue-health';
export {
  enqueueDirectMessage,
  findRecordDm,
  payFineRecordId,
  type RecordDm,
} from './direct-messages';
