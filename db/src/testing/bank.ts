import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { provisionCivilian } from '../bank/provision';
import { insertMember } from './fixtures';

/** A new member with a unique Discord id. */
export function addMember(db: Kysely<Database>, username: string): Promise<string> {
  return insertMember(db, [], { username });
}

/** Pat Payer, a civilian of `discordId`, with a wallet and accounts holding `opening` if given. */
export async function addPayer(
  db: Kysely<Database>,
  discordId: string,
  opening: { walletCents: number; checkingCents: number } | null,
): Promise<string> {
  const { id } = await db
    .insertInto('civilians')
    .values({
      discord_id: discordId,
      first_name: 'Pat',
      last_name: 'Payer',
      date_of_birth: '1991-01-01',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (opening) await provisionWith(db, id, opening);
  return id;
}

/**
 * Opens a civilian's bank with exactly these opening balances (when the member's one grant is
 * still unused), whatever the community has stored: the stored values are swapped for the
 * call inside its transaction, which holds the settings row, so nothing else sees them.
 */
export async function provisionWith(
  db: Kysely<Database>,
  civilianId: string,
  opening: { walletCents: number; checkingCents: number },
  now: Date = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const stored = await trx
      .selectFrom('community_settings')
      .select(['opening_wallet_cents', 'opening_checking_cents'])
      .forUpdate()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('community_settings')
      .set({
        opening_wallet_cents: opening.walletCents,
        opening_checking_cents: opening.checkingCents,
      })
      .execute();
    await provisionCivilian(trx, civilianId, opening, now);
    await trx.updateTable('community_settings').set(stored).execute();
  });
}

/** A civilian's cash and account balances (accounts in the order they were opened). */
export async function pockets(db: Kysely<Database>, civilianId: string) {
  const wallet = await db
    .selectFrom('bank_wallets')
    .select('balance_cents')
    .where('civilian_id', '=', civilianId)
    .executeTakeFirstOrThrow();
  const accounts = await db
    .selectFrom('bank_accounts')
    .select(['id', 'balance_cents'])
    .where('civilian_id', '=', civilianId)
    .orderBy('seq')
    .execute();
  return { wallet: wallet.balance_cents, accounts: accounts.map((a) => a.balance_cents) };
}
