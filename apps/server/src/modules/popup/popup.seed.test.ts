import { expect, test } from 'vitest';
import { seedDatabase } from '../../db/seed.js';
import { useTestDatabase } from '../../test/database.js';
import { TEST_SECRET } from '../../test/secret.js';
import { findShowingPopups } from './popup.repo.js';
import { popupSeeder } from './popup.seed.js';
import { popup } from './popup.table.js';

const database = useTestDatabase();

test('the demo popup is seeded once and shows as text on /main; a second run changes nothing', async () => {
  await seedDatabase(database.db, { secret: TEST_SECRET, demo: true, seeders: [popupSeeder] });
  const first = await database.db.select().from(popup);
  expect(first).toHaveLength(1);

  await seedDatabase(database.db, { secret: TEST_SECRET, demo: true, seeders: [popupSeeder] });
  expect(await database.db.select().from(popup)).toEqual(first);
  const [shown] = await findShowingPopups(database.db, '/main');
  expect(shown).toMatchObject({ cnTypeCd: 'TEXT', trgtPages: ['/main'] });
});
