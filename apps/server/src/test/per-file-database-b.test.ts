import { expect, test } from 'vitest';
import { siteSetting } from '../modules/site/site.table.js';
import { useTestDatabase } from './database.js';

// With per-file-database-a.test.ts: whichever file runs second would see the other's row in a shared database.
const database = useTestDatabase();

test('a test file has a database of its own, cloned from the migrated template', async () => {
  const { rows } = await database.pool.query<{ name: string }>('select current_database() as name');
  expect(rows[0]?.name).toBe(database.name);
  await database.db.insert(siteSetting).values({ settingKey: 'per-file-b', settingValue: 'b' });
  const keys = (await database.db.select().from(siteSetting)).map((r) => r.settingKey);
  expect(keys).toContain('per-file-b');
  expect(keys).not.toContain('per-file-a');
});
