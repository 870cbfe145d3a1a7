import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { User } from './users';
import { announceSessionChange } from './session-changes';
import { DomainError } from '../infra/errors';
import { assertNotSuspended } from '../staff/suspensions';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
// Refresh the sliding expiry at most once a day so reads don't write on every request.
const SLIDE_AFTER_MS = 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Signs a member in: a new session, and their first and last sign-in times. A suspended
 * member is refused (MemberSuspendedError, saying why). The member's row is locked before
 * the check, as suspendMember locks it, so a suspension cannot miss a session created
 * while it was being stored.
 */
export async function createSession(
  db: Kysely<Database>,
  discordId: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.transaction().execute(async (trx) => {
    const signedIn = await trx
      .updateTable('users')
      .set((eb) => ({
        first_sign_in_at: eb.fn.coalesce('first_sign_in_at', eb.val(now)),
        last_sign_in_at: now,
      }))
      .where('discord_id', '=', discordId)
      .executeTakeFirst();
    if (signedIn.numUpdatedRows === 0n) throw new DomainError('not_found', 'staff.memberNotFound');
    await assertNotSuspended(trx, discordId, now);
    await trx
      .insertInto('sessions')
      .values({ token_hash: hashToken(token), discord_id: discordId, expires_at: expiresAt })
      .execute();
  });
  return { token, expiresAt };
}

/** When a session expiring at `expiresAt` was created or last renewed. */
export const renewedAt = (expiresAt: Date) => new Date(expiresAt.getTime() - SESSION_TTL_MS);

/** A live session's member and when the session expires. */
export interface SessionUser {
  user: User;
  expiresAt: Date;
}

/** The signed-in user for a cookie token, or undefined when unknown or expired. */
export async function findSessionUser(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<SessionUser | undefined> {
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.discord_id', 'sessions.discord_id')
    .selectAll('users')
    .select('sessions.expires_at')
    .where('sessions.token_hash', '=', tokenHash)
    // A session staff ended no longer signs anyone in (suspensionOfEndedSession says why).
    .where('sessions.ended_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const { expires_at, ...user } = row;
  if (expires_at.getTime() <= now.getTime()) {
    await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    return undefined;
  }
  let expiresAt = expires_at;
  if (expires_at.getTime() - now.getTime() < SESSION_TTL_MS - SLIDE_AFTER_MS) {
    expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await db
      .updateTable('sessions')
      .set({ expires_at: expiresAt })
      .where('token_hash', '=', tokenHash)
      .execute();
  }
  return { user, expiresAt };
}

export async function deleteSession(db: Kysely<Database>, token: string): Promise<void> {
  const deleted = await db
    .deleteFrom('sessions')
    .where('token_hash', '=', hashToken(token))
    .returning('discord_id')
    .executeTakeFirst();
  if (deleted) await announceSessionChange(db, deleted.discord_id);
}

export async function deleteExpiredSessions(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}
