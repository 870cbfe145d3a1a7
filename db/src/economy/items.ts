import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../schema';
import type { ShopItemsTable } from '../schema/economy';
import type { GuildRoleInfo } from '../infra/config';
import { DomainError } from '../infra/errors';
import { itemHolders, syncItemRoles } from './item-roles';
import { recordAudit } from '../staff/audit-log';
import { STAFF_PROFILE } from '../staff/constants';
import { isUniqueViolation } from '../civilians/unique';

export interface ShopItem {
  id: string;
  name: string;
  description: string;
  category: string;
  priceCents: number;
  /** null: unlimited. */
  stock: number | null;
  perCivilianLimit: number | null;
  discordRoleId: string | null;
  /** The license type's id (license_types). */
  licenseType: string | null;
  /** Its name, as civilians' licenses show it. */
  licenseTypeName: string | null;
  archived: boolean;
  /** The business selling it (its price goes to the business account); null: the shop's own. */
  businessId: string | null;
  businessName: string | null;
}

/** A shop_items row with what readers see beside it: its license type's and seller's names. */
type ItemRow = Selectable<ShopItemsTable> & {
  business_id?: string | null;
  license_type_name?: string | null;
  business_name?: string | null;
};

export function toShopItem(row: ItemRow): ShopItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    priceCents: Number(row.price_cents),
    stock: row.stock === null ? null : Number(row.stock),
    perCivilianLimit: row.per_civilian_limit,
    discordRoleId: row.discord_role_id,
    licenseType: row.license_type,
    licenseTypeName: row.license_type_name ?? null,
    archived: row.archived,
    businessId: row.business_id ?? null,
    businessName: row.business_name ?? null,
  };
}

/** Items with their license type's and their seller's names. */
const itemRows = (db: Kysely<Database>) =>
  db
    .selectFrom('shop_items')
    .leftJoin('license_types', 'license_types.id', 'shop_items.license_type')
    .leftJoin('businesses', 'businesses.id', 'shop_items.business_id')
    .selectAll('shop_items')
    .select(['license_types.name as license_type_name', 'businesses.name as business_name']);

/** The row as the item's readers see it (its license type named). */
async function withLicenseName(
  trx: Transaction<Database>,
  row: Selectable<ShopItemsTable>,
): Promise<ItemRow> {
  if (!row.license_type) return { ...row, license_type_name: null };
  const type = await trx
    .selectFrom('license_types')
    .select('name')
    .where('id', '=', row.license_type)
    .executeTakeFirst();
  return { ...row, license_type_name: type?.name ?? null };
}

/**
 * Refuses a role the guild does not have (when its roles are known: staff may not pick a
 * role Discord cannot give) and a license type that is not live. An edit may keep the item's
 * current role and type, as the role mapping keeps a role that has left the guild.
 */
async function checkGrants(
  trx: Transaction<Database>,
  fields: Partial<ItemFields>,
  guildRoles: readonly GuildRoleInfo[] | null | undefined,
  before?: Selectable<ShopItemsTable>,
) {
  const roleId = fields.discordRoleId;
  if (
    roleId &&
    guildRoles &&
    roleId !== before?.discord_role_id &&
    !guildRoles.some((r) => r.id === roleId)
  ) {
    throw new DomainError('invalid', 'roles.unknownRole', {
      field: 'discordRoleId',
      params: { roleId },
    });
  }
  const type = fields.licenseType;
  if (type && type !== before?.license_type) {
    const live = await trx
      .selectFrom('license_types')
      .select('id')
      .where('id', '=', type)
      .where('retired_at', 'is', null)
      .executeTakeFirst();
    if (!live)
      throw new DomainError('invalid', 'economy.unknownLicenseType', { field: 'licenseType' });
  }
}

export interface ItemFields {
  name: string;
  description: string;
  category: string;
  priceCents: number;
  stock: number | null;
  perCivilianLimit: number | null;
  discordRoleId: string | null;
  licenseType: string | null;
}

const columns = (f: Partial<ItemFields>) => ({
  ...(f.name !== undefined && { name: f.name }),
  ...(f.description !== undefined && { description: f.description }),
  ...(f.category !== undefined && { category: f.category }),
  ...(f.priceCents !== undefined && { price_cents: f.priceCents }),
  ...(f.perCivilianLimit !== undefined && { per_civilian_limit: f.perCivilianLimit }),
  ...(f.discordRoleId !== undefined && { discord_role_id: f.discordRoleId }),
  ...(f.licenseType !== undefined && { license_type: f.licenseType }),
});

function nameTaken(err: unknown): never {
  if (isUniqueViolation(err, 'shop_items_name_unique')) {
    throw new DomainError('conflict', 'economy.nameTaken', { field: 'name' });
  }
  throw err;
}

