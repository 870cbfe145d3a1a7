import type { APIInteraction } from 'discord-api-types/v10';
import { findUser, permissionReader, type Permissions, DomainError } from '@tenfour/db';
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
import type { DiscordTextKey } from '@tenfour/db/discord';
import { domainMessage, say } from '../i18n/replies';
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
  const t = say(deps);
  const discordId = actorId(interaction);
  if (!discordId) throw refuse(t('refuse.notSupported'));
  const user = await findUser(deps.db, discordId);
  if (!user) {
    throw refuse(
      t('refuse.signInFirst', {
        site: deps.config.publicUrl.origin,
        appName: deps.config.appName,
      }),
    );
  }
  const suspension = await findActiveSuspension(deps.db, discordId, deps.now());
  if (suspension) throw new Refusal(suspendedReply(suspension, deps.language));
  return { discordId, permissions: await permissionReader(deps.db).derive(user.roles) };
}

export interface MemberUnit {
  officer: Officer;
  unit: UnitView;
}

const PERMISSION_NAME = {
  publicSafety: 'role.publicSafety',
  fireRescue: 'role.fireRescue',
} as const;
const PROFILE_NAME = { police: 'profile.police', safr: 'profile.fire' } as const;

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
  const t = say(deps);
  const names = services.map((s) => t(PERMISSION_NAME[UNIT_SERVICE_RULES[s].permission]));
  if (!permitted) {
    const [first = '', second] = names;
    throw refuse(
      second === undefined
        ? t('refuse.requiresRole', { role: first })
        : t('refuse.requiresEitherRole', { first, second }),
    );
  }
  const profiles = services.map((s) => t(PROFILE_NAME[s]));
  const [first = '', second] = profiles;
  const where = { appName: deps.config.appName, site: deps.config.publicUrl.origin };
  throw refuse(
    second === undefined
      ? t('refuse.registerProfile', { profile: first, ...where })
      : t('refuse.registerEitherProfile', { first, second, ...where }),
  );
}

/** Counts one use of a limited command by the member; over the limit, a private refusal. */
export async function enforceLimit(
  deps: InteractionDeps,
  kind: RateLimitKind,
  member: Member,
): Promise<void> {
  const decision = await deps.limits.consume(kind, member.discordId);
  if (!decision.allowed) throw refuse(limitMessage(deps, kind, decision));
}

const LIMIT_REFUSAL: Partial<Record<RateLimitKind, DiscordTextKey>> = {
  discord_911: 'limit.discord911',
  discord_lookup: 'limit.discordLookup',
};

/** A limit's refusal in the member's language, with when to try again. */
function limitMessage(
  deps: InteractionDeps,
  kind: RateLimitKind,
  decision: { message: string; retryAfterSeconds?: number },
): string {
  const refusal = LIMIT_REFUSAL[kind];
  const seconds = decision.retryAfterSeconds;
  if (!refusal || seconds === undefined) return decision.message;
  const t = say(deps);
  const minutes = Math.ceil(seconds / 60);
  const again =
    seconds < 60
      ? t(seconds === 1 ? 'limit.trySecond' : 'limit.trySeconds', { count: seconds })
      : t(minutes === 1 ? 'limit.tryMinute' : 'limit.tryMinutes', { count: minutes });
  return `${t(refusal)} ${again}`;
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
    if (err instanceof MemberSuspendedError) {
      return suspendedReply(err.suspension, deps.language);
    }
    if (err instanceof DomainError) return ephemeral(`❌ ${domainMessage(err, deps.language)}`);
    deps.log?.(`${what} failed`, err);
    return ephemeral(`❌ ${say(deps)('refuse.failed')}`);
  }
}
