import type { TSeeder } from '../../db/seeder.js';

export const authoritySeeder: TSeeder = {
  name: 'authority',
  /** SUPER administrators only: the page answers 403 to the other roles */
  adminMenus: [{ id: 'A0302', up: 'A03', sort: 2, nm: '권한 부여', url: '/admin/authority', authrts: ['SUPER'] }],
};
