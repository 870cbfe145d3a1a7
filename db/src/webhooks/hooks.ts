import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import { onDispatchEvent, type DispatchEvent } from '../dispatch/events';
import type { CallView } from '../dispatch/calls';
import type { RecordJson } from '../records/reports';
import type { WarrantJson } from '../records/warrants';
import { queueWebhookEvent } from './queue';

/** A dispatch event's public name (event webhooks and the public API's event stream). */
export const PUBLIC_DISPATCH_EVENTS = {
  'call.created': 'call.created',
  'call.updated': 'call.updated',
  'call.closed': 'call.closed',
  'unit.updated': 'unit.status',
  'panic.raised': 'panic',
  'bolo.created': 'bolo.created',
} as const;

/**
 * Queues the event webhooks a dispatch event calls for, in its transaction. A unit on a call is
 * announced as `unit.assigned` once per call, from the first event that shows it there (the
 * call's creation names the unit that created it).
 */
export async function queueDispatchWebhooks(
  trx: Transaction<Database>,
  event: DispatchEvent,
): Promise<void> {
  const type = PUBLIC_DISPATCH_EVENTS[event.type as keyof typeof PUBLIC_DISPATCH_EVENTS] as
    (typeof PUBLIC_DISPATCH_EVENTS)[keyof typeof PUBLIC_DISPATCH_EVENTS] | undefined;
  if (!type) return;
  const now = new Date(event.at);
  const data = event.data as Record<string, unknown>;
  await queueWebhookEvent(trx, { type, data, department: event.department, now });
  if (type === 'call.created' || type === 'call.updated') {
    const call = event.data as CallView;
    for (const unit of call.units) {
      await queueWebhookEvent(trx, {
        type: 'unit.assigned',
        data: { callId: call._id, callNumber: call.callNumber, unit },
        department: event.department,
        now,
        once: `${call._id}:${unit.officerId}`,
      });
    }
  }
}

/**
 * Subscribes the event webhooks to dispatch events. Every process that writes dispatch changes
 * calls it with the Discord follow-ups; twice is harmless.
 */
export function registerEventWebhooks(): void {
  onDispatchEvent(queueDispatchWebhooks);
}

/** A report filed (arrest, citation or warning), as the officer's screens show it. */
export function queueRecordCreated(trx: Transaction<Database>, record: RecordJson, now: Date) {
  return queueWebhookEvent(trx, {
    type: 'record.created',
    data: { ...record },
    department: record.platform,
    now,
  });
}

/** A fine paid, on the site or from its Discord DM. */
export function queueFinePaid(
  trx: Transaction<Database>,
  fine: {
    recordId: string;
    recordType: string;
    civilianId: string;
    civilianName: string;
    reason: string;
    amountCents: number;
    department: string;
  },
  now: Date,
) {
  return queueWebhookEvent(trx, {
    type: 'fine.paid',
    data: {
      recordId: fine.recordId,
      recordType: fine.recordType,
      civilianId: fine.civilianId,
      civilianName: fine.civilianName,
      reason: fine.reason,
      fineAmount: fine.amountCents / 100,
      paidAt: now.toISOString(),
    },
    department: fine.department,
    now,
  });
}

/** A warrant issued, or served (resolved by an officer). */
export function queueWarrantEvent(
  trx: Transaction<Database>,
  type: 'warrant.created' | 'warrant.served',
  warrant: WarrantJson,
  now: Date,
) {
  return queueWebhookEvent(trx, {
    type,
    data: { ...warrant },
    department: warrant.platform,
    now,
  });
}
