import { and, inArray, isNull } from 'drizzle-orm';
import type { TSeeder } from '../seeds.js';
import { flattenSitemap, type TSeedMenu } from './menu.seed.js';
import { menu } from './menu.table.js';

/** ADMIN menus hold administrator roles in mbrTypeAuthrts: these pages answer 403 to other roles. */
const SUPER_ONLY = ['SUPER'];

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
    { id: 'A0301', nm: '관리자', url: '/admin/manager', authrts: SUPER_ONLY },
    { id: 'A0302', nm: '권한 부여', url: '/admin/authority', authrts: SUPER_ONLY },
    { id: 'A0303', nm: '접근 IP', url: '/admin/accessIp', authrts: SUPER_ONLY },
    { id: 'A0304', nm: '개인정보 접속기록', url: '/admin/privacyLog' },
  ] },
  { id: 'A04', nm: '사이트 관리', url: '/admin/menu', children: [
    { id: 'A0401', nm: '메뉴 관리', url: '/admin/menu' },
    { id: 'A0402', nm: '분류 관리', url: '/admin/code' },
    { id: 'A0403', nm: '팝업 관리', url: '/admin/popup' },
    { id: 'A0404', nm: '배너 관리', url: '/admin/banner' },
    { id: 'A0405', nm: '금지어 관리', url: '/admin/prhbwdMng' },
  ] },
  { id: 'A05', nm: '기관·학교 관리', url: '/admin/instCode', children: [
    { id: 'A0501', nm: '기관 코드', url: '/admin/instCode' },
    { id: 'A0502', nm: '학교 정보', url: '/admin/schlInfoMng' },
    { id: 'A0503', nm: '협력 기관', url: '/admin/assistInst' },
  ] },
  { id: 'A06', nm: '교육원 정보 관리', url: '/admin/eduIntdcnMng', children: [
    { id: 'A0601', nm: '교육원 소개', url: '/admin/eduIntdcnMng' },
    { id: 'A0602', nm: '주제관 관리', url: '/admin/mnexhlMng' },
    { id: 'A0603', nm: '진로 사이트', url: '/admin/crrSiteMng' },
    { id: 'A0604', nm: '진로 도서', url: '/admin/crrBookMng' },
    { id: 'A0605', nm: '링크 점검', url: '/admin/deadLink' },
  ] },
  { id: 'A07', nm: '게시판 관리', url: '/admin/board', children: [
    { id: 'A0701', nm: '게시판 관리', url: '/admin/board' },
    { id: 'A0702', nm: '게시글 관리', url: '/admin/post' },
  ] },
];

/** Every admin page needs an administrator's login. */
export const SEED_ADMIN_MENUS = flattenSitemap(ADMIN_SITEMAP, 'ADMIN', 'Y');

/** Base data: inserted when missing; administrators' edits are kept (as the user menus). */
export const adminMenuSeeder: TSeeder = {
  name: 'admin-menu',
  async base(tx) {
    await tx.insert(menu).values(SEED_ADMIN_MENUS).onConflictDoNothing();
    // installs seeded before the roles were set: restrict the SUPER-only pages no administrator has edited
    const superOnly = SEED_ADMIN_MENUS.filter((m) => m.mbrTypeAuthrts === SUPER_ONLY).map((m) => m.menuId);
    await tx
      .update(menu)
      .set({ mbrTypeAuthrts: SUPER_ONLY })
      .where(and(inArray(menu.menuId, superOnly), isNull(menu.mbrTypeAuthrts), isNull(menu.updatedBy)));
  },
};
