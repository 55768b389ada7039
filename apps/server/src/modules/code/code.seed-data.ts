import { ACNT_TYPE, MBR_TYPE_AUTHRT, SCHL_TYPE, USER_STTS, USER_TYPE } from '@portal/contract';

/** A base code group: sysYn 'Y' children are fixed by the spec or relied on by code. */
export type TSeedGroup = {
  comCdId: string;
  comCdNm: string;
  cdExpln: string;
  childSysYn: 'Y' | 'N';
  children: { comCd: string; comCdNm: string; cdExpln?: string }[];
};

const fromTable = (table: Readonly<Record<string, string>>) => Object.entries(table).map(([comCd, comCdNm]) => ({ comCd, comCdNm }));

/**
 * spec §9 point types. Earning amounts are in cdExpln as a whole number of points (our starting
 * values: administrators edit them on the code page and reflect); the spending types CPN and GDS
 * carry none, since a coupon or a goods item has its own price.
 */
const POINT_TYPES: TSeedGroup['children'] = [
  { comCd: 'LGN', comCdNm: '로그인', cdExpln: '10' },
  { comCd: 'BSRV', comCdNm: '사전 설문', cdExpln: '50' },
  { comCd: 'ASRV', comCdNm: '사후 설문', cdExpln: '50' },
  { comCd: 'REVW', comCdNm: '후기 작성', cdExpln: '30' },
  { comCd: 'CMNT', comCdNm: '댓글 작성', cdExpln: '5' },
  { comCd: 'LIKE', comCdNm: '좋아요', cdExpln: '1' },
  { comCd: 'INFO', comCdNm: '정보 열람', cdExpln: '5' },
  { comCd: 'INSP', comCdNm: '진로검사', cdExpln: '50' },
  { comCd: 'CRR', comCdNm: '진로활동 기록', cdExpln: '30' },
  { comCd: 'EXPR', comCdNm: '진로체험', cdExpln: '100' },
  { comCd: 'APLY', comCdNm: '프로그램 신청', cdExpln: '20' },
  { comCd: 'CPN', comCdNm: '쿠폰 교환' },
  { comCd: 'GDS', comCdNm: '상품 교환' },
];

/** The base code groups, in the order the code page lists them. */
export const SEED_GROUPS: TSeedGroup[] = [
  { comCdId: 'USER_TYPE', comCdNm: '사용자 유형', cdExpln: 'A는 관리자 영역, G·T·S는 사용자 영역을 씁니다', childSysYn: 'Y', children: fromTable(USER_TYPE) },
  { comCdId: 'MBR_TYPE_AUTHRT', comCdNm: '회원 유형', cdExpln: 'ST01·ST02(학생)만 포인트를 봅니다', childSysYn: 'Y', children: fromTable(MBR_TYPE_AUTHRT) },
  { comCdId: 'SCHL_TYPE', comCdNm: '학교급', cdExpln: '회원의 학교급(초·중·고)', childSysYn: 'Y', children: fromTable(SCHL_TYPE) },
  { comCdId: 'POINT_TYPE', comCdNm: '포인트 유형', cdExpln: '각 코드의 설명에 적립 포인트(숫자)를 적습니다', childSysYn: 'Y', children: POINT_TYPES },
  {
    comCdId: 'APLY_UNIT',
    comCdNm: '신청 단위',
    cdExpln: '체험 활동 신청 단위',
    childSysYn: 'Y',
    children: [
      { comCd: 'SCHL', comCdNm: '학교 단위' },
      { comCd: 'CLS', comCdNm: '학급 단위' },
      { comCd: 'INDVDL', comCdNm: '개인' },
    ],
  },
  { comCdId: 'ACNT_TYPE', comCdNm: '계정 유형', cdExpln: '회원 관리 목록의 계정 구분', childSysYn: 'Y', children: fromTable(ACNT_TYPE) },
  {
    comCdId: 'BOARD_TYPE',
    comCdNm: '게시판 유형',
    cdExpln: '게시판 관리의 유형',
    childSysYn: 'Y',
    children: [
      { comCd: 'NOTICE', comCdNm: '공지' },
      { comCd: 'GENERAL', comCdNm: '일반' },
      { comCd: 'FAQ', comCdNm: 'FAQ' },
      { comCd: 'QNA', comCdNm: '묻고 답하기' },
      { comCd: 'GALLERY', comCdNm: '갤러리' },
      { comCd: 'DATA', comCdNm: '자료실' },
    ],
  },
  { comCdId: 'USER_STTS', comCdNm: '회원 상태', cdExpln: '회원 계정의 상태', childSysYn: 'Y', children: fromTable(USER_STTS) },
  {
    comCdId: 'CRR_SITE_CTGRY',
    comCdNm: '진로 사이트 분류',
    cdExpln: '진로 사이트(/infoGd/crrSite)의 분류',
    childSysYn: 'N',
    children: [
      { comCd: 'INSP', comCdNm: '진로검사' },
      { comCd: 'INFO', comCdNm: '직업·학과 정보' },
      { comCd: 'EXPR', comCdNm: '진로체험' },
      { comCd: 'EDU', comCdNm: '교육기관' },
      { comCd: 'ETC', comCdNm: '기타' },
    ],
  },
  {
    comCdId: 'BANNER_SE',
    comCdNm: '배너 구분',
    cdExpln: '배너가 나오는 화면',
    childSysYn: 'Y',
    children: [
      { comCd: 'MAIN', comCdNm: '메인' },
      { comCd: 'SUB', comCdNm: '하위 페이지' },
    ],
  },
  {
    comCdId: 'INST_TYPE',
    comCdNm: '기관 유형',
    cdExpln: '기관 코드와 협력 기관의 유형',
    childSysYn: 'N',
    children: [
      { comCd: 'OFCDC', comCdNm: '교육청' },
      { comCd: 'SCHL', comCdNm: '학교' },
      { comCd: 'CRR_CNTR', comCdNm: '진로체험지원센터' },
      { comCd: 'UNIV', comCdNm: '대학' },
      { comCd: 'PUBLIC', comCdNm: '공공기관' },
      { comCd: 'CORP', comCdNm: '기업' },
      { comCd: 'ETC', comCdNm: '기타' },
    ],
  },
  {
    comCdId: 'REGION',
    comCdNm: '지역(시도교육청)',
    cdExpln: 'NEIS 시도교육청 코드',
    childSysYn: 'Y',
    children: [
      { comCd: 'B10', comCdNm: '서울' },
      { comCd: 'C10', comCdNm: '부산' },
      { comCd: 'D10', comCdNm: '대구' },
      { comCd: 'E10', comCdNm: '인천' },
      { comCd: 'F10', comCdNm: '광주' },
      { comCd: 'G10', comCdNm: '대전' },
      { comCd: 'H10', comCdNm: '울산' },
      { comCd: 'I10', comCdNm: '세종' },
      { comCd: 'J10', comCdNm: '경기' },
      { comCd: 'K10', comCdNm: '강원' },
      { comCd: 'M10', comCdNm: '충북' },
      { comCd: 'N10', comCdNm: '충남' },
      { comCd: 'P10', comCdNm: '전북' },
      { comCd: 'Q10', comCdNm: '전남' },
      { comCd: 'R10', comCdNm: '경북' },
      { comCd: 'S10', comCdNm: '경남' },
      { comCd: 'T10', comCdNm: '제주' },
    ],
  },
];
