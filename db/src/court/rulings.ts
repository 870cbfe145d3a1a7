import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { RulingOutcome } from '../schema/court';
import type { ChargedOffense } from '../schema/records';
import { DomainError } from '../infra/errors';
import { isUniqueViolation } from '../civilians/unique';
import { recordAudit } from '../staff/audit-log';
import { refundFine } from '../bank/fine-debits';
import { discordMoney } from '../discord/money';
import { publishRecordEvent } from '../records/record-events';
import { addTimeline } from './cases';
import { chargesOf } from './charges';
import {
  caseLabel,
  judgeName,
  lockOpenCase,
  parties,
  queueCourtDm,
  type Judge,
} from './proceedings';

export const REASON_MAX = 2000;

export interface RulingInput {
  caseId: string;
  judge: Judge;
  chargeIndex: number;
  outcome: RulingOutcome;
  /** For 'reduced': the new fine (at most the charge's) and/or jail time; unset keeps it. */
  fineCents?: number | undefined;
  jailMinutes?: number | undefined;
  reason: string;
  now: Date;
}

export interface RulingResult {
  chargeIndex: number;
  outcome: RulingOutcome;
  fineCents: number;
  jailMinutes: number;
  refundedCents: number;
  refundedTo: 'checking' | 'wallet' | null;
  caseClosed: boolean;
}

/**
 * A judge rules on one charge of a contested record: upheld, reduced or dismissed. In one
 * transaction it writes the ruling, brings the record to the new fine and jail time, refunds
 * what was paid beyond the new amount into the pocket it was paid from (a ledger row naming
 * the case), closes the case once every charge is ruled on, and tells both parties by DM. A
 * fine never paid moves no money. The case row lock makes a second ruling on the same charge
 * wait and then find the first (409); the unique (case, charge) pair backs that up.
 */
export async function ruleOnCharge(
  db: Kysely<Database>,
  input: RulingInput,
): Promise<RulingResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      const kase = await lockOpenCase(trx, input.caseId);
      const record = await trx
        .selectFrom('records')
        .select([
          'id',
          'civilian_id',
          'type',
          'offenses',
          'reason',
          'fine_cents',
          'jail_minutes',
          'fine_status',
        ])
        .where('id', '=', kase.record_id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const charges = chargesOf(record);
      const charge = charges[input.chargeIndex];
      if (!charge) {
        throw new DomainError('invalid', 'court.chargeNotFound', { field: 'chargeIndex' });
      }
      const ruled = await trx
        .selectFrom('court_rulings')
        .select('charge_index')
        .where('case_id', '=', kase.id)
        .execute();
      if (ruled.some((r) => r.charge_index === charge.index)) {
        throw new DomainError('conflict', 'court.chargeAlreadyRuled');
      }
      let fineCents = charge.fineCents;
      let jailMinutes = charge.jailMinutes;
      if (input.outcome === 'dismissed') {
        fineCents = 0;
        jailMinutes = 0;
      } else if (input.outcome === 'reduced') {
        fineCents = input.fineCents ?? charge.fineCents;
        jailMinutes = input.jailMinutes ?? charge.jailMinutes;
        if (fineCents > charge.fineCents) {
          throw new DomainError('invalid', 'court.reducedFineTooHigh', {
            field: 'fine',
            params: { amount: `$${(charge.fineCents / 100).toFixed(2)}` },
          });
        }
      }
      const fineCut = charge.fineCents - fineCents;
      const jailChange = jailMinutes - charge.jailMinutes;
      const author = await judgeName(trx, input.judge.discordId);

      let refundedTo: RulingResult['refundedTo'] = null;
      const refundCents = record.fine_status === 'paid' ? fineCut : 0;
      if (refundCents > 0) {
        const refund = await refundFine(trx, {
          civilianId: record.civilian_id,
          amountCents: refundCents,
          reference: `court:${kase.id}:${charge.index}`,
          fineReference: `fine:${record.id}`,
          description: `Court refund, case ${kase.id.slice(0, 8)}: ${charge.title}`,
          now: input.now,
        });
        refundedTo = refund.refundedTo;
      }

      const offenses: ChargedOffense[] = record.offenses.map((o, i) =>
        i === charge.index ? { ...o, fineCents, jailMinutes } : o,
      );
      const newFine = record.fine_cents - fineCut;
      await trx
        .updateTable('records')
        .set({
          offenses: JSON.stringify(offenses),
          fine_cents: newFine,
          jail_minutes: Math.max(0, record.jail_minutes + jailChange),
          // An unpaid fine ruled down to nothing is owed no more.
          ...(record.fine_status === 'unpaid' && newFine === 0 ? { fine_status: 'none' } : {}),
        })
        .where('id', '=', record.id)
        .execute();
      await trx
        .insertInto('court_rulings')
        .values({
          case_id: kase.id,
          charge_index: charge.index,
          charge_title: charge.title,
          outcome: input.outcome,
          original_fine_cents: charge.fineCents,
          original_jail_minutes: charge.jailMinutes,
          fine_cents: fineCents,
          jail_minutes: jailMinutes,
          refunded_cents: refundCents,
          reason: input.reason,
          judge_discord_id: input.judge.discordId,
          created_at: input.now,
        })
        .execute();
      await addTimeline(trx, kase.id, {
        kind: 'ruling',
        authorDiscordId: input.judge.discordId,
        authorName: author,
        body: `${charge.title}: ${input.outcome}. ${input.reason}`,
        at: input.now,
      });
      const caseClosed = ruled.length + 1 >= charges.length;
      if (caseClosed) {
        await trx
          .updateTable('court_cases')
          .set({ status: 'closed', closed_at: input.now })
          .where('id', '=', kase.id)
          .execute();
      }
      await recordAudit(trx, {
        at: input.now,
        actor: { discordId: input.judge.discordId, profile: author },
        action: 'court.ruling',
        target: { type: 'court_case', id: kase.id, label: caseLabel(kase) },
        before: {
          charge: charge.title,
          fine: charge.fineCents / 100,
          jailTime: charge.jailMinutes,
        },
        after: {
          outcome: input.outcome,
          fine: fineCents / 100,
          jailTime: jailMinutes,
          refunded: refundCents / 100,
          reason: input.reason,
          caseClosed,
        },
      });
      for (const discordId of parties(kase)) {
        await queueCourtDm(trx, discordId, {
          title: 'court.rulingTitle',
          body: `court.ruling.${input.outcome}`,
          params: {
            record: caseLabel(kase),
            charge: charge.title,
            fine: discordMoney(fineCents),
            jail: String(jailMinutes),
            reason: input.reason,
          },
        });
      }
      await publishRecordEvent(trx, {
        type: 'record.updated',
        discordId: kase.owner_discord_id ?? '',
        civilianId: record.civilian_id,
        recordId: record.id,
        recordType: record.type,
        fineStatus: record.fine_status === 'unpaid' && newFine === 0 ? 'none' : record.fine_status,
      });
      return {
        chargeIndex: charge.index,
        outcome: input.outcome,
        fineCents,
        jailMinutes,
        refundedCents: refundCents,
        refundedTo,
        caseClosed,
      };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError('conflict', 'court.chargeAlreadyRuled');
    throw err;
  }
}
