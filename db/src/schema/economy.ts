import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type TreasuryLedgerType = 'mint' | 'burn' | 'adjustment' | 'shift_pay';
export type OfferStatus = 'pending' | 'accepted' | 'declined' | 'cancelled';

/** One row (id 1): the community's own money (migration 0032). */
export interface EconomyTreasuryTable {
  id: Generated<number>;
  balance_cents: ColumnType<number, number | undefined, number>;
  updated_at: Timestamp;
}

/** The treasury's side of each mint, burn and adjustment. */
export interface EconomyTreasuryLedgerTable {
  id: Generated<number>;
  type: TreasuryLedgerType;
  /** Signed: positive adds to the treasury. */
  amount_cents: number;
  reason: string;
  actor_discord_id: string | null;
  /** The civilian an adjustment moved money to or from. */
  civilian_id: string | null;
  /** The account an adjustment touched; NULL with a civilian: their wallet. */
  account_id: string | null;
  created_at: Timestamp;
}

/** A role held items gave a member: added when the first arrived, removed with the last. */
export interface MemberItemRolesTable {
  discord_id: string;
  role_id: string;
  granted_at: Generated<Date>;
}

export interface ShopItemsTable {
  id: Generated<string>;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  category: ColumnType<string, string | undefined, string>;
  price_cents: number;
  /** NULL: unlimited. */
  stock: number | null;
  per_civilian_limit: number | null;
  /** A Discord role the holder's member has while holding the item (member_item_roles). */
  discord_role_id: string | null;
  /** The license type (license_types.id) a purchase or receipt grants. */
  license_type: string | null;
  /** Items that entered the economy: stock set by staff, or bought from unlimited stock. */
  created_count: ColumnType<number, number | undefined, number>;
  /** Items that left it: stock staff removed, holdings of deleted civilians. */
  consumed_count: ColumnType<number, number | undefined, number>;
  archived: ColumnType<boolean, boolean | undefined, boolean>;
  seq: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ShopInventoryTable {
  civilian_id: string;
  item_id: string;
  quantity: number;
  updated_at: Timestamp;
}

export interface ShopOffersTable {
  id: Generated<string>;
  item_id: string;
  from_civilian_id: string;
  to_civilian_id: string;
  quantity: number;
  /** 0: a gift. */
  price_cents: number;
  status: ColumnType<OfferStatus, OfferStatus | undefined, OfferStatus>;
  seq: Generated<number>;
  created_at: Timestamp;
  decided_at: Date | null;
}

export interface EconomyTables {
  economy_treasury: EconomyTreasuryTable;
  economy_treasury_ledger: EconomyTreasuryLedgerTable;
  shop_items: ShopItemsTable;
  shop_inventory: ShopInventoryTable;
  shop_offers: ShopOffersTable;
  member_item_roles: MemberItemRolesTable;
}
