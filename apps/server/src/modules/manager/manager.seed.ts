import type { TSeeder } from '../../db/seeder.js';

/** The access section of the back office opens on the manager page, for SUPER administrators only. */
export const managerSeeder: TSeeder = {
  name: 'manager',
  adminMenus: [
    { id: 'A03', sort: 3, nm: '권한 관리', url: '/admin/manager' },
    { id: 'A0301', up: 'A03', sort: 1, nm: '관리자', url: '/admin/manager', authrts: ['SUPER'] },
  ],
};
