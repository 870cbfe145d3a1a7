import { sql, type Transaction } from 'kysely';
import type { CallView } from '../dispatch/calls';
import { onDispatchEvent, type DispatchEvent } from '../dispatch/events';
import { registerEventWebhooks } from '../webhooks/hooks';
import type { UnitView } from '../dispatch/units';
import { enqueue } from '../outbox/enqueue';
import type { CallDmPayload } from '../outbox/kinds';
import type { Database } from '../schema';
import { findCallerReply, INTERACTION_TOKEN_TTL_MS } from './caller-replies';

type Trx = Transaction<Database>;

/** The call's sent or waiting assignment DMs and channel post. */
async function callMessages(trx: Trx, callId: string) {
  return trx
    .selectFrom('outbox')
    .select(['kind', 'payload'])
    .where('kind', 'in', ['call_dm', 'call_post'])
    .where(sql<string>`payload->>'callId'`, '=', callId)
    .execute();
}

/**
 * Discord's side of a dispatch change, queued in the change's own transaction: a unit newly
 * on a call gets its assignment DM; every Discord message already about the call (the
 * caller's /911 reply, the units' DMs, the dispatch channel's post) is brought to the call's
 * new state; a unit's new status updates its DMs of open calls.
 */
export async function queueCallFollowUps(trx: Trx, event: DispatchEvent): Promise<void> {
  const { department, type, data } = event;
  const now = new Date(event.at);
  if (type === 'call.created' && (data as CallView).source === '911') {
    const call = data as CallView;
    // Queued whether or not the department has a dispatch channel: the worker reads the
    // configuration when it sends, and a post with nowhere to go is simply not made.
    await enqueue(trx, 'call_post', {
      callId: call._id,
      platform: department,
      status: `Call #${call.callNumber} dispatch post`,
    });
    return;
  }
  if (type === 'call.updated' || type === 'call.closed') {
    const call = data as CallView;
    const label = `Call #${call.callNumber}`;
    const reply = await findCallerReply(trx, call._id);
    if (reply && now.getTime() - reply.created_at.getTime() < INTERACTION_TOKEN_TTL_MS) {
      await enqueue(trx, 'call_edit', {
        callId: call._id,
        target: 'caller',
        status: `${label} reply`,
      });
    }
    const existing = await callMessages(trx, call._id);
    const dmed = new Set(
      existing.filter((m) => m.kind === 'call_dm').map((m) => String(m.payload.officerId)),
    );
    for (const m of existing) {
      if (m.kind === 'call_dm') {
        const p = m.payload as unknown as CallDmPayload;
        await enqueue(trx, 'call_edit', {
          callId: call._id,
          target: 'unit',
          officerId: p.officerId,
          discordId: p.discordId,
          status: `${label} assignment update`,
        });
      } else {
        await enqueue(trx, 'call_edit', {
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
      await enqueue(trx, 'call_dm', {
        callId: call._id,
        officerId: m.id,
        discordId: m.discord_id,
        status: `${label} assignment`,
      });
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
      await enqueue(trx, 'call_edit', {
        callId: dm.id,
        target: 'unit',
        officerId: unit.officerId,
        discordId: unit.discordId,
        status: `Call #${dm.call_number} assignment update`,
      });
    }
  }
}

/**
 * Subscribes the Discord follow-ups to dispatch events. Every process that writes dispatch
 * changes calls it while building its dependencies (the API's createApp, the bot's createBot,
 * the demo seed); doing so twice is harmless.
 */
export function registerDiscordFollowUps(): void {
  onDispatchEvent(queueCallFollowUps);
  // Event webhooks follow the same changes, through the same outbox.
  registerEventWebhooks();
}
