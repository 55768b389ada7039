import type { TMenuItem, TSiteInfo } from '@portal/contract';

const menu = (item: Partial<TMenuItem> & Pick<TMenuItem, 'menuId' | 'level' | 'menuNm' | 'sortSeq'>): TMenuItem => ({
  upMenuId: null,
  menuUrl: null,
  menuExpln: null,
  acsAuthrt: 'Y',
  trgtTypeCd: null,
  lgnNeedYn: 'N',
  ...item,
});

/** A 3-level menu list, deliberately out of order, with a no-access and a new-window menu. */
export const MENU_FIXTURE: TMenuItem[] = [
  menu({ menuId: 'M2', level: 1, menuNm: '진로활동', sortSeq: 2 }),
  menu({ menuId: 'M1', level: 1, menuNm: '진로검사', sortSeq: 1, menuExpln: '나에게 맞는 진로를 찾아보세요.' }),
  menu({ menuId: 'M3', level: 1, menuNm: '교육원 소개', sortSeq: 3, menuUrl: '/eduIntdcn/grts' }),
  menu({ menuId: 'M1-2', upMenuId: 'M1', level: 2, menuNm: '진로정보', sortSeq: 2, menuUrl: '/crrInsp/crrInfo' }),
  menu({ menuId: 'M1-1', upMenuId: 'M1', level: 2, menuNm: '진로심리검사', sortSeq: 1 }),
  menu({ menuId: 'M1-1-2', upMenuId: 'M1-1', level: 3, menuNm: '검사 결과', sortSeq: 2, menuUrl: '/crrInsp/crrInspRslt' }),
  menu({ menuId: 'M1-1-1', upMenuId: 'M1-1', level: 3, menuNm: '검사하기', sortSeq: 1, menuUrl: '/crrInsp/crrInsp' }),
  menu({ menuId: 'M2-1', upMenuId: 'M2', level: 2, menuNm: '나의 활동', sortSeq: 1, menuUrl: '/myPage/portflo', acsAuthrt: 'N' }),
  menu({ menuId: 'M2-2', upMenuId: 'M2', level: 2, menuNm: '진로교육 사이트', sortSeq: 2, menuUrl: 'https://www.career.go.kr', trgtTypeCd: 'B' }),
  menu({ menuId: 'M2-3', upMenuId: 'M2', level: 2, menuNm: '준비 중인 메뉴', sortSeq: 3, menuUrl: 'javascript:alert(1)' }),
];

export const SITE_INFO_FIXTURE: TSiteInfo = {
  siteNm: '시험 진로교육포털',
  address: '(12345) 시험시 시험로 1',
  telNo: '02-123-4567',
  openHours: '평일 09:00~18:00',
  copyright: 'Copyright © 시험교육청. All rights reserved.',
  eduInstLinks: [{ instNm: '시험교육청', url: 'https://edu.example.kr' }],
  crrInstLinks: [{ instNm: '커리어넷', url: 'https://www.career.go.kr' }],
};
