import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../schema';
import { announceSessionChange } from './session-changes';
import type { Language } from './languages';

/** A member's row, with the columns later migrations added. */
export type User = Selectable<Database['users']>;

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

/**
 * Saves the member's chosen language (null: none, the browser's or the community's applies).
 * Their cached session is refreshed, so every device sees the choice on its next page load.
 */
export async function setUserLocale(
  db: Kysely<Database>,
  discordId: string,
  locale: Language | null,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ locale, updated_at: new Date() })
    .where('discord_id', '=', discordId)
    .execute();
  await announceSessionChange(db, discordId);
}
