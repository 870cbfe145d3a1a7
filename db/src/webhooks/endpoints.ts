import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../schema';
import type { WebhookEndpointsTable } from '../schema/webhooks';
import { DomainError } from '../infra/errors';
import { recordAudit } from '../staff/audit-log';
import { STAFF_PROFILE } from '../staff/constants';
import { MAX_ENDPOINTS, WEBHOOK_EVENTS, type WebhookEvent } from './events';
import { newWebhookSecret } from './signing';
import { checkWebhookUrl } from './url-guard';

/** An endpoint as staff see it: never its secret. */
export interface WebhookEndpoint {
  id: string;
  url: string;
  description: string;
  events: WebhookEvent[];
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Who changes an endpoint (staff, checked by the route), when, and where the server runs. */
export interface WebhookChange {
  staffDiscordId: string;
  now: Date;
  production: boolean;
}

export interface EndpointInput {
  url: string;
  description: string;
  events: WebhookEvent[];
}

type Row = Selectable<WebhookEndpointsTable>;

const COLUMNS = [
  'id',
  'url',
  'description',
  'events',
  'enabled',
  'created_at',
  'updated_at',
] as const;

function toEndpoint(row: Omit<Row, 'secret' | 'created_by'>): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    // Stored in the order staff see them, whatever order they were ticked in.
    events: WEBHOOK_EVENTS.filter((e) => row.events.includes(e)),
    enabled: row.enabled,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

const ordered = (events: readonly WebhookEvent[]) =>
  WEBHOOK_EVENTS.filter((e) => events.includes(e));

function assertUrl(url: string, production: boolean) {
  const problem = checkWebhookUrl(url, { production });
  if (problem) throw new DomainError('invalid', problem, { field: 'url' });
}

const actor = (change: WebhookChange) => ({
  discordId: change.staffDiscordId,
  profile: STAFF_PROFILE,
});

// The audit label names the endpoint by its host: the path may carry a receiver's token.
const label = (row: { url: string; description: string }) =>
  row.description ? `${row.description} (${new URL(row.url).host})` : new URL(row.url).host;

export async function listWebhookEndpoints(db: Kysely<Database>): Promise<WebhookEndpoint[]> {
  const rows = await db
    .selectFrom('webhook_endpoints')
    .select(COLUMNS)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toEndpoint);
}

async function lockEndpoint(trx: Transaction<Database>, id: string): Promise<Row> {
  const row = await trx
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'webhooks.notFound');
  return row;
}

/** Registers an endpoint; its secret is in the answer and never again. */
export async function createWebhookEndpoint(
  db: Kysely<Database>,
  change: WebhookChange,
  input: EndpointInput,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  assertUrl(input.url, change.production);
  const secret = newWebhookSecret();
  return db.transaction().execute(async (trx) => {
    const { count } = await trx
      .selectFrom('webhook_endpoints')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_ENDPOINTS) {
      throw new DomainError('conflict', 'webhooks.tooMany', { params: { max: MAX_ENDPOINTS } });
    }
    const row = await trx
      .insertInto('webhook_endpoints')
      .values({
        url: input.url,
        description: input.description,
        events: ordered(input.events),
        secret,
        created_at: change.now,
        created_by: change.staffDiscordId,
        updated_at: change.now,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      at: change.now,
      actor: actor(change),
      action: 'webhook.create',
      target: { type: 'webhook', id: row.id, label: label(row) },
      after: { url: row.url, description: row.description, events: row.events },
    });
    return { endpoint: toEndpoint(row), secret };
  });
}

export interface EndpointPatch {
  url?: string | undefined;
  description?: string | undefined;
  events?: WebhookEvent[] | undefined;
  enabled?: boolean | undefined;
}

/** Edits an endpoint, or enables or disables it. */
export async function updateWebhookEndpoint(
  db: Kysely<Database>,
  change: WebhookChange,
  id: string,
  patch: EndpointPatch,
): Promise<WebhookEndpoint> {
  if (patch.url !== undefined) assertUrl(patch.url, change.production);
  return db.transaction().execute(async (trx) => {
    const before = await lockEndpoint(trx, id);
    const row = await trx
      .updateTable('webhook_endpoints')
      .set({
        ...(patch.url !== undefined ? { url: patch.url } : {}),
        ...(patch.description !== undefined ? { description: patch.description } : {}),
        ...(patch.events !== undefined ? { events: ordered(patch.events) } : {}),
        ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
        updated_at: change.now,
      })
      .where('id', '=', id)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      at: change.now,
      actor: actor(change),
      action: 'webhook.update',
      target: { type: 'webhook', id, label: label(row) },
      before: {
        url: before.url,
        description: before.description,
        events: before.events,
        enabled: before.enabled,
      },
      after: {
        url: row.url,
        description: row.description,
        events: row.events,
        enabled: row.enabled,
      },
    });
    return toEndpoint(row);
  });
}

/**
 * Replaces an endpoint's secret at once: deliveries still waiting are signed with the new one
 * when they are sent.
 */
export async function rotateWebhookSecret(
  db: Kysely<Database>,
  change: WebhookChange,
  id: string,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const secret = newWebhookSecret();
  return db.transaction().execute(async (trx) => {
    await lockEndpoint(trx, id);
    const row = await trx
      .updateTable('webhook_endpoints')
      .set({ secret, updated_at: change.now })
      .where('id', '=', id)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      at: change.now,
      actor: actor(change),
      action: 'webhook.rotate',
      target: { type: 'webhook', id, label: label(row) },
    });
    return { endpoint: toEndpoint(row), secret };
  });
}

/** Deletes an endpoint; what was still waiting for it is not sent (the worker refuses it). */
export async function deleteWebhookEndpoint(
  db: Kysely<Database>,
  change: WebhookChange,
  id: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await lockEndpoint(trx, id);
    await trx.deleteFrom('webhook_endpoints').where('id', '=', id).execute();
    await recordAudit(trx, {
      at: change.now,
      actor: actor(change),
      action: 'webhook.delete',
      target: { type: 'webhook', id, label: label(before) },
      before: { url: before.url, description: before.description, events: before.events },
    });
  });
}

/** The endpoint a delivery goes to, with its secret (the worker signs with it). */
export async function findEndpointForDelivery(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('webhook_endpoints')
    .select(['id', 'url', 'secret', 'enabled'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export { lockEndpoint, label as endpointLabel, actor as staffActor };
