import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../client';
import { createTestDb } from '../testing';
import { upsertUser } from '../users';
import { prefixUpperBound, suggestNames } from './search';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
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
    const discordId = '5550001';
    await upsertUser(handle.db, {
      discordId,
      username: 'names',
      discriminator: '0',
      avatar: null,
      roles: [],
    });
    const names = ['Zoë Adams', 'Zoe Baker', 'Zoëlla Cruz', 'Zp Dunn', 'Zo_ Evans'];
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
            ssn: `55500000${i}`,
            occupation: 'Citizen',
          };
        }),
      )
      .execute();
    const found = async (q: string) => (await suggestNames(handle.db, q)).map((s) => s.name);
    expect(await found('zoë')).toEqual(['Zoë Adams', 'Zoëlla Cruz']);
    expect(await found('zo')).toEqual(['Zo_ Evans', 'Zoe Baker', 'Zoë Adams', 'Zoëlla Cruz']);
    expect(await found('zo_')).toEqual(['Zo_ Evans']);
  });
});
