import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { DbHandle } from '../infra/client';
import { createTestDb } from '../testing';
import { upsertUser } from '../auth/users';
import { lowerLikePostgres } from '../infra/text';
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

  it('check three-letter words too, with their first two letters swapped back', async () => {
    await addCivilians('5550005', ['Joe Smiht', 'Ann Smiht']);
    // "ann smiht" scores above the threshold against "jeo smiht" on the last name alone.
    expect(await found('jeo smiht')).toContain('Joe Smiht');
    expect(await found('jeo smiht')).not.toContain('Ann Smiht');
    // "oje" shares no trigram with "joe"; read as "joe" it does.
    expect(await found('oje smiht')).toContain('Joe Smiht');
    expect(await found('oje smiht')).not.toContain('Ann Smiht');
  });
});

describe('typo suggestions in a community where names repeat', () => {
  const FIRST = `James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William
    Barbara Richard Susan Joseph Jessica Thomas Sarah Charles Karen Daniel Nancy Matthew Betty
    Anthony Sandra Mark Margaret Donald Ashley Steven Kimberly Andrew Emily Paul Donna Joshua
    Michelle Kenneth Carol`.split(/\s+/);
  const LAST = `Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez
    Hernandez Lopez Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez
    Thompson White Harris Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright
    Scott Torres Nguyen Hill Flores`.split(/\s+/);
  // Every pair three times: a name is carried by several civilians, as in a large community.
  const names = FIRST.flatMap((first) => LAST.map((last) => `${first} ${last}`));

  beforeAll(async () => {
    await upsertUser(handle.db, {
      discordId: '5550010',
      username: 'repeated',
      discriminator: '0',
      avatar: null,
      roles: [],
    });
    await handle.db
      .insertInto('civilians')
      .values(
        [0, 1, 2].flatMap(() =>
          names.map((name) => {
            const [first, last] = name.split(' ') as [string, string];
            return {
              discord_id: '5550010',
              first_name: first,
              last_name: last,
              date_of_birth: '1990-01-01',
            };
          }),
        ),
      )
      .execute();
  });

  it('find the name meant in the top 12 for at least 197 of 200 transposed letters', async () => {
    // A fixed pseudo-random sequence: the same 200 typos on every run and engine.
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    let hits = 0;
    for (let n = 0; n < 200; n++) {
      const name = names[Math.floor(next() * names.length)]!;
      const i = 1 + Math.floor(next() * (name.length - 3));
      const typo = name.slice(0, i) + name[i + 1] + name[i] + name.slice(i + 2);
      if ((await found(typo)).includes(name)) hits++;
    }
    expect(hits).toBeGreaterThanOrEqual(197);
  });

  it('find a short last name with its first two letters swapped', async () => {
    // "ikm" shares no trigram with "kim": a three-letter word is not checked on its own.
    await addCivilians('5550011', ['Anthony Kim', 'Theresa Fox']);
    expect(await found('anthony ikm')).toContain('Anthony Kim');
    expect(await found('theresa ofx')).toContain('Theresa Fox');
  });

  it('list each similar name once before a second civilian of any of them', async () => {
    const top = await found('jonh smith');
    expect(top[0]).toBe('John Smith');
    expect(new Set(top.slice(0, 3)).size).toBe(3);
  });

  it('keep the distinct names exactly in step with renames and deletions', async () => {
    const [renamed, deleted] = await handle.db
      .selectFrom('civilians')
      .select('id')
      .where('discord_id', '=', '5550010')
      .where('first_name', '=', 'Carol')
      .where('last_name', '=', 'Flores')
      .orderBy('id')
      .limit(2)
      .execute();
    await handle.db
      .updateTable('civilians')
      .set({ first_name: 'Caroline', last_name: 'Floresta' })
      .where('id', '=', renamed!.id)
      .execute();
    await handle.db.deleteFrom('civilians').where('id', '=', deleted!.id).execute();
    expect(await found('caorline floresta')).toEqual(['Caroline Floresta']);
    const drift = await sql<{ n: number }>`SELECT count(*)::int AS n FROM (
        (SELECT name, civilians FROM civilian_names
          EXCEPT SELECT lower(first_name || ' ' || last_name), count(*)::int FROM civilians GROUP BY 1)
        UNION ALL
        (SELECT lower(first_name || ' ' || last_name), count(*)::int FROM civilians GROUP BY 1
          EXCEPT SELECT name, civilians FROM civilian_names)) d`.execute(handle.db);
    expect(drift.rows[0]!.n).toBe(0);
    const flores = await handle.db
      .selectFrom('civilian_names')
      .select('civilians')
      .where('name', '=', 'carol flores')
      .executeTakeFirstOrThrow();
    expect(flores.civilians).toBe(1);
    // The last civilian of a name takes the name with it.
    await handle.db.deleteFrom('civilians').where('id', '=', renamed!.id).execute();
    expect(
      await handle.db
        .selectFrom('civilian_names')
        .select('name')
        .where('name', '=', 'caroline floresta')
        .execute(),
    ).toEqual([]);
  });
});
