import type { TMbrMngClassesResponse, TMbrMngListItem } from '@portal/contract';

/** The classes a demo homeroom teacher manages (the mbrMng classes answer). */
export const CLASSES: TMbrMngClassesResponse = {
  schlCd: '9990004',
  schlNm: '진로중학교',
  schlYr: 2026,
  crrTchrYn: 'N',
  list: [{ clsId: 5, schlYr: 2026, grd: 2, clsNo: 3, hmrmTchrNm: '박교사', stdntCnt: 13 }],
};

export const STUDENT: TMbrMngListItem = {
  userId: 'student1',
  userNm: '김학생',
  grd: 2,
  clsNo: 3,
  stdntNo: 7,
  clsSttsCd: 'APRV',
  userSttsCd: 'ACTV',
  eblcRegYn: 'N',
  pswdChgNeededYn: 'N',
  mblTelno: '010-****-5678',
  email: 'st***@example.com',
  lastLoginAt: '2026-11-20T01:00:00.000Z',
};
