import { POINT_HOLDER_TYPES, POINT_TYPE_CDS, type TPointTypeCd } from '@portal/contract';
import type { TSeedCodeGroup, TSeeder } from '../../db/seeder.js';
import { pointRule } from './point.table.js';

/**
 * spec §9 point types. Earning amounts are in cdExpln as a whole number of points (our starting
 * values: administrators edit them on the code page and reflect); the spending types CPN and GDS,
 * the campaign type CMPN and the correction ADJ carry none, since each movement has its own amount.
 */
const POINT_TYPES: Record<TPointTypeCd, Omit<TSeedCodeGroup['children'][number], 'comCd'>> = {
  LGN: { comCdNm: '로그인', cdExpln: '10' },
  BSRV: { comCdNm: '사전 설문', cdExpln: '50' },
  ASRV: { comCdNm: '사후 설문', cdExpln: '50' },
  REVW: { comCdNm: '후기 작성', cdExpln: '30' },
  CMNT: { comCdNm: '댓글 작성', cdExpln: '5' },
  LIKE: { comCdNm: '좋아요', cdExpln: '1' },
  INFO: { comCdNm: '정보 열람', cdExpln: '5' },
  INSP: { comCdNm: '진로검사', cdExpln: '50' },
  CRR: { comCdNm: '진로활동 기록', cdExpln: '30' },
  EXPR: { comCdNm: '진로체험', cdExpln: '100' },
  APLY: { comCdNm: '프로그램 신청', cdExpln: '20' },
  CPN: { comCdNm: '쿠폰 응모' },
  GDS: { comCdNm: '상품 교환' },
  CMPN: { comCdNm: '캠페인 참여' },
  ADJ: { comCdNm: '관리자 조정' },
};

/**
 * The starting rules: a login once a day, comments and likes capped per day; INFO and LGN may be
 * credited by the page. CRR (a student's own career activity, issue 18) three a day, so writing
 * activities for points stays bounded.
 */
const RULES: { pointTypeCd: TPointTypeCd; dayLimitCnt: number | null; clientCreditYn: 'Y' | 'N' }[] = [
  { pointTypeCd: 'LGN', dayLimitCnt: 1, clientCreditYn: 'Y' },
  { pointTypeCd: 'CMNT', dayLimitCnt: 10, clientCreditYn: 'N' },
  { pointTypeCd: 'LIKE', dayLimitCnt: 20, clientCreditYn: 'N' },
  { pointTypeCd: 'INFO', dayLimitCnt: 5, clientCreditYn: 'Y' },
  { pointTypeCd: 'CRR', dayLimitCnt: 3, clientCreditYn: 'N' },
];

const STUDENTS = [...POINT_HOLDER_TYPES];

/** The point types, their starting rules, and the menus of every point page (user and admin). */
export const pointSeeder: TSeeder = {
  name: 'point',
  codeGroups: [
    {
      comCdId: 'POINT_TYPE',
      comCdNm: '포인트 유형',
      cdExpln: '각 코드의 설명에 적립 포인트(숫자)를 적습니다',
      sortSeq: 4,
      childSysYn: 'Y',
      children: POINT_TYPE_CDS.map((comCd) => ({ comCd, ...POINT_TYPES[comCd] })),
    },
  ],
  userMenus: [
    { id: 'M0603', up: 'M06', sort: 3, nm: '포인트', url: '/myPage/cmpnPoint/myPoint', authrts: STUDENTS },
    { id: 'M060301', up: 'M0603', sort: 1, nm: '내 포인트', url: '/myPage/cmpnPoint/myPoint', authrts: STUDENTS },
    { id: 'M060302', up: 'M0603', sort: 2, nm: '캠페인 신청', url: '/myPage/cmpnPoint/cmpnPointAply', authrts: STUDENTS },
    { id: 'M060303', up: 'M0603', sort: 3, nm: '쿠폰 응모', url: '/myPage/cmpnPoint/dayBsdCpn', authrts: STUDENTS },
    { id: 'M060304', up: 'M0603', sort: 4, nm: '포인트 상품', url: '/myPage/cmpnPoint/pointBsdGds', authrts: STUDENTS },
    { id: 'M0110', up: 'M01', sort: 10, nm: '쿠폰 추첨 결과', url: '/eduIntdcn/dayBsdCpn' },
  ],
  adminMenus: [
    { id: 'A08', sort: 8, nm: '포인트 관리', url: '/admin/cmpnPointMng' },
    { id: 'A0801', up: 'A08', sort: 1, nm: '캠페인 관리', url: '/admin/cmpnPointMng' },
    { id: 'A0802', up: 'A08', sort: 2, nm: '캠페인 신청 관리', url: '/admin/cmpnPointMng/aply' },
    { id: 'A0803', up: 'A08', sort: 3, nm: '학생 포인트', url: '/admin/cmpnPointMng/holder' },
    { id: 'A0804', up: 'A08', sort: 4, nm: '포인트 규칙', url: '/admin/cmpnPointMng/rule' },
    { id: 'A0805', up: 'A08', sort: 5, nm: '쿠폰 추첨', url: '/admin/dayBsdCpnMng' },
    { id: 'A0806', up: 'A08', sort: 6, nm: '포인트 상품', url: '/admin/pointBsdGdsMng' },
    { id: 'A0807', up: 'A08', sort: 7, nm: '상품 교환 관리', url: '/admin/pointBsdGdsMng/order' },
  ],
  async base(tx) {
    await tx
      .insert(pointRule)
      .values(RULES.map((rule) => ({ ...rule, useYn: 'Y' as const })))
      .onConflictDoNothing();
  },
};
