import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../schema';
import { DomainError } from '../infra/errors';

/** Tables of what a civilian owns: each row has an `id` and its civilian's `civilian_id`. */
export type Belonging = 'vehicles' | 'weapons' | 'bank_accounts';

/**
 * A vehicle's, weapon's or bank account's row when its civilian belongs to the member;
 * anything else is not found (`notFound`), so no one learns that another member's row exists.
 */
export async function requireOwned<T extends Belonging>(
  db: Kysely<Database>,
  table: T,
  id: string,
  discordId: string,
  notFound: 'bank.accountNotFound' | 'civilians.vehicleNotFound' | 'civilians.weaponNotFound',
): Promise<Selectable<Database[T]>> {
  // Written for one of the tables so Kysely can type it; the others have the same two columns.
  const t = table as Belonging as 'vehicles';
  const row = await db
    .selectFrom(t)
    .innerJoin('civilians', 'civilians.id', `${t}.civilian_id`)
    .selectAll(t)
    .where(`${t}.id`, '=', id)
    .where('civilians.discord_id', '=', discordId)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', notFound);
  return row as Selectable<Database[T]>;
}
