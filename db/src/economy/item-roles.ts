import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema';
import { enqueue } from '../outbox/enqueue';

// A shop item's Discord role is the member's while any of their civilians holds one of the
// item, or of another item with the same role (docs/economy.md). member_item_roles records
// the roles the items gave; each holding change brings it in line with what is held and
// queues one 'member_role' outbox row per role that changed, in the change's transaction.

/**
 * Brings the item roles of the given members in line with what their civilians hold now,
 * inside the caller's transaction, after its holding changes. Call it last: its locks come
 * after every economy lock (pockets.ts), one member at a time in ascending order. The lock
 * makes two changes for one member take turns, and each reads the other's committed holdings
 * (a statement after the lock sees them), so no role is removed while an item still grants it.
 */
export async function syncItemRoles(
  trx: Transaction<Database>,
  discordIds: readonly string[],
  options: { item?: string } = {},
): Promise<{ added: string[]; removed: string[] }[]> {
  const results = [];
  for (const discordId of [...new Set(discordIds)].sort()) {
    await sql`SELECT pg_advisory_xact_lock(hashtext('member_item_roles'), hashtext(${discordId}))`.execute(
      trx,
    );
    const { rows } = await sql<{ op: 'add' | 'remove'; role_id: string }>`
      WITH wanted AS (
        SELECT DISTINCT i.discord_role_id AS role_id
        FROM shop_inventory h
        JOIN shop_items i ON i.id = h.item_id
        JOIN civilians c ON c.id = h.civilian_id
        WHERE c.discord_id = ${discordId} AND h.quantity > 0 AND i.discord_role_id IS NOT NULL
      ),
      added AS (
        INSERT INTO member_item_roles (discord_id, role_id)
        SELECT ${discordId}, role_id FROM wanted
        ON CONFLICT DO NOTHING
        RETURNING role_id
      ),
      removed AS (
        DELETE FROM member_item_roles
        WHERE discord_id = ${discordId} AND role_id NOT IN (SELECT role_id FROM wanted)
        RETURNING role_id
      )
      SELECT 'add' AS op, role_id FROM added
      UNION ALL SELECT 'remove' AS op, role_id FROM removed
      ORDER BY op, role_id
    `.execute(trx);
    for (const row of rows) {
      await enqueue(trx, 'member_role', {
        discordId,
        roleId: row.role_id,
        action: row.op,
        ...(options.item !== undefined && { item: options.item }),
      });
    }
    results.push({
      added: rows.filter((r) => r.op === 'add').map((r) => r.role_id),
      removed: rows.filter((r) => r.op === 'remove').map((r) => r.role_id),
    });
  }
  return results;
}

/** The members whose civilians hold any of the item (to reconcile after its role changed). */
export async function itemHolders(trx: Transaction<Database>, itemId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('shop_inventory')
    .innerJoin('civilians', 'civilians.id', 'shop_inventory.civilian_id')
    .select('civilians.discord_id')
    .distinct()
    .where('shop_inventory.item_id', '=', itemId)
    .where('shop_inventory.quantity', '>', 0)
    .execute();
  return rows.map((r) => r.discord_id);
}

/** Whether the member's item roles say they should hold the role now (the sender asks). */
export async function holdsItemRole(
  db: Kysely<Database>,
  discordId: string,
  roleId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('member_item_roles')
    .select('role_id')
    .where('discord_id', '=', discordId)
    .where('role_id', '=', roleId)
    .executeTakeFirst();
  return row !== undefined;
}
