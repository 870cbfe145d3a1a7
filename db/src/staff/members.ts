import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../schema';
import type { UsersTable } from '../schema/auth';
import type { UsersSignInColumns } from '../schema/staff';
import type { Department } from '../schema/core';
import { DomainError } from '../infra/errors';
import { decodeCursor, pageOf } from '../infra/keyset-paging';
import { escapeLike, lowerLikePostgres } from '../infra/text';
import type { Permissions } from '../auth/permissions';
import { permissionReader } from '../auth/role-mapping';
import { listCivilians, type CivilianJson } from '../civilians/civilians';
import { listAudit, type AuditEntryJson } from './audit-log';
import { listSuspensions, toSuspensionJson, type SuspensionJson } from './suspensions';

type MemberRow = Selectable<UsersTable> & Selectable<UsersSignInColumns>;

/** A profile the member acts as: an officer's or a fire/rescue member's. */
export interface MemberProfile {
  kind: 'officer' | 'fire-rescue';
  _id: string;
  department: Department;
  callsign: string;
  badgeNumber: number;
  name: string;
  rank: string;
}

/** One member in the staff console's list. */
export interface MemberSummary {
  discordId: string;
  username: string;
  discriminator: string;
  /** Discord's avatar hash; `avatarUrl` is the image, null for Discord's default avatar. */
  avatar: string | null;
  avatarUrl: string | null;
  /** Discord role ids, as last read from Discord. */
  roles: string[];
  /** What those roles allow on the site (as /api/auth/me). */
  permissions: Permissions;
  firstSignInAt: string | null;
  lastSignInAt: string | null;
  civilianCount: number;
  profiles: MemberProfile[];
  /** The suspension that applies now, if any. */
  suspension: SuspensionJson | null;
}

export const MEMBER_PAGE_MAX = 100;

const avatarUrl = (row: MemberRow) =>
  row.avatar ? `https://cdn.discordapp.com/avatars/${row.discord_id}/${row.avatar}.png` : null;

/** Adds what the list shows beside each member row: counts, profiles, current suspension. */
async function summaries(
  db: Kysely<Database>,
  rows: MemberRow[],
  now: Date,
): Promise<MemberSummary[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.discord_id);
  const [derive, counts, officers, suspensions] = await Promise.all([
    permissionReader(db).current(),
    db
      .selectFrom('civilians')
      .select(['discord_id', (eb) => eb.fn.countAll<string>().as('count')])
      .where('discord_id', 'in', ids)
      .groupBy('discord_id')
      .execute(),
    db
      .selectFrom('officers')
      .selectAll()
      .where('discord_id', 'in', ids)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('member_suspensions')
      .selectAll()
      .where('discord_id', 'in', ids)
      .where(sql<boolean>`lifted_at IS NULL AND (ends_at IS NULL OR ends_at > ${now})`)
      .execute(),
  ]);
  return rows.map((row) => {
    const suspension = suspensions.find((s) => s.discord_id === row.discord_id);
    return {
      discordId: row.discord_id,
      username: row.username,
      discriminator: row.discriminator,
      avatar: row.avatar,
      avatarUrl: avatarUrl(row),
      roles: row.roles,
      permissions: derive(row.roles),
      firstSignInAt: row.first_sign_in_at?.toISOString() ?? null,
      lastSignInAt: row.last_sign_in_at?.toISOString() ?? null,
      civilianCount: Number(counts.find((c) => c.discord_id === row.discord_id)?.count ?? 0),
      profiles: officers
        .filter((o) => o.discord_id === row.discord_id)
        .map((o) => ({
          kind: o.service === 'safr' ? ('fire-rescue' as const) : ('officer' as const),
          _id: o.id,
          department: o.department,
          callsign: o.callsign,
          badgeNumber: o.badge_number,
          name: `${o.first_name} ${o.last_name}`,
          rank: o.rank,
        })),
      suspension: suspension ? toSuspensionJson(suspension, now) : null,
    };
  });
}

export interface MemberListQuery {
  /** Part of the Discord name, or a whole Discord id. */
  q?: string | undefined;
  /** Only members suspended now. */
  suspended?: boolean | undefined;
  limit: number;
  cursor?: string | undefined;
}

/**
 * Every member who has signed in (a users row is made by signing in), by name (case-
 * insensitive), a page at a time. `q` matches part of the name, or a Discord id exactly.
 */
