import { sql, type Kysely, type Transaction } from 'kysely';
import type { CallView } from '../dispatch/calls';
import type { DispatchEventType } from '../dispatch/events';
import type { UnitView } from '../dispatch/units';
import type { Database } from '../schema';
import type { Department } from '../schema/core';

type Db = Kysely<Database> | Transaction<Database>;

/** Discord lets an interaction's token edit its reply this long after the interaction. */
export const INTERACTION_TOKEN_TTL_MS = 15 * 60 * 1000;

/** A unit's assignment DM for a call (outbox kind 'call_dm'). */
export interface CallDmPayload {
  callId: string;
  officerId: string;
  discordId: string;
  /** What the staff deliveries screen shows of it. */
  status: string;
}

/** Brings one of a call's Discord messages to the call's current state (kind 'call_edit'). */
export type CallEditPayload = { callId: string; status: string } & (
  | { target: 'caller' }
  | { target: 'unit'; officerId: string; discordId: string }
  | { target: 'post'; platform: Department }
);

/** A new 911 call posted to the department's dispatch channel (kind 'call_post'). */
export interface CallPostPayload {
  callId: string;
  platform: Department;
  status: string;
}

export const callDmKey = (callId: string, officerId: string) => `call_dm:${callId}:${officerId}`;
export const callPostKey = (callId: string) => `call_post:${callId}`;

/** Remembers the /911 interaction a call answered, so its private reply can follow the call. */
export async function rememberCallerReply(
  db: Db,
  reply: { callId: string; applicationId: string; token: string; at: Date },
): Promise<void> {
  await db
    .insertInto('discord_call_replies')
    .values({
      call_id: reply.callId,
      application_id: reply.applicationId,
      interaction_token: reply.token,
      created_at: reply.at,
    })
    .onConflict((oc) => oc.column('call_id').doNothing())
    .execute();
}

export async function findCallerReply(db: Db, callId: string) {
  return db
    .selectFrom('discord_call_replies')
    .selectAll()
    .where('call_id', '=', callId)
    .executeTakeFirst();
}

/**
 * Queues an edit unless one for the same message is already waiting: the worker renders the
 * call as it is when it sends, so one waiting edit carries every change made before it.
 */
async function enqueueCallEdit(trx: Db, payload: CallEditPayload): Promise<void> {
  const officerId = payload.target === 'unit' ? payload.officerId : '';
  await sql`
    INSERT INTO outbox (kind, payload)
    SELECT 'call_edit', ${JSON.stringify(payload)}::jsonb
    WHERE NOT EXISTS (
      SELECT 1 FROM outbox
      WHERE kind = 'call_edit' AND status = 'pending' AND locked_until IS NULL
        AND payload->>'callId' = ${payload.callId}
        AND payload->>'target' = ${payload.target}
        AND coalesce(payload->>'officerId', '') = ${officerId}
    )`.execute(trx);
}

/** The call's sent or waiting assignment DMs and channel post. */
async function callMessages(trx: Db, callId: string) {
  return trx
    .selectFrom('outbox')
    .select(['kind', 'payload'])
    .where('kind', 'in', ['call_dm', 'call_post'])
    .where(sql<string>`payload->>'callId'`, '=', callId)
    .execute();
}

/**
 * Discord's side of a dispatch change, queued in the change's own transaction (called by
 * recordEvent): a unit newly on a call gets its assignment DM; every Discord message already
 * about the call (the caller's /911 reply, the units' DMs, the dispatch channel's post) is
 * brought to the call's new state; a unit's new status updates its DMs of open calls.
 */
export async function queueCallFollowUps(
  trx: Transaction<Database>,
  department: Department,
  type: DispatchEventType,
  data: unknown,
  now: Date,
): Promise<void> {
  if (type === 'call.created' && (data as CallView).source === '911') {
    const call = data as CallView;
    const payload: CallPostPayload = {
      callId: call._id,
      platform: department,
      status: `Call #${call.callNumber} dispatch post`,
    };
    // Queued whether or not the department has a dispatch channel: the worker reads the
    // configuration when it sends, and a post with nowhere to go is simply not made.
    await trx
      .insertInto('outbox')
      .values({
        kind: 'call_post',
        payload: JSON.stringify(payload),
        dedupe_key: callPostKey(call._id),
      })
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .execute();
    return;
  }
  if (type === 'call.updated' || type === 'call.closed') {
    const call = data as CallView;
    const label = `Call #${call.callNumber}`;
    const reply = await findCallerReply(trx, call._id);
    if (reply && now.getTime() - reply.created_at.getTime() < INTERACTION_TOKEN_TTL_MS) {
      await enqueueCallEdit(trx, { callId: call._id, target: 'caller', status: `${label} reply` });
    }
    const existing = await callMessages(trx, call._id);
    const dmed = new Set(
      existing.filter((m) => m.kind === 'call_dm').map((m) => String(m.payload.officerId)),
    );
    for (const m of existing) {
      if (m.kind === 'call_dm') {
        const p = m.payload as unknown as CallDmPayload;
        await enqueueCallEdit(trx, {
          callId: call._id,
          target: 'unit',
          officerId: p.officerId,
          discordId: p.discordId,
          status: `${label} assignment update`,
        });
      } else {
        await enqueueCallEdit(trx, {
          callId: call._id,
          target: 'post',
          platform: department,
          status: `${label} dispatch post update`,
        });
      }
    }
    if (call.status !== 'Active') return;
    const fresh = call.units.filter((u) => !dmed.has(u.officerId));
    if (!fresh.length) return;
    const members = await trx
      .selectFrom('officers')
      .select(['id', 'discord_id'])
      .where(
        'id',
        'in',
        fresh.map((u) => u.officerId),
      )
      .execute();
    for (const m of members) {
      const payload: CallDmPayload = {
        callId: call._id,
        officerId: m.id,
        discordId: m.discord_id,
        status: `${label} assignment`,
      };
      await trx
        .insertInto('outbox')
        .values({
          kind: 'call_dm',
          payload: JSON.stringify(payload),
          dedupe_key: callDmKey(call._id, m.id),
        })
        .onConflict((oc) => oc.column('dedupe_key').doNothing())
        .execute();
    }
    return;
  }
  if (type === 'unit.updated') {
    const unit = data as UnitView;
    const dms = await trx
      .selectFrom('outbox as o')
      .innerJoin('calls as c', (join) => join.on(sql<boolean>`c.id::text = o.payload->>'callId'`))
      .select(['c.id', 'c.call_number'])
      .where('o.kind', '=', 'call_dm')
      .where(sql<string>`o.payload->>'officerId'`, '=', unit.officerId)
      .where('c.status', '=', 'Active')
      .execute();
    for (const dm of dms) {
      await enqueueCallEdit(trx, {
        callId: dm.id,
        target: 'unit',
        officerId: unit.officerId,
        discordId: unit.discordId,
        status: `Call #${dm.call_number} assignment update`,
      });
    }
  }
}
