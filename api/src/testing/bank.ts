import type { Kysely } from 'kysely';
import type { Database } from '@tenfour/db';
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

export interface AccountJson {
  _id: string;
  name: string;
  accountType: string;
  type: string;
  accountNumber: string;
  number: string;
  balance: number;
}

export interface TransactionJson {
  _id: string;
  accountId: string | null;
  type: string;
  description: string;
  amount: number;
  createdAt: string;
}

export interface AccountsJson {
  success: true;
  civilian: { _id: string; firstName: string; lastName: string };
  accounts: AccountJson[];
  pendingRequests: { _id: string; accountType: string; status: string; reason: string }[];
  wallet: { balance: number };
}

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** The member's civilian's accounts (provisioning them on first call). */
export async function accountsOf(member: TestMember, civilianId: string): Promise<AccountsJson> {
  const res = await member.get(`/api/bank/accounts/${civilianId}`);
  if (res.status !== 200) throw new Error(`accounts: ${res.status} ${await res.text()}`);
  return json<AccountsJson>(res);
}

export async function checkingOf(member: TestMember, civilianId: string): Promise<AccountJson> {
  const { accounts } = await accountsOf(member, civilianId);
  const checking = accounts.find((a) => a.accountType === 'Checking');
  if (!checking) throw new Error('no checking account');
  return checking;
}
