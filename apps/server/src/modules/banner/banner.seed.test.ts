import { isPostingLink } from '@portal/contract';
import { expect, test } from 'vitest';
import { seedDatabase } from '../../db/seed.js';
import { useTestDatabase } from '../../test/database.js';
import { TEST_SECRET } from '../../test/secret.js';
import { bannerSeeder } from './banner.seed.js';
import { banner } from './banner.table.js';

const database = useTestDatabase();

test('the demo banners are seeded once, linked or plain, with alternative text for the pictures files.demo-images attaches; a second run changes nothing', async () => {
  await seedDatabase(database.db, { secret: TEST_SECRET, demo: true, seeders: [bannerSeeder] });
  const first = await database.db.select().from(banner);
  expect(first).toHaveLength(2);

  await seedDatabase(database.db, { secret: TEST_SECRET, demo: true, seeders: [bannerSeeder] });
  expect(await database.db.select().from(banner)).toEqual(first);
  for (const b of first) {
    expect(b.bannerSeCd).toBe('MAIN');
    expect(b.altText).not.toBe('');
    expect(b.linkUrl === null || isPostingLink(b.linkUrl)).toBe(true);
  }
});