export async function listMembers(
  db: Kysely<Database>,
  query: MemberListQuery,
  now: Date,
): Promise<{ members: MemberSummary[]; nextCursor: string | null }> {
  const limit = Math.min(Math.max(query.limit, 1), MEMBER_PAGE_MAX);
  let select = db
    .selectFrom('users')
    .selectAll()
    .select(sql<string>`lower(username)`.as('sort_name'));
  const q = query.q?.trim();
  if (q) {
    select = /^\d+$/.test(q)
      ? select.where((eb) =>
          eb.or([eb('discord_id', '=', q), eb(sql`lower(username)`, 'like', `%${escapeLike(q)}%`)]),
        )
      : select.where(sql`lower(username)`, 'like', `%${escapeLike(lowerLikePostgres(q))}%`);
  }
  if (query.suspended) {
    select = select.where((eb) =>
      eb.exists(
        eb
          .selectFrom('member_suspensions as m')
          .select('m.id')
          .whereRef('m.discord_id', '=', 'users.discord_id')
          .where(sql<boolean>`m.lifted_at IS NULL AND (m.ends_at IS NULL OR m.ends_at > ${now})`),
      ),
    );
  }
  if (query.cursor) {
    const key = decodeCursor(query.cursor, 2);
    if (!key) throw new DomainError('invalid', 'error.invalidCursor', { field: 'cursor' });
    select = select.where(
      sql<boolean>`(lower(username), discord_id) > (${key[0]}::text, ${key[1]}::text)`,
    );
  }
  const rows = await select
    .orderBy(sql`lower(username)`)
    .orderBy('discord_id')
    .limit(limit + 1)
    .execute();
  const page = pageOf(rows, limit, (r) => [r.sort_name, r.discord_id]);
  return {
    members: await summaries(db, page.rows, now),
    nextCursor: page.nextCursor,
  };
}

export interface MemberBank {
  /** Dollars in every civilian's cash (wallet). */
  cash: number;
  /** Dollars in every civilian's accounts. */
  accounts: number;
  total: number;
  byCivilian: { civilianId: string; cash: number; accounts: number }[];
}

export interface MemberDetail {
  member: MemberSummary;
  /** Read-only: the member's civilians as the API's civilian JSON. */
  civilians: CivilianJson[];
  bank: MemberBank;
  suspensions: SuspensionJson[];
  /** The newest audit entries of what the member did. */
  recentActivity: AuditEntryJson[];
}

async function memberBank(db: Kysely<Database>, discordId: string): Promise<MemberBank> {
  const rows = await db
    .selectFrom('civilians as c')
    .select((eb) => [
      'c.id',
      eb
        .selectFrom('bank_wallets as w')
        .select('w.balance_cents')
        .whereRef('w.civilian_id', '=', 'c.id')
        .as('cash_cents'),
      eb
        .selectFrom('bank_accounts as a')
        .select((a) => a.fn.sum<string>('a.balance_cents').as('sum'))
        .whereRef('a.civilian_id', '=', 'c.id')
        .as('accounts_cents'),
    ])
    .where('c.discord_id', '=', discordId)
    .orderBy('c.created_at')
    .execute();
  const byCivilian = rows.map((r) => ({
    civilianId: r.id,
    cashCents: Number(r.cash_cents ?? 0),
    accountsCents: Number(r.accounts_cents ?? 0),
  }));
  const cash = byCivilian.reduce((s, c) => s + c.cashCents, 0);
  const accounts = byCivilian.reduce((s, c) => s + c.accountsCents, 0);
  return {
    cash: cash / 100,
    accounts: accounts / 100,
    total: (cash + accounts) / 100,
    byCivilian: byCivilian.map((c) => ({
      civilianId: c.civilianId,
      cash: c.cashCents / 100,
      accounts: c.accountsCents / 100,
    })),
  };
}

/** Everything the staff console shows about one member. */
export async function getMemberDetail(
  db: Kysely<Database>,
  discordId: string,
  now: Date,
  activityLimit = 20,
): Promise<MemberDetail> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('discord_id', '=', discordId)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'staff.memberNotFound');
  const [[member], civilians, bank, suspensions, activity] = await Promise.all([
    summaries(db, [row], now),
    // A page of the largest size: staff read a member at a glance; the member's dashboard pages.
    listCivilians(db, discordId).then((page) => page.civilians),
    memberBank(db, discordId),
    listSuspensions(db, discordId, now),
    listAudit(db, { member: discordId }, { limit: activityLimit }),
  ]);
  return { member: member!, civilians, bank, suspensions, recentActivity: activity.entries };
}