/** A staff change's item, mapped once and written to the audit log (before and after). */
async function auditedItem(
  trx: Transaction<Database>,
  change: {
    action: 'shop_item.create' | 'shop_item.update';
    staffDiscordId: string;
    row: Selectable<ShopItemsTable>;
    before?: Selectable<ShopItemsTable>;
    now: Date;
  },
): Promise<ShopItem> {
  const item = toShopItem(await withLicenseName(trx, change.row));
  await recordAudit(trx, {
    at: change.now,
    actor: { discordId: change.staffDiscordId, profile: STAFF_PROFILE },
    action: change.action,
    target: { type: 'shop_item', id: item.id, label: item.name },
    ...(change.before && {
      before: { ...toShopItem(await withLicenseName(trx, change.before)) },
    }),
    after: { ...item },
  });
  return item;
}

/** Staff add an item; its opening stock enters the economy as created. */
export async function createItem(
  db: Kysely<Database>,
  input: {
    staffDiscordId: string;
    fields: ItemFields;
    now: Date;
    /** The guild's roles; null or absent: not known (Discord could not be read). */
    guildRoles?: readonly GuildRoleInfo[] | null;
  },
): Promise<ShopItem> {
  const { fields, now } = input;
  return db
    .transaction()
    .execute(async (trx) => {
      await checkGrants(trx, fields, input.guildRoles);
      const row = await trx
        .insertInto('shop_items')
        .values({
          ...columns(fields),
          name: fields.name,
          price_cents: fields.priceCents,
          stock: fields.stock,
          created_count: fields.stock ?? 0,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return auditedItem(trx, {
        action: 'shop_item.create',
        staffDiscordId: input.staffDiscordId,
        row,
        now,
      });
    })
    .catch(nameTaken);
}

/**
 * Staff edit an item. A new stock level counts the difference as created (more) or consumed
 * (fewer), under the item's row lock, so the item count stays conserved.
 */
export async function updateItem(
  db: Kysely<Database>,
  input: {
    staffDiscordId: string;
    itemId: string;
    fields: Partial<ItemFields> & { archived?: boolean };
    now: Date;
    /** The guild's roles; null or absent: not known (Discord could not be read). */
    guildRoles?: readonly GuildRoleInfo[] | null;
  },
): Promise<ShopItem> {
  const { fields, now } = input;
  return db
    .transaction()
    .execute(async (trx) => {
      const before = await trx
        .selectFrom('shop_items')
        .selectAll()
        .where('id', '=', input.itemId)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw new DomainError('not_found', 'economy.itemNotFound');
      await checkGrants(trx, fields, input.guildRoles, before);
      let stockChange = {};
      if (fields.stock !== undefined) {
        const delta = (fields.stock ?? 0) - (before.stock ?? 0);
        stockChange = {
          stock: fields.stock,
          created_count: Number(before.created_count) + Math.max(delta, 0),
          consumed_count: Number(before.consumed_count) + Math.max(-delta, 0),
        };
      }
      const row = await trx
        .updateTable('shop_items')
        .set({
          ...columns(fields),
          ...stockChange,
          ...(fields.archived !== undefined && { archived: fields.archived }),
          updated_at: now,
        })
        .where('id', '=', input.itemId)
        .returningAll()
        .executeTakeFirstOrThrow();
      // Holders gain the new role and lose the old one (unless another item gives it).
      if (row.discord_role_id !== before.discord_role_id) {
        await syncItemRoles(trx, await itemHolders(trx, row.id), { item: row.name });
      }
      return auditedItem(trx, {
        action: 'shop_item.update',
        staffDiscordId: input.staffDiscordId,
        row,
        before,
        now,
      });
    })
    .catch(nameTaken);
}

/** The shop: items on sale (staff also see archived ones), by category then name. */
export async function listItems(
  db: Kysely<Database>,
  options: { includeArchived?: boolean } = {},
): Promise<ShopItem[]> {
  // A business's items are on sale only while the business is approved.
  let query = itemRows(db)
    .where((eb) =>
      eb.or([eb('shop_items.business_id', 'is', null), eb('businesses.status', '=', 'active')]),
    )
    .orderBy('shop_items.category')
    .orderBy('shop_items.name');
  if (!options.includeArchived) query = query.where('shop_items.archived', '=', false);
  return (await query.execute()).map(toShopItem);
}

/** An item on sale by id, or by name (case-insensitive, exact first, else the one prefix match). */
export async function findItem(db: Kysely<Database>, ref: string): Promise<ShopItem> {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(ref);
  const rows = await itemRows(db)
    .where('shop_items.archived', '=', false)
    .where((eb) =>
      uuid
        ? eb('shop_items.id', '=', ref)
        : eb(
            eb.fn('lower', ['shop_items.name']),
            'like',
            ref.toLowerCase().replace(/[\\%_]/g, '\\$&') + '%',
          ),
    )
    .orderBy('shop_items.name')
    .limit(10)
    .execute();
  const exact = rows.find((r) => r.id === ref || r.name.toLowerCase() === ref.toLowerCase());
  const found = exact ?? (rows.length === 1 ? rows[0] : undefined);
  if (!found) throw new DomainError('not_found', 'economy.itemNotFound');
  return toShopItem(found);
}
