import { POINT_TYPE_CDS, type TPointTypeCd } from '@portal/contract';
import type { TSeedCodeGroup, TSeeder } from '../../db/seeder.js';

/**
 * spec §9 point types. Earning amounts are in cdExpln as a whole number of points (our starting
 * values: administrators edit them on the code page and reflect); the spending types CPN and GDS
 * carry none, since a coupon or a goods item has its own price.
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
  CPN: { comCdNm: '쿠폰 교환' },
  GDS: { comCdNm: '상품 교환' },
};

/** Only the students see points (spec §6). */
const STUDENTS = ['ST01', 'ST02'];

/**
 * The points module's seed, kept beside the codes until that module exists (its issue moves this
 * file there): the point types, in the contract's order, and the my-page point menus.
 */
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
    { id: 'M0603', up: 'M06', sort: 3, nm: '캠페인 포인트', url: '/myPage/cmpnPoint/myPoint', authrts: STUDENTS },
    { id: 'M060301', up: 'M0603', sort: 1, nm: '내 포인트', url: '/myPage/cmpnPoint/myPoint', authrts: STUDENTS },
    { id: 'M060302', up: 'M0603', sort: 2, nm: '포인트 신청', url: '/myPage/cmpnPoint/cmpnPointAply', authrts: STUDENTS },
  ],
};
