import { sql, type Kysely } from 'kysely';

// A /911 caller's private reply is edited as the call moves on, each edit in the language the
// caller used when they called (their Discord client's, sent only with the interaction): it is
// kept with the interaction. NULL for a reply remembered before this: the caller's site choice
// or the community's default applies, as it did.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE discord_call_replies
      ADD COLUMN language text CONSTRAINT discord_call_replies_language_tag CHECK (language ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$')
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE discord_call_replies DROP COLUMN language`.execute(db);
}
