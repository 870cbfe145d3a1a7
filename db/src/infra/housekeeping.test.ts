import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './client';
import { createTestDb } from '../testing';
import { upsertUser } from '../auth/users';
import { createSession, findSessionUser } from '../auth/sessions';
import { IDEMPOTENCY_KEY_TTL_MS, purgeExpired } from './housekeeping';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

describe('purgeExpired', () => {
  it('forgets Idempotency-Keys after a day and expired sessions, keeping the rest', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    await upsertUser(handle.db, {
      discordId: '77',
      username: 'keeper',
      discriminator: '0',
      avatar: null,
      roles: [],
    });
    const key = (age: number) => ({
      discord_id: '77',
      idempotency_key: randomUUID(),
      fingerprint: 'transfer',
      response: JSON.stringify({ ok: true }),
      created_at: new Date(now.getTime() - age),
    });
    await handle.db
      .insertInto('bank_idempotency_keys')
      .values([key(IDEMPOTENCY_KEY_TTL_MS + 1000), key(IDEMPOTENCY_KEY_TTL_MS - 60_000)])
      .execute();
    const old = await createSession(handle.db, '77', new Date('2025-01-01T00:00:00Z'));
    const fresh = await createSession(handle.db, '77', now);

    expect(await purgeExpired(handle.db, now)).toEqual({ idempotencyKeys: 1, auditEntries: 0 });
    const left = await handle.db.selectFrom('bank_idempotency_keys').select('created_at').execute();
    expect(left).toHaveLength(1);
    const sessions = await handle.db.selectFrom('sessions').select('token_hash').execute();
    expect(sessions).toHaveLength(1);
    expect(await findSessionUser(handle.db, fresh.token, now)).toBeDefined();
    expect(await findSessionUser(handle.db, old.token, now)).toBeUndefined();
  });
});
