import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../client';
import { createTestDb } from '../testing';
import { upsertUser } from '../users';
import { lowerLikePostgres } from '../text';
import { prefixUpperBound, suggestNames } from './search';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});

async function addCivilians(discordId: string, names: string[]) {
  await upsertUser(handle.db, {
    discordId,
    username: `user${discordId}`,
    discriminator: '0',
    avatar: null,
    roles: [],
  });
  await handle.db
    .insertInto('civilians')
    .values(
      names.map((name, i) => {
        const [first, last] = name.split(' ') as [string, string];
        return {
          discord_id: discordId,
          first_name: first,
          last_name: last,
          date_of_birth: '1990-01-01',
          ssn: `${discordId}${i}`.padEnd(9, '0'),
          occupation: 'Citizen',
        };
      }),
    )
    .execute();
}

const found = async (q: string) => (await suggestNames(handle.db, q)).map((s) => s.name);
afterAll(async () => {
  await handle?.close();
});

describe('prefix ranges', () => {
  it('advance the last character, skipping what cannot be encoded', () => {
    expect(prefixUpperBound('ab')).toBe('ac');
    expect(prefixUpperBound('zoë')).toBe('zoì');
    expect(prefixUpperBound('a\u{D7FF}')).toBe('a\u{E000}');
    expect(prefixUpperBound('a\u{10FFFF}')).toBe('b');
    expect(prefixUpperBound('\u{1F600}')).toBe('\u{1F601}');
  });

  it('find exactly the names starting with what was typed, accents and wildcards included', async () => {
    await addCivilians('5550001', [
      'Zoë Adams',
      'Zoe Baker',
      'Zoëlla Cruz',
      'Zp Dunn',
      'Zo_ Evans',
    ]);
    expect(await found('zoë')).toEqual(['Zoë Adams', 'Zoëlla Cruz']);
    expect(await found('zo')).toEqual(['Zo_ Evans', 'Zoe Baker', 'Zoë Adams', 'Zoëlla Cruz']);
    expect(await found('zo_')).toEqual(['Zo_ Evans']);
  });

  it('lowercase what was typed as the database lowercases names', async () => {
    expect(lowerLikePostgres('İSTANBUL ΟΔΟΣ Zoë')).toBe('istanbul οδοσ zoë');
    await addCivilians('5550004', ['İpek Yılmaz', 'Νίκος ΠΑΠΑΣ']);
    // JavaScript alone would read "i̇pek" (a combining dot) and "παπας" (a final ς).
    expect(await found('İPEK')).toEqual(['İpek Yılmaz']);
    expect(await found('ΠΑΠΑΣ')).toEqual(['Νίκος ΠΑΠΑΣ']);
    expect(await found('νίκος παπασ')).toEqual(['Νίκος ΠΑΠΑΣ']);
  });
});

describe('last-name matches', () => {
  it('fill the list only where full-name prefixes leave room', async () => {
    await addCivilians('5550003', ['Qu Adams', 'Quin Baker', 'Al Quorn']);
    const top = async (q: string, limit: number) =>
      (await suggestNames(handle.db, q, limit)).map((s) => s.name);
    expect(await top('qu', 2)).toEqual(['Qu Adams', 'Quin Baker']);
    expect(await top('qu', 3)).toEqual(['Qu Adams', 'Quin Baker', 'Al Quorn']);
    expect(await top('quo', 3)).toEqual(['Al Quorn']);
  });
});

describe('typo suggestions', () => {
  it('need every word typed to resemble the name, not one word alone', async () => {
    await addCivilians('5550002', ['Johm Smiht', 'Al Smiht', 'Jane Doe']);
    // "al smiht" scores 0.43 against "johm smiht" on its shared last name alone.
    expect(await found('jomh smiht')).toEqual(['Johm Smiht']);
    expect(await found('johms miht')).toEqual(['Johm Smiht']);
    // Short words carry no trigrams worth checking; the long ones still must match.
    expect(await found('johm a smiht')).toEqual(['Johm Smiht']);
    // Nor do words without letters or digits, which pg_trgm skips.
    expect(await found('jomh smiht ...')).toEqual(['Johm Smiht']);
    expect(await found('smhit')).toEqual([]);
    expect(await found('jaen doe')).toEqual(['Jane Doe']);
  });
});
