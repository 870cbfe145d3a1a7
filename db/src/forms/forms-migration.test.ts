import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../../migrations';
import type { DbHandle } from '../infra/client';
import { createTestDb } from '../testing';
import { formDefinitionSchema } from './definition';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

const seeded = () =>
  handle.db
    .selectFrom('custom_forms as f')
    .innerJoin('custom_form_versions as v', 'v.form_id', 'f.id')
    .select(['f.name', 'f.departments', 'f.current_version', 'v.definition'])
    .orderBy('f.name')
    .execute();

describe('migration 0043_custom_forms', () => {
  it('seeds Traffic Stop and Vehicle Pursuit, valid forms published to the police departments', async () => {
    const forms = await seeded();
    expect(forms.map((f) => f.name)).toEqual(['Traffic Stop', 'Vehicle Pursuit']);
    for (const form of forms) {
      expect(form.current_version).toBe(1);
      expect(form.departments).toEqual(['Xbox', 'PlayStation']);
      // The frozen seeds pass the same checks as staff's definitions.
      expect(formDefinitionSchema.safeParse(form.definition).success).toBe(true);
    }
  });

  it('goes down and up again', async () => {
    const migrator = new Migrator({
      db: handle.db,
      provider: { getMigrations: async () => migrations },
    });
    const names = Object.keys(migrations);
    const previous = names[names.indexOf('0043_custom_forms') - 1]!;
    expect((await migrator.migrateTo(previous)).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect((await seeded()).map((f) => f.name)).toEqual(['Traffic Stop', 'Vehicle Pursuit']);
  });
});
