import { expect, test } from 'vitest';
import { seedDatabase } from '../../db/seed.js';
import { useTestDatabase } from '../../test/database.js';
import { TEST_SECRET } from '../../test/secret.js';
import { findActiveWords } from './prhbwd.repo.js';
import { prhbwdSeeder } from './prhbwd.seed.js';
import { prhbwd } from './prhbwd.table.js';

const database = useTestDatabase();

test('the demo words are seeded once, all in use; a second run changes nothing', async () => {
  await seedDatabase(database.db, { secret: TEST_SECRET, demo: true, seeders: [prhbwdSeeder] });
  const first = await database.db.select().from(prhbwd);
  expect(first.length).toBeGreaterThanOrEqual(5);
  expect(first.length).toBeLessThanOrEqual(8);

  await seedDatabase(database.db, { secret: TEST_SECRET, demo: true, seeders: [prhbwdSeeder] });
  expect(await database.db.select().from(prhbwd)).toEqual(first);
  expect((await findActiveWords(database.db)).length).toBe(first.length);
});
