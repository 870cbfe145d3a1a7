import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../schema';
import type { UsersTable } from '../schema/auth';
import { announceSessionChange } from './session-changes';

export type User = Selectable<UsersTable>;

export interface DiscordProfile {
  discordId: string;
  username: string;
  discriminator: string;
  avatar: string | null;
  roles: string[];
}

export async function upsertUser(db: Kysely<Database>, profile: DiscordProfile): Promise<User> {
  const user = await db
    .insertInto('users')
    .values({
      discord_id: profile.discordId,
      username: profile.username,
      discriminator: profile.discriminator,
      avatar: profile.avatar,
      roles: profile.roles,
    })
    .onConflict((oc) =>
      oc.column('discord_id').doUpdateSet({
        username: profile.username,
        discriminator: profile.discriminator,
        avatar: profile.avatar,
        roles: profile.roles,
        updated_at: new Date(),
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  await announceSessionChange(db, user.discord_id);
  return user;
}

export async function findUser(db: Kysely<Database>, discordId: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('discord_id', '=', discordId).executeTakeFirst();
}

/** Replaces a member's roles; returns false when the member has never signed in. */
export async function setUserRoles(
  db: Kysely<Database>,
  discordId: string,
  roles: string[],
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ roles, updated_at: new Date() })
    .where('discord_id', '=', discordId)
    .executeTakeFirst();
  const known = result.numUpdatedRows > 0n;
  if (known) await announceSessionChange(db, discordId);
  return known;
}
