import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceConfigChange } from '../community/live-config';
import { createDb, type DbHandle } from '../infra/client';
import { createTestDb } from '../testing';
import { DepartmentDirectory } from './directory';

let handle: DbHandle & { url?: string };
let other: DbHandle | undefined;
beforeAll(async () => {
  handle = await createTestDb();
  // On PostgreSQL a second connection pool stands for a second process.
  if (handle.url) other = await createDb({ databaseUrl: handle.url, poolSize: 2 });
});
afterAll(async () => {
  await other?.close();
  await handle?.close();
});

const eventually = async (check: () => Promise<void>) => {
  for (let i = 0; ; i++) {
    try {
      return await check();
    } catch (err) {
      if (i >= 100) throw err;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
};

describe('the department directory', () => {
  it('serves the list from memory until a change is announced, in every process', async () => {
    const here = new DepartmentDirectory(handle.db, handle.notifier);
    const there = new DepartmentDirectory((other ?? handle).db, (other ?? handle).notifier);
    expect((await here.all()).map((d) => d.name)).toEqual(['Xbox', 'PlayStation']);
    expect((await there.all()).map((d) => d.name)).toEqual(['Xbox', 'PlayStation']);
    await new Promise((r) => setTimeout(r, 50)); // both are listening

    await handle.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('departments')
        .set({ name: 'Xbox One' })
        .where('id', '=', 'Xbox')
        .execute();
      await announceConfigChange(trx, 'departments');
    });
    await eventually(async () => {
      expect((await there.find('Xbox'))?.name).toBe('Xbox One');
    });
    expect((await here.find('Xbox'))?.name).toBe('Xbox One');
  });

  it('keeps archived departments for the records that name them, apart from the active ones', async () => {
    const directory = new DepartmentDirectory(handle.db, handle.notifier);
    await handle.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('departments')
        .set({ archived_at: new Date() })
        .where('id', '=', 'PlayStation')
        .execute();
      await announceConfigChange(trx, 'departments');
    });
    expect((await directory.all()).map((d) => d.id)).toEqual(['Xbox', 'PlayStation']);
    expect((await directory.active()).map((d) => d.id)).toEqual(['Xbox']);
    expect(await directory.find('PlayStation')).toMatchObject({ archived: true, shortName: 'PS' });
  });
});
