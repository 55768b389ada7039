import type { TClsItem, TClsSchool, TRoster, TSchlTchrItem } from '@portal/contract';

export const SCHOOL: TClsSchool = {
  neisSchlCd: '9990004',
  schlNm: '진로중학교',
  schlTypeCd: 'MD01',
  addr: '서울특별시 중구 세종대로 1',
  telno: '02-123-4567',
  hmpgUrl: null,
  grdMax: 3,
};

export const CLS_23: TClsItem = {
  clsId: 5,
  schlCd: '9990004',
  schlYr: 2026,
  grd: 2,
  clsNo: 3,
  hmrmTchrId: 'teacher1',
  hmrmTchrNm: '박교사',
  stdntCnt: 1,
  pndgCnt: 1,
  editYn: 'Y',
};
export const CLS_21: TClsItem = { ...CLS_23, clsId: 6, clsNo: 1, hmrmTchrId: 'teacher2', hmrmTchrNm: '이담임', pndgCnt: 0, editYn: 'Y' };

export const TEACHER1: TSchlTchrItem = {
  userId: 'teacher1',
  userNm: '박교사',
  sttsCd: 'APRV',
  crrTchrYn: 'Y',
  rsvtMngrYn: 'N',
  reqAt: '2026-03-02T00:00:00.000Z',
  aprvAt: '2026-03-02T00:00:00.000Z',
};
export const TEACHER2: TSchlTchrItem = { ...TEACHER1, userId: 'teacher2', userNm: '이담임', crrTchrYn: 'N' };

export const ROSTER: TRoster = {
  cls: { ...CLS_23, schlNm: '진로중학교' },
  students: [{ userId: 'student1', userNm: '김학생', stdntNo: 7, userSttsCd: 'ACTV', lastLoginAt: null, eblcRegYn: 'N', actvCnt: 3 }],
  pending: [{ userId: 'stu2312', userNm: '송채원', grd: 2, clsNm: '3', joinAt: '2026-03-03T00:00:00.000Z' }],
};
