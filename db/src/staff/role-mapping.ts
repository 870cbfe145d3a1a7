import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema';
import type { RolePermissionKind } from '../schema/role-mapping';
import type { GuildRoleInfo } from '../infra/config';
import { DomainError } from '../infra/errors';
import { announceConfigChange } from '../community/live-config';
import { loadMappedRoles, TARGETED_PERMISSIONS, type MappedRole } from '../auth/role-mapping';
import { recordAudit } from './audit-log';
import { STAFF_PROFILE } from './constants';

/** The roles mapped to one permission (and its target). */
export interface RoleSlot {
  permission: RolePermissionKind;
  /** Department id, rank id or license class; '' for the other permissions. */
  target: string;
  roleIds: string[];
}

const slotKey = (s: { permission: string; target: string }) => `${s.permission}:${s.target}`;

/** The mapped roles grouped by permission, as the staff page and the audit log show them. */
export function toSlots(rows: readonly MappedRole[]): RoleSlot[] {
  const slots = new Map<string, RoleSlot>();
  for (const row of rows) {
    const key = slotKey(row);
    let slot = slots.get(key);
    if (!slot) {
      slot = { permission: row.permission, target: row.target, roleIds: [] };
      slots.set(key, slot);
    }
    slot.roleIds.push(row.roleId);
  }
  return [...slots.values()];
}

/**
 * Replaces the roles of the given permissions (every permission when `whole`) inside the
 * caller's transaction and announces the change; returns the rows before and after. Tests
 * use it to set a mapping without the staff page's checks.
 */
export async function replaceMappedRoles(
  trx: Transaction<Database>,
  slots: readonly RoleSlot[],
  options: { whole?: boolean; names?: ReadonlyMap<string, string> } = {},
): Promise<{ before: MappedRole[]; after: MappedRole[] }> {
  // One change at a time: two staff saving at once leave the log in the order they saved.
  await trx.selectFrom('community_settings').select('id').forUpdate().execute();
  const before = await loadMappedRoles(trx);
  const given = new Map(slots.map((s) => [slotKey(s), s]));
  const keep = before.filter((r) => !options.whole && !given.has(slotKey(r)));
  const names = new Map(before.map((r) => [r.roleId, r.roleName]));
  for (const [id, name] of options.names ?? []) names.set(id, name);
  await trx.deleteFrom('role_mappings').execute();
  const rows = [
    ...keep.map((r) => ({
      permission: r.permission,
      target: r.target,
      role_id: r.roleId,
      role_name: names.get(r.roleId) ?? r.roleName,
    })),
    ...[...given.values()].flatMap((s) =>
      [...new Set(s.roleIds)].map((roleId) => ({
        permission: s.permission,
        target: s.target,
        role_id: roleId,
        role_name: names.get(roleId) ?? null,
      })),
    ),
  ];
  if (rows.length) await trx.insertInto('role_mappings').values(rows).execute();
  await announceConfigChange(trx, 'role-mapping');
  return { before, after: await loadMappedRoles(trx) };
}

/** "Department Xbox: Xbox PSO, Xbox SAFR": one line per changed permission. */
function describe(slots: readonly RoleSlot[], nameOf: (id: string) => string) {
  return Object.fromEntries(
    slots.map((s) => [
      s.target ? `${s.permission} ${s.target}` : s.permission,
      s.roleIds.map(nameOf),
    ]),
  );
}

/**
 * Staff map Discord roles to permissions: every role must be one of the guild's (a role
 * already mapped may stay although it has left the guild: staff see it flagged and remove
 * it), every department and rank must exist. Audited (before → after, by role name) and
 * announced: every process derives permissions under the new mapping from the next request.
 */
