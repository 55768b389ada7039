import { isHttpUrl, isSiteImagePath } from '@portal/contract';
import { expect, test } from 'vitest';
import { seedDatabase } from '../../db/seed.js';
import { useTestDatabase } from '../../test/database.js';
import { TEST_SECRET } from '../../test/secret.js';
import { bannerSeeder } from '../banner/banner.seed.js';
import { findShowingBanners } from '../banner/banner.repo.js';
import { banner } from '../banner/banner.table.js';
import { prhbwdSeeder } from '../prhbwd/prhbwd.seed.js';
import { findActiveWords } from '../prhbwd/prhbwd.repo.js';
import { prhbwd } from '../prhbwd/prhbwd.table.js';
import { findShowingPopups } from './popup.repo.js';
import { popupSeeder } from './popup.seed.js';
import { popup } from './popup.table.js';

const database = useTestDatabase();

test('the demo words, popup and banners are seeded once; a second run changes nothing', async () => {
  const seeders = [prhbwdSeeder, popupSeeder, bannerSeeder];
  await seedDatabase(database.db, { secret: TEST_SECRET, demo: true, seeders });
  const first = {
    words: await database.db.select().from(prhbwd),
    popups: await database.db.select().from(popup),
    banners: await database.db.select().from(banner),
  };
  expect(first.words.length).toBeGreaterThanOrEqual(5);
  expect(first.words.length).toBeLessThanOrEqual(8);
  expect(first.popups).toHaveLength(1);
  expect(first.banners).toHaveLength(2);

  await seedDatabase(database.db, { secret: TEST_SECRET, demo: true, seeders });
  expect(await database.db.select().from(prhbwd)).toEqual(first.words);
  expect(await database.db.select().from(popup)).toEqual(first.popups);
  expect(await database.db.select().from(banner)).toEqual(first.banners);

  // what the demo shows: a text popup on /main, two linked or plain image banners with alt text
  expect((await findActiveWords(database.db)).length).toBe(first.words.length);
  const [shown] = await findShowingPopups(database.db, '/main');
  expect(shown).toMatchObject({ cnTypeCd: 'TEXT', trgtPages: ['/main'] });
  const banners = await findShowingBanners(database.db, 'MAIN');
  expect(banners).toHaveLength(2);
  for (const b of banners) {
    expect(isSiteImagePath(b.imagePath)).toBe(true);
    expect(b.altText).not.toBe('');
    expect(b.linkUrl === null || isHttpUrl(b.linkUrl)).toBe(true);
  }
});
