import type { TSeeder } from '../../db/seeder.js';

/** The member list, whole and by account type (ACNT_TYPE). */
export const memberAdminSeeder: TSeeder = {
  name: 'member-admin',
  adminMenus: [
    { id: 'A02', sort: 2, nm: '회원 관리', url: '/admin/member' },
    { id: 'A0201', up: 'A02', sort: 1, nm: '전체 회원', url: '/admin/member' },
    { id: 'A0202', up: 'A02', sort: 2, nm: '학생', url: '/admin/userMngDtl/list/S' },
    { id: 'A0203', up: 'A02', sort: 3, nm: '교사', url: '/admin/userMngDtl/list/T' },
    { id: 'A0204', up: 'A02', sort: 4, nm: '일반회원', url: '/admin/userMngDtl/list/G' },
  ],
};
