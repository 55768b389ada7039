import type { TSeeder } from '../../db/seeder.js';
import { countBmnexhls, insertBmnexhl } from './bmnexhl.repo.js';
import { DEMO_HALLS } from './mnexhl.demo-data.js';
import { insertSmnexhl } from './smnexhl.repo.js';

/**
 * Demo data: the three demo halls with their small halls, on a hall table that is still empty,
 * so halls an administrator changed or removed stay as they are. No base data: a centre's halls
 * are its own.
 */
export const mnexhlSeeder: TSeeder = {
  name: 'mnexhl',
  userMenus: [
    { id: 'M0104', up: 'M01', sort: 4, nm: '주제관 소개', url: '/eduIntdcn/mnexhlIntdcn' },
    { id: 'M0502', up: 'M05', sort: 2, nm: '주제관 안내', url: '/infoGd/crrFusionActvMnexhl' },
  ],
  adminMenus: [{ id: 'A0602', up: 'A06', sort: 2, nm: '주제관 관리', url: '/admin/mnexhlMng' }],
  async demo(tx) {
    if ((await countBmnexhls(tx, undefined)) > 0) return;
    for (const [i, { smnexhls, ...hall }] of DEMO_HALLS.entries()) {
      const bmnexhlId = await insertBmnexhl(tx, { ...hall, sortSeq: i + 1, useYn: 'Y' }, 'system');
      for (const [j, small] of smnexhls.entries()) {
        await insertSmnexhl(tx, bmnexhlId, j + 1, { ...small, sortSeq: j + 1, useYn: 'Y' }, 'system');
      }
    }
  },
};
