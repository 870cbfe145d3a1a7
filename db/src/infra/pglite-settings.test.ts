import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from './client';
import { testEngine } from '../testing';

const showSharedBuffers = (handle: Awaited<ReturnType<typeof createDb>>) =>
  sql<{ shared_buffers: string }>`SHOW shared_buffers`
    .execute(handle.db)
    .then((r) => r.rows[0]!.shared_buffers);

describe.skipIf(testEngine() !== 'pglite')('the embedded database on a small server', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tenfour-pglite-settings-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'opens a directory made with initdb’s settings, keeps its data and caches 16 MB of pages',
    { timeout: 120_000 },
    async () => {
      // A directory as earlier versions left it: initdb's postgresql.conf (128 MB of buffers).
      const dataDir = path.join(dir, 'existing');
      const earlier = await PGlite.create(dataDir);
      await earlier.exec(`CREATE TABLE kept (name text); INSERT INTO kept VALUES ('Jane Doe')`);
      await earlier.close();

      const handle = await createDb({ pgliteDir: dataDir });
      try {
        expect(await showSharedBuffers(handle)).toBe('16MB');
        const rows = await sql<{ name: string }>`SELECT name FROM kept`.execute(handle.db);
        expect(rows.rows).toEqual([{ name: 'Jane Doe' }]);
      } finally {
        await handle.close();
      }
    },
  );
});
