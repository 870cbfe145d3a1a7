import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { DomainError } from '../infra/errors';
import { englishMessage } from '../messages';
import { debitFine } from '../bank/fine-debits';
import type { OpeningBalances } from '../bank/types';
import { enqueue } from '../outbox/enqueue';
import { queueFinePaid } from '../webhooks/hooks';
import { memberLanguage } from '../auth/member-language';
import { finePaidStatus } from './embeds';
import { recordAudit } from '../staff/audit-log';
import { assertNotSuspended } from '../staff/suspensions';
import { RECORD_LABEL } from './reports';
import { publishRecordEvent } from './record-events';
import { serveFailureToPayWarrant } from '../jail/failure-to-pay';

export type PayFineResult =
  | { status: 'paid'; recordId: string; amountCents: number; paidFrom: 'checking' | 'wallet' }
  | { status: 'already_paid'; recordId: string; amountCents: number };

export const EXPUNGED_FINE = englishMessage('records.fineExpunged');

/** The record's fine cannot be paid: the record was expunged. */
export class RecordExpungedError extends DomainError<'records.fineExpunged'> {
  constructor() {
    super('conflict', 'records.fineExpunged');
    this.name = 'RecordExpungedError';
  }
}

/** The record's fine cannot be paid: it is contested in court and not yet ruled on. */
export class FineContestedError extends DomainError<'court.fineContested'> {
  constructor() {
    super('conflict', 'court.fineContested');
    this.name = 'FineContestedError';
  }
}

/**
 * Pays a citation's or arrest's fine for the civilian's owner (the Pay Fine button and the
 * civilian's Records panel). One transaction: lock the record, check the payer owns the
 * civilian (else 'forbidden'; unknown record 'not_found'), debit via bank/fines debitFine,
 * mark the record paid. Paying twice never charges twice. A suspended payer is refused
 * (MemberSuspendedError, with the reason), and so is an expunged record (RecordExpungedError)
 * and a fine contested in court until its case is ruled on (FineContestedError).
 * A payment is written to the audit log in the same transaction, whichever way it came.
 *
 * `updateDm` (payments made on the site) also queues, in the same transaction, the edit that
 * turns the record's Discord DM into its paid state, so its Pay Fine button stops offering a
 * payment already made. The button itself edits its message in its interaction response.
 */
export async function payRecordFine(
  db: Kysely<Database>,
  input: {
    recordId: string;
    payerDiscordId: string;
    now: Date;
    opening: OpeningBalances;
    /** Where the payment was made, for the audit log. */
    via: 'site' | 'discord';
    updateDm?: boolean;
  },
): Promise<PayFineResult> {
  return db.transaction().execute(async (trx) => {
    // The record's row lock serialises two presses of the same button; the second one
    // then sees 'paid' and charges nothing.
    const record = await trx
      .selectFrom('records')
      .select([
        'id',
        'civilian_id',
        'type',
        'fine_cents',
        'fine_status',
        'reason',
        'expunged_at',
        'department',
      ])
      .where('id', '=', input.recordId)
      .forUpdate()
      .executeTakeFirst();
    if (!record) throw new DomainError('not_found', 'records.recordNotFound');
    const owner = await trx
      .selectFrom('civilians')
      .select(['discord_id', 'first_name', 'last_name'])
      .where('id', '=', record.civilian_id)
      .executeTakeFirst();
    if (owner?.discord_id !== input.payerDiscordId) {
      throw new DomainError('forbidden', 'records.fineOwnerOnly');
    }
    await assertNotSuspended(trx, input.payerDiscordId, input.now);
    if (record.expunged_at) throw new RecordExpungedError();
    if (record.fine_status === 'paid') {
      return { status: 'already_paid', recordId: record.id, amountCents: record.fine_cents };
    }
    if (record.fine_status !== 'unpaid' || record.fine_cents <= 0) {
      throw new DomainError('conflict', 'records.noFine');
    }
    // A contest locks this row too, so an open case seen here cannot be opened meanwhile.
    const contested = await trx
      .selectFrom('court_cases')
      .select('id')
      .where('record_id', '=', record.id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (contested) throw new FineContestedError();
    const debit = await debitFine(trx, {
      civilianId: record.civilian_id,
      amountCents: record.fine_cents,
      reference: `fine:${record.id}`,
      description: `${RECORD_LABEL[record.type]} fine: ${record.reason}`.slice(0, 200),
      opening: input.opening,
      now: input.now,
    });
    await trx
      .updateTable('records')
      .set({ fine_status: 'paid', paid_at: input.now, paid_from: debit.paidFrom })
      .where('id', '=', record.id)
      .execute();
    await serveFailureToPayWarrant(trx, record.id, input.now);
    if (!debit.charged) {
      return { status: 'already_paid', recordId: record.id, amountCents: record.fine_cents };
    }
    const civilianName = `${owner.first_name} ${owner.last_name}`;
    await recordAudit(trx, {
      at: input.now,
      actor: { discordId: input.payerDiscordId, profile: `Civilian ${civilianName}` },
      action: 'fine.pay',
      target: {
        type: 'record',
        id: record.id,
        label: `${RECORD_LABEL[record.type]} · ${civilianName}`,
      },
      before: { fineStatus: 'unpaid' },
      after: {
        fineStatus: 'paid',
        amount: record.fine_cents / 100,
        paidFrom: debit.paidFrom,
        via: input.via,
      },
    });
    // The owner's open screens (the Records panel, the bank's open fines) follow the payment,
    // whichever way it was made.
    await publishRecordEvent(trx, {
      type: 'record.updated',
      discordId: input.payerDiscordId,
      civilianId: record.civilian_id,
      recordId: record.id,
      recordType: record.type,
      fineStatus: 'paid',
    });
    await queueFinePaid(
      trx,
      {
        recordId: record.id,
        recordType: record.type,
        civilianId: record.civilian_id,
        civilianName,
        reason: record.reason,
        amountCents: record.fine_cents,
        department: record.department,
      },
      input.now,
    );
    if (input.updateDm) {
      await enqueue(trx, 'dm_edit', {
        recordId: record.id,
        discordId: input.payerDiscordId,
        status: finePaidStatus(
          record.fine_cents,
          debit.paidFrom,
          await memberLanguage(trx, input.payerDiscordId),
        ),
      });
    }
    return {
      status: 'paid',
      recordId: record.id,
      amountCents: record.fine_cents,
      paidFrom: debit.paidFrom,
    };
  });
}
