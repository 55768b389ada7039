import { count } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { seedDatabase } from '../../db/seed.js';
import { useTestDatabase } from '../../test/database.js';
import { TEST_SECRET } from '../../test/secret.js';
import { assistInstSeeder } from '../assist-inst/index.js';
import { assistInst } from '../assist-inst/assist-inst.table.js';
import { instCodeSeeder } from '../inst-code/index.js';
import { instCode } from '../inst-code/inst-code.table.js';
import { schoolSeeder } from './school.seed.js';
import { schl } from './school.table.js';

const database = useTestDatabase();

const counts = async () => {
  const db = database.db;
  const [[a], [b], [c]] = await Promise.all([
    db.select({ n: count() }).from(instCode),
    db.select({ n: count() }).from(schl),
    db.select({ n: count() }).from(assistInst),
  ]);
  return { instCode: a!.n, schl: b!.n, assistInst: c!.n };
};

test('the demo institutions, schools and assist institutions are there once; a second run changes nothing', async () => {
  const before = await counts();
  expect(before).toEqual({ instCode: 4, schl: 8, assistInst: 5 });
  await seedDatabase(database.db, { secret: TEST_SECRET, demo: true, seeders: [instCodeSeeder, schoolSeeder, assistInstSeeder] });
  expect(await counts()).toEqual(before);
});
