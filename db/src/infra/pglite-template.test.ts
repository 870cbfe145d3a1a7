import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from './client';
import { migrateToLatest } from './migrate';
import { writePgliteTemplate } from './pglite-template';
import { testEngine } from '../testing';

describe.skipIf(testEngine() !== 'pglite')('the embedded database template', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tenfour-template-'));
  const template = path.join(dir, 'template.tar.gz');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'starts a new directory migrated, and leaves an existing database as it is',
    { timeout: 120_000 },
    async () => {
      await writePgliteTemplate(template);
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
});
