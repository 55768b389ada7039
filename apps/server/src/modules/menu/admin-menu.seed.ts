import type { TSeeder } from '../seeds.js';
import { flattenSitemap, type TSeedMenu } from './menu.seed.js';
import { menu } from './menu.table.js';

/** The back office's side menu (spec §2 admin pages); each module's pages arrive with its issue. */
const ADMIN_SITEMAP: TSeedMenu[] = [
  { id: 'A01', nm: '대시보드', url: '/admin/dashboard/view' },
  { id: 'A02', nm: '회원 관리', url: '/admin/member', children: [
    { id: 'A0201', nm: '전체 회원', url: '/admin/member' },
    { id: 'A0202', nm: '학생', url: '/admin/userMngDtl/list/S' },
    { id: 'A0203', nm: '교사', url: '/admin/userMngDtl/list/T' },
    { id: 'A0204', nm: '일반회원', url: '/admin/userMngDtl/list/G' },
  ] },
  { id: 'A03', nm: '권한 관리', url: '/admin/manager', children: [
    { id: 'A0301', nm: '관리자', url: '/admin/manager' },
    { id: 'A0302', nm: '권한 부여', url: '/admin/authority' },
    { id: 'A0303', nm: '접근 IP', url: '/admin/accessIp' },
    { id: 'A0304', nm: '개인정보 접속기록', url: '/admin/privacyLog' },
  ] },
];

/** Every admin page needs an administrator's login. */
export const SEED_ADMIN_MENUS = flattenSitemap(ADMIN_SITEMAP, 'ADMIN', 'Y');

/** Base data: inserted when missing; administrators' edits are kept (as the user menus). */
export const adminMenuSeeder: TSeeder = {
  name: 'admin-menu',
  async base(tx) {
    await tx.insert(menu).values(SEED_ADMIN_MENUS).onConflictDoNothing();
  },
};
