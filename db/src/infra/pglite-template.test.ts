import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from './client';
import { migrateToLatest } from './migrate';
import {
  engineFingerprint,
  INITDB_PARAMS,
  type PgliteBaseStamp,
  writePgliteTemplate,
} from './pglite-template';
import { testEngine } from '../testing';

/** The initialised directory the build starts from (`npm run pglite:base`). */
const BASE = fileURLToPath(new URL('../../pglite/initdb.tar.gz', import.meta.url));
const BASE_STAMP = BASE.replace(/\.tar\.gz$/, '.json');

describe('the initialised directory kept in the repository', () => {
  it("was made by the installed engine with the server's settings", () => {
    // A PGlite upgrade without `npm run pglite:base` would quietly bring initdb's memory back
    // into every first start.
    const stamp = JSON.parse(readFileSync(BASE_STAMP, 'utf8')) as PgliteBaseStamp;
    expect(stamp).toEqual({ engine: engineFingerprint(), initdbParams: INITDB_PARAMS });
  });
});

describe.skipIf(testEngine() !== 'pglite')('the embedded database template', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tenfour-template-'));
  const template = path.join(dir, 'template.tar.gz');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'starts a new directory migrated, and leaves an existing database as it is',
    { timeout: 120_000 },
    async () => {
      await writePgliteTemplate(template, BASE);
      const dataDir = path.join(dir, 'data');

      const first = await createDb({ pgliteDir: dataDir, pgliteTemplate: template });
      try {
        expect(await migrateToLatest(first.db)).toEqual([]);
        await sql`CREATE TABLE kept (id int)`.execute(first.db);
        const trigram = await sql<{ s: number }>`SELECT similarity('Jonathan', 'Jonatahn') AS s`
          .execute(first.db)
          .then((r) => r.rows[0]!.s);
        expect(trigram).toBeGreaterThan(0.3);
      } finally {
        await first.close();
      }

      // Opened again with the template at hand: the table written above is still there.
      const again = await createDb({ pgliteDir: dataDir, pgliteTemplate: template });
      try {
        const tables = await sql<{ n: string }>`SELECT to_regclass('kept')::text AS n`
          .execute(again.db)
          .then((r) => r.rows[0]!.n);
        expect(tables).toBe('kept');
      } finally {
        await again.close();
      }
    },
  );

  it('fills a directory that exists but is empty', { timeout: 120_000 }, async () => {
    const dataDir = path.join(dir, 'empty');
    mkdirSync(dataDir);
    const handle = await createDb({ pgliteDir: dataDir, pgliteTemplate: template });
    try {
      expect(await migrateToLatest(handle.db)).toEqual([]);
      expect(readdirSync(dir).filter((name) => name.includes('.unpacking-'))).toEqual([]);
    } finally {
      await handle.close();
    }
  });

  it('runs initdb as before when the template file is missing', { timeout: 120_000 }, async () => {
    const handle = await createDb({
      pgliteDir: path.join(dir, 'plain'),
      pgliteTemplate: path.join(dir, 'missing.tar.gz'),
    });
    try {
      expect((await migrateToLatest(handle.db)).length).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
  });

  it(
    'runs initdb when the initialised directory was made by another engine',
    { timeout: 120_000 },
    async () => {
      const stale = path.join(dir, 'stale.tar.gz');
      copyFileSync(BASE, stale);
      const stamp: PgliteBaseStamp = { engine: 'another', initdbParams: INITDB_PARAMS };
      writeFileSync(stale.replace(/\.tar\.gz$/, '.json'), JSON.stringify(stamp));
      const made = path.join(dir, 'from-initdb.tar.gz');
      await writePgliteTemplate(made, stale);
      const handle = await createDb({
        pgliteDir: path.join(dir, 'from-initdb'),
        pgliteTemplate: made,
      });
      try {
        expect(await migrateToLatest(handle.db)).toEqual([]);
      } finally {
        await handle.close();
      }
    },
  );
});
