import { isHttpUrl, isSiteImagePath } from '@portal/contract';
import { expect, test } from 'vitest';
import { seedDatabase } from '../../db/seed.js';
import { useTestDatabase } from '../../test/database.js';
import { TEST_SECRET } from '../../test/secret.js';
import { findShowingBanners } from './banner.repo.js';
import { bannerSeeder } from './banner.seed.js';
import { banner } from './banner.table.js';

const database = useTestDatabase();

test('the demo banners are seeded once, linked or plain images with alternative text; a second run changes nothing', async () => {
  await seedDatabase(database.db, { secret: TEST_SECRET, demo: true, seeders: [bannerSeeder] });
  const first = await database.db.select().from(banner);
  expect(first).toHaveLength(2);

  await seedDatabase(database.db, { secret: TEST_SECRET, demo: true, seeders: [bannerSeeder] });
  expect(await database.db.select().from(banner)).toEqual(first);
  const banners = await findShowingBanners(database.db, 'MAIN');
  expect(banners).toHaveLength(2);
  for (const b of banners) {
    expect(isSiteImagePath(b.imagePath)).toBe(true);
    expect(b.altText).not.toBe('');
    expect(b.linkUrl === null || isHttpUrl(b.linkUrl)).toBe(true);
  }
});