export async function saveRoleMapping(
  db: Kysely<Database>,
  input: {
    staffDiscordId: string;
    now: Date;
    slots: RoleSlot[];
    /** True: the slots are the whole mapping (permissions left out lose their roles). */
    whole: boolean;
    guildRoles: readonly GuildRoleInfo[];
  },
): Promise<MappedRole[]> {
  const guild = new Map(input.guildRoles.map((r) => [r.id, r.name]));
  return db.transaction().execute(async (trx) => {
    const [departments, ranks, licenseTypes, mapped] = await Promise.all([
      trx.selectFrom('departments').select('id').execute(),
      trx.selectFrom('ranks').select('id').where('archived_at', 'is', null).execute(),
      trx.selectFrom('license_types').select('name').where('retired_at', 'is', null).execute(),
      loadMappedRoles(trx),
    ]);
    const departmentIds = new Set(departments.map((d) => d.id));
    // A license is mapped by its type's name, as civilians' licenses store it.
    const licenseNames = new Set(licenseTypes.map((l) => l.name));
    const mappedTargets = new Set(mapped.map(slotKey));
    const rankIds = new Set(ranks.map((r) => r.id));
    const alreadyMapped = new Set(mapped.map((r) => `${slotKey(r)}:${r.roleId}`));
    input.slots.forEach((slot, i) => {
      const field = input.whole ? `slots.${i}` : '';
      const at = (name: string) => (field ? `${field}.${name}` : name);
      if (!TARGETED_PERMISSIONS.includes(slot.permission) && slot.target !== '') {
        throw new DomainError('invalid', 'error.invalidInput', { field: at('target') });
      }
      if (slot.permission === 'department' && !departmentIds.has(slot.target)) {
        throw new DomainError('invalid', 'roles.unknownDepartment', {
          field: at('target'),
          params: { department: slot.target },
        });
      }
      if (slot.permission === 'rank' && !rankIds.has(slot.target)) {
        throw new DomainError('invalid', 'roles.unknownRank', {
          field: at('target'),
          params: { rank: slot.target },
        });
      }
      // A live license type; a type retired since it was mapped may keep its roles.
      if (
        slot.permission === 'license' &&
        !licenseNames.has(slot.target) &&
        !mappedTargets.has(slotKey(slot))
      ) {
        throw new DomainError('invalid', 'error.invalidInput', { field: at('target') });
      }
      slot.roleIds.forEach((roleId, j) => {
        if (guild.has(roleId) || alreadyMapped.has(`${slotKey(slot)}:${roleId}`)) return;
        throw new DomainError('invalid', 'roles.unknownRole', {
          field: at(`roleIds.${j}`),
          params: { roleId },
        });
      });
    });

    const { before, after } = await replaceMappedRoles(trx, input.slots, {
      whole: input.whole,
      names: guild,
    });
    const nameOf = (id: string) =>
      guild.get(id) ?? before.find((r) => r.roleId === id)?.roleName ?? id;
    const beforeSlots = toSlots(before);
    const afterSlots = toSlots(after);
    const same = (a?: RoleSlot, b?: RoleSlot) =>
      (a?.roleIds ?? []).join(',') === (b?.roleIds ?? []).join(',');
    const keys = new Set([...beforeSlots, ...afterSlots].map(slotKey));
    const changed = [...keys].filter(
      (k) =>
        !same(
          beforeSlots.find((s) => slotKey(s) === k),
          afterSlots.find((s) => slotKey(s) === k),
        ),
    );
    if (changed.length) {
      const pick = (slots: RoleSlot[]) => slots.filter((s) => changed.includes(slotKey(s)));
      await recordAudit(trx, {
        at: input.now,
        actor: { discordId: input.staffDiscordId, profile: STAFF_PROFILE },
        action: 'roles.mapping',
        target: { type: 'role_mapping', id: 'mapping', label: 'Discord role mapping' },
        before: describe(pick(beforeSlots), nameOf),
        after: describe(pick(afterSlots), nameOf),
      });
    }
    return after;
  });
}

/** Staff asked every member's roles to be read again from Discord: recorded, with how many. */
export async function recordResyncAll(
  db: Kysely<Database>,
  input: { staffDiscordId: string; now: Date; members: number },
) {
  await db.transaction().execute((trx) =>
    recordAudit(trx, {
      at: input.now,
      actor: { discordId: input.staffDiscordId, profile: STAFF_PROFILE },
      action: 'roles.resync_all',
      target: { type: 'role_mapping', id: 'members', label: 'Every member’s roles' },
      after: { members: input.members },
    }),
  );
}
