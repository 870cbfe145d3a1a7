import type { APIInteraction } from 'discord-api-types/v10';
import { derivePermissions, findUser, type Permissions, DomainError } from '@tenfour/db';
import type { RateLimitKind, UnitService } from '@tenfour/db';
import {
  findActiveOfficer,
  type Officer,
  UNIT_SERVICE_RULES,
  UNIT_SERVICES,
  getUnit,
  type UnitView,
} from '@tenfour/db/dispatch';
import { findActiveSuspension, MemberSuspendedError } from '@tenfour/db/staff';
import { ephemeral, suspendedReply, type InteractionDeps, type InteractionReply } from './types';

/** Who typed or pressed, read from the server's own records on every interaction. */
export interface Member {
  discordId: string;
  permissions: Permissions;
}

/** A refusal the handler answers with instead of acting. */
export class Refusal extends Error {
  constructor(public readonly reply: InteractionReply) {
    super('refused');
  }
}

export const refuse = (content: string) => new Refusal(ephemeral(`❌ ${content}`));

export function actorId(interaction: APIInteraction): string | undefined {
  return interaction.member?.user.id ?? interaction.user?.id;
}

/**
 * The member as the site sees them: they must have signed in (the site stores their roles
 * then), must not be suspended, and their permissions come from the stored roles, exactly as
 * for a web request. Nothing the interaction carries about roles is trusted.
 */
export async function loadMember(
  deps: InteractionDeps,
  interaction: APIInteraction,
): Promise<Member> {
  const discordId = actorId(interaction);
  if (!discordId) throw refuse('This action is not supported.');
  const user = await findUser(deps.db, discordId);
  if (!user) {
    throw refuse(
      `Sign in at ${deps.config.publicUrl.origin} with Discord first; ${deps.config.appName} reads your roles then.`,
    );
  }
  const suspension = await findActiveSuspension(deps.db, discordId, deps.now());
  if (suspension) throw new Refusal(suspendedReply(suspension));
  return { discordId, permissions: derivePermissions(user.roles, deps.config.roles) };
}

export interface MemberUnit {
  officer: Officer;
  unit: UnitView;
}

const PERMISSION_NAME = { publicSafety: 'public safety', fireRescue: 'fire/rescue' } as const;

/**
 * The unit profile a member acts as, under the web's rule (requireProfile): the service's
 * permission, a stored profile of that service, and the role of its department. A member
 * with both an officer and a fire/rescue profile acts as the one on duty, else the officer.
 */
export async function requireUnit(
  deps: InteractionDeps,
  member: Member,
  services: readonly UnitService[] = UNIT_SERVICES,
): Promise<MemberUnit> {
  const found: MemberUnit[] = [];
  let permitted = false;
  for (const service of services) {
    const rules = UNIT_SERVICE_RULES[service];
    if (!member.permissions[rules.permission]) continue;
    permitted = true;
    const officer = await findActiveOfficer(deps.db, member.discordId, service);
    if (!officer) continue;
    const admitted =
      service === 'police'
        ? member.permissions.departments
        : member.permissions.fireRescueDepartments;
    if (!admitted.includes(officer.department)) continue;
    const unit = await getUnit(deps.db, officer.id);
    if (unit) found.push({ officer, unit });
  }
  const chosen = found.find((u) => u.unit.onDuty) ?? found[0];
  if (chosen) return chosen;
  const names = services.map((s) => PERMISSION_NAME[UNIT_SERVICE_RULES[s].permission]);
  if (!permitted) throw refuse(`This requires the ${names.join(' or ')} role.`);
  const profiles = services.map((s) => UNIT_SERVICE_RULES[s].profileLabel);
  throw refuse(
    `Register your ${profiles.join(' or ')} profile on ${deps.config.appName} first (${deps.config.publicUrl.origin}).`,
  );
}

/** Counts one use of a limited command by the member; over the limit, a private refusal. */
export async function enforceLimit(
  deps: InteractionDeps,
  kind: RateLimitKind,
  member: Member,
): Promise<void> {
  const decision = await deps.limits.consume(kind, member.discordId);
  if (!decision.allowed) throw refuse(decision.message);
}

/** Turns a handler's refusal or a domain rule's refusal into the private reply it deserves. */
export async function answering(
  deps: InteractionDeps,
  what: string,
  run: () => Promise<InteractionReply>,
): Promise<InteractionReply> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof Refusal) return err.reply;
    if (err instanceof MemberSuspendedError) return suspendedReply(err.suspension);
    if (err instanceof DomainError) return ephemeral(`❌ ${err.message}`);
    deps.log?.(`${what} failed`, err);
    return ephemeral('❌ That could not be done right now. Try again in a minute.');
  }
}
