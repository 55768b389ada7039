import type { TSeeder } from '../seeds.js';
import { menu } from './menu.table.js';

export type TSeedMenu = {
  id: string;
  nm: string;
  url?: string;
  expln?: string;
  /** spec §3: B opens a new window */
  trgt?: 'B';
  /** Y: login required, inherited by the children */
  lgn?: 'Y';
  /** member types allowed (spec §6: only ST01 and ST02 see points); absent: everyone */
  authrts?: string[];
  children?: TSeedMenu[];
};

/** The user-side sitemap (spec §2); each module's pages arrive with its issue. */
const SITEMAP: TSeedMenu[] = [
  { id: 'M01', nm: '교육원 소개', url: '/eduIntdcn/grts', children: [
    { id: 'M0101', nm: '인사말', url: '/eduIntdcn/grts' },
    { id: 'M0102', nm: '찾아오시는 길', url: '/eduIntdcn/crrMap' },
    { id: 'M0103', nm: '층별 안내', url: '/eduIntdcn/flrInfo' },
    { id: 'M0104', nm: '주제관 소개', url: '/eduIntdcn/mnexhlIntdcn' },
    { id: 'M0105', nm: '공지사항', url: '/eduIntdcn/board/notice' },
    { id: 'M0106', nm: '자주 묻는 질문', url: '/eduIntdcn/board/faq' },
    { id: 'M0107', nm: '묻고 답하기', url: '/eduIntdcn/board/qna' },
    { id: 'M0108', nm: '갤러리', url: '/eduIntdcn/board/gallery' },
    { id: 'M0109', nm: '자료실', url: '/eduIntdcn/board/dataroom' },
  ] },
  { id: 'M02', nm: '진로검사', url: '/crrInsp/crrInsp', children: [
    { id: 'M0201', nm: '진로검사', url: '/crrInsp/crrInsp', expln: '나에게 맞는 진로를 찾아보는 검사' },
    { id: 'M0202', nm: '검사 결과', url: '/crrInsp/crrInspRslt' },
    { id: 'M0203', nm: '직업 정보', url: '/crrInsp/crrInfo' },
  ] },
  { id: 'M03', nm: '진로체험', url: '/crrFusion/fusionActvAply', children: [
    { id: 'M0301', nm: '사전 설문', url: '/crrFusion/bfrSrvy' },
    { id: 'M0302', nm: '융합활동 신청', url: '/crrFusion/fusionActvAply' },
    { id: 'M0303', nm: '만족도 조사', url: '/crrFusion/dgstfnSrvy' },
  ] },
  { id: 'M04', nm: '진로활동', url: '/crrActv/schl/actv/list', children: [
    { id: 'M0401', nm: '학교 진로활동', url: '/crrActv/schl/actv/list' },
    { id: 'M0402', nm: '학생 진로활동', url: '/crrActv/stdnt/actv/list' },
  ] },
  { id: 'M05', nm: '정보 안내', url: '/infoGd/crrSite', children: [
    { id: 'M0501', nm: '진로 사이트', url: '/infoGd/crrSite' },
    { id: 'M0502', nm: '주제관 안내', url: '/infoGd/crrFusionActvMnexhl' },
    { id: 'M0503', nm: '진로 기관', url: '/infoGd/crrInst' },
    { id: 'M0504', nm: '진로 도서', url: '/infoGd/crrBook' },
    { id: 'M0505', nm: '커리어넷', url: 'https://www.career.go.kr', trgt: 'B', expln: '국가 진로교육 포털(새 창)' },
  ] },
  { id: 'M06', nm: '마이페이지', url: '/myPage/myInfo', lgn: 'Y', children: [
    { id: 'M0601', nm: '내 정보', url: '/myPage/myInfo' },
    { id: 'M0602', nm: '포트폴리오', url: '/myPage/portfloMng' },
    { id: 'M0603', nm: '캠페인 포인트', url: '/myPage/cmpnPoint/myPoint', authrts: ['ST01', 'ST02'], children: [
      { id: 'M060301', nm: '내 포인트', url: '/myPage/cmpnPoint/myPoint', authrts: ['ST01', 'ST02'] },
      { id: 'M060302', nm: '포인트 신청', url: '/myPage/cmpnPoint/cmpnPointAply', authrts: ['ST01', 'ST02'] },
    ] },
  ] },
];

/** The menu rows of a sitemap of either realm, parents before children. */
export function flattenSitemap(items: TSeedMenu[], realmCd: 'USER' | 'ADMIN', lgn?: 'Y', upMenuId: string | null = null, level = 1): (typeof menu.$inferInsert)[] {
  return items.flatMap((item, i) => [
    {
      menuId: item.id,
      realmCd,
      upMenuId,
      level,
      menuNm: item.nm,
      menuUrl: item.url ?? null,
      menuExpln: item.expln ?? null,
      trgtTypeCd: item.trgt ?? null,
      sortSeq: i + 1,
      mbrTypeAuthrts: item.authrts ?? null,
      lgnNeedYn: item.lgn ?? lgn ?? 'N',
    },
    ...flattenSitemap(item.children ?? [], realmCd, item.lgn ?? lgn, item.id, level + 1),
  ]);
}

export const SEED_MENUS = flattenSitemap(SITEMAP, 'USER');

/** Base data: the menus are inserted when missing; administrators' edits are kept. */
export const menuSeeder: TSeeder = {
  name: 'menu',
  async base(tx) {
    await tx.insert(menu).values(SEED_MENUS).onConflictDoNothing();
  },
};
