import type { TSeeder } from '../../db/seeder.js';

export const deadLinkSeeder: TSeeder = {
  name: 'dead-link',
  adminMenus: [{ id: 'A0605', up: 'A06', sort: 5, nm: '링크 점검', url: '/admin/deadLink' }],
};
