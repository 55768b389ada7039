import type { TSeeder } from '../../db/seeder.js';

/** The page's menu under 진로검사 (M02); open to guests, who see how it works and the login. */
export const crrRcmdtnSeeder: TSeeder = {
  name: 'crr-rcmdtn',
  userMenus: [{ id: 'M0204', up: 'M02', sort: 4, nm: '추천 직업', url: '/crrRcmdtn/crrRcmdtnDtl' }],
};
