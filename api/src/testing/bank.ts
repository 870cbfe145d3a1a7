import type { Kysely } from 'kysely';
import type { Database } from '@tenfour/db';
import type { InferResponseType } from 'hono/client';
import type { ApiClient } from './client';
import type { TestMember } from './test-app';

/** Inserts a civilian for a member directly (the civilians API is another area's). */
export async function insertCivilian(
  db: Kysely<Database>,
  owner: Pick<TestMember, 'discordId'>,
  firstName = 'Jamie',
  lastName = 'Rivera',
): Promise<string> {
  const row = await db
    .insertInto('civilians')
    .values({
      discord_id: owner.discordId,
      first_name: firstName,
      last_name: lastName,
      date_of_birth: '1990-04-12',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

type Bank = ApiClient['bank'];

export type AccountsJson = InferResponseType<Bank['accounts'][':civilianId']['$get'], 200>;
export type AccountJson = AccountsJson['accounts'][number];
export type TransactionJson = InferResponseType<
  Bank['transactions']['byCivilian'][':civilianId']['$get'],
  200
>['transactions'][number];

/** The member's civilian's accounts (provisioning them on first call). */
export async function accountsOf(member: TestMember, civilianId: string): Promise<AccountsJson> {
  const res = await member.client.api.bank.accounts[':civilianId'].$get({ param: { civilianId } });
  if (res.status !== 200) throw new Error(`accounts: ${res.status} ${await res.text()}`);
  return (await res.json()) as AccountsJson;
}

export async function checkingOf(member: TestMember, civilianId: string): Promise<AccountJson> {
  const { accounts } = await accountsOf(member, civilianId);
  const checking = accounts.find((a) => a.accountType === 'Checking');
  if (!checking) throw new Error('no checking account');
  return checking;
}
