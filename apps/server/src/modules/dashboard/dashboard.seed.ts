import type { TSeeder } from '../../db/seeder.js';

export const dashboardSeeder: TSeeder = {
  name: 'dashboard',
  adminMenus: [{ id: 'A01', sort: 1, nm: '대시보드', url: '/admin/dashboard/view' }],
};
