import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTEN_APPLICATION_NAME, type DbHandle } from '../infra/client';
import { SessionCache } from './session-cache';
import { memberChanged, SESSION_CHANGES_CHANNEL } from './session-changes';
import { createSession, deleteSession } from './sessions';
import { createTestDb, testEngine } from '../testing';
import { setUserRoles, upsertUser } from './users';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

let counter = 0;
async function signedIn(roles: string[]) {
  const discordId = `7${Date.now()}${(counter += 1)}`;
  await upsertUser(handle.db, {
    discordId,
    username: `cached${counter}`,
    discriminator: '0',
    avatar: null,
    roles,
  });
  const { token, expiresAt } = await createSession(handle.db, discordId, new Date());
  return { discordId, token, expiresAt };
}

/** A cache that has finished opening its LISTEN, so it keeps what it reads. */
async function listeningCache(ttlMs?: number) {
  const cache = new SessionCache(handle.db, handle.notifier, ttlMs);
  await cache.listen();
  return cache;
}

/** Removes the row behind the cache's back: only a cached answer can still find it. */
const dropRowsSilently = (discordId: string) =>
  sql`DELETE FROM sessions WHERE discord_id = ${discordId}`.execute(handle.db);

describe('session cache', () => {
  it('answers a repeated lookup from memory', async () => {
    const cache = await listeningCache();
    const member = await signedIn(['role-a']);
    expect((await cache.find(member.token, new Date()))?.user.roles).toEqual(['role-a']);
    await dropRowsSilently(member.discordId);
    expect((await cache.find(member.token, new Date()))?.user.discord_id).toBe(member.discordId);
  });

  it('sees a role change at once', async () => {
    const cache = await listeningCache();
    const member = await signedIn(['role-a']);
    await cache.find(member.token, new Date());
    await setUserRoles(handle.db, member.discordId, ['role-b']);
    expect((await cache.find(member.token, new Date()))?.user.roles).toEqual(['role-b']);
  });

  it('forgets a signed-out session at once', async () => {
    const cache = await listeningCache();
    const member = await signedIn([]);
    expect(await cache.find(member.token, new Date())).toBeDefined();
    await deleteSession(handle.db, member.token);
    expect(await cache.find(member.token, new Date())).toBeUndefined();
  });

  it('hears changes announced by another process', async () => {
    const cache = await listeningCache();
    const member = await signedIn(['role-a']);
    await cache.find(member.token, new Date());
    // What another process's announcement sends: the write, then the NOTIFY.
    await sql`UPDATE users SET roles = ${['role-c']} WHERE discord_id = ${member.discordId}`.execute(
      handle.db,
    );
    await sql`SELECT pg_notify(${SESSION_CHANGES_CHANNEL}, ${member.discordId})`.execute(handle.db);
    await expect
      .poll(async () => (await cache.find(member.token, new Date()))?.user.roles)
      .toEqual(['role-c']);
  });

  it('does not keep an answer read while a change was announced', async () => {
    const cache = await listeningCache();
    const member = await signedIn([]);
    const reading = cache.find(member.token, new Date());
    memberChanged('someone else'); // announced while the query is in flight
    expect(await reading).toBeDefined();
    await dropRowsSilently(member.discordId);
    expect(await cache.find(member.token, new Date())).toBeUndefined();
  });

  it('never serves an expired session', async () => {
    const cache = await listeningCache();
    const member = await signedIn([]);
    await cache.find(member.token, new Date());
    const later = new Date(member.expiresAt.getTime() + 1);
    expect(await cache.find(member.token, later)).toBeUndefined();
  });

  it('reads the database again once an entry is older than its TTL', async () => {
    const cache = await listeningCache(50);
    const member = await signedIn([]);
    await cache.find(member.token, new Date());
    await dropRowsSilently(member.discordId);
    await new Promise((r) => setTimeout(r, 60));
    expect(await cache.find(member.token, new Date())).toBeUndefined();
  });
});

describe.runIf(testEngine() === 'postgres')('session cache on PostgreSQL', () => {
  it('trusts nothing it read before a lost LISTEN connection came back', async () => {
    const cache = await listeningCache();
    const member = await signedIn([]);
    await cache.find(member.token, new Date());
    await dropRowsSilently(member.discordId);
    let resumed = false;
    const unsubscribe = await handle.notifier.subscribe(
      SESSION_CHANGES_CHANNEL,
      () => undefined,
      () => (resumed = true),
    );
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE application_name = ${LISTEN_APPLICATION_NAME} AND datname = current_database()`.execute(
      handle.db,
    );
    await expect.poll(() => resumed, { timeout: 10_000 }).toBe(true);
    expect(await cache.find(member.token, new Date())).toBeUndefined();
    unsubscribe();
  });
});
