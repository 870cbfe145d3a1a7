import type { Kysely, Transaction } from 'kysely';
import type { Language } from '../auth/languages';
import type { Database } from '../schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Discord lets an interaction's token edit its reply this long after the interaction. */
export const INTERACTION_TOKEN_TTL_MS = 15 * 60 * 1000;

/**
 * Remembers the /911 interaction a call answered, so its private reply can follow the call,
 * in the language it was answered in (`language`: the caller's Discord client's when shipped;
 * left out, the edits follow their site choice, else the community's default).
 */
export async function rememberCallerReply(
  db: Db,
  reply: { callId: string; applicationId: string; token: string; at: Date; language?: Language },
): Promise<void> {
  await db
    .insertInto('discord_call_replies')
    .values({
      call_id: reply.callId,
      application_id: reply.applicationId,
      interaction_token: reply.token,
      created_at: reply.at,
      language: reply.language ?? null,
    })
    .onConflict((oc) => oc.column('call_id').doNothing())
    .execute();
}

export async function findCallerReply(db: Db, callId: string) {
  return db
    .selectFrom('discord_call_replies')
    .selectAll()
    .where('call_id', '=', callId)
    .executeTakeFirst();
}
