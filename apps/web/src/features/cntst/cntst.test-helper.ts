import type { TCntstMyEntry, TCntstPubView } from '@portal/contract';

/** A contest taking entries, as the contest page's call answers it (component tests). */
export const VIEW: TCntstPubView = {
  cntstId: 3,
  cntstTtl: '나의 꿈 진로 포스터 공모전',
  posterImagePath: null,
  posterAlt: null,
  cntstExpln: '나의 꿈을 포스터로 표현해 주세요.',
  trgtMbrTypes: ['ST01', 'ST02'],
  trgtSchlTypes: [],
  aplyBgngDt: '2026-03-01T00:00:00.000Z',
  aplyEndDt: '2026-12-31T09:00:00.000Z',
  jdgBgngDt: '2027-01-01T00:00:00.000Z',
  jdgEndDt: '2027-01-10T00:00:00.000Z',
  annDt: '2027-01-15T01:00:00.000Z',
  teamYn: 'N',
  maxTeamSize: 1,
  aplyLimitCnt: 1,
  entryForm: {
    fields: [{ fieldId: 'f1', fieldNm: '작품 설명', fieldType: 'LONG', requiredYn: 'Y', maxLength: 10 }],
    fileMaxCnt: 1,
    fileMaxSizeMb: 20,
    fileExts: ['png', 'jpg', 'pdf'],
  },
  prizes: [{ prizeId: 'p1', prizeNm: '대상', prizeCnt: 1 }],
  sttsCd: 'OPEN',
  phase: 'APLY',
  crtrs: [{ crtrNm: '창의성', weight: 100 }],
  myEntryCnt: 0,
  eligible: true,
  canEnter: true,
};

export const GROUP = '0b7c5a52-5f5e-4c1e-9a51-2f4a3c1d9e10';

/** One of the caller's entries of VIEW, sent with one file. */
export const ENTRY: TCntstMyEntry = {
  entryId: 11,
  cntstId: 3,
  cntstTtl: VIEW.cntstTtl,
  phase: 'APLY',
  entryTtl: '우주 비행사의 하루',
  teamNm: null,
  teamMbrs: null,
  values: { f1: '꿈을 그림' },
  atchFileModuleId: GROUP,
  files: [
    {
      fileId: 41,
      fileModuleId: GROUP,
      fileNo: 1,
      seqType: 'cntstEntry',
      orgFileNm: '포스터.png',
      fileSz: 2048,
      fileExtn: 'png',
      regUserId: 'student1',
      regDt: '2026-04-01T00:00:00.000Z',
      downloadPath: `/api/common/downloadFile/cntstEntry/${GROUP}/1`,
      imagePath: null,
    },
  ],
  sttsCd: 'SUBMIT',
  editable: true,
  prizeNm: null,
  regDt: '2026-04-01T00:00:00.000Z',
  mdfcnDt: '2026-04-01T00:00:00.000Z',
};
