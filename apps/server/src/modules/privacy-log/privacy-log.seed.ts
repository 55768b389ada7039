import type { TSeeder } from '../../db/seeder.js';

export const privacyLogSeeder: TSeeder = {
  name: 'privacy-log',
  adminMenus: [{ id: 'A0304', up: 'A03', sort: 4, nm: '개인정보 접속기록', url: '/admin/privacyLog', authrts: ['SUPER'] }],
};
