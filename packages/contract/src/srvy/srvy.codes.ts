import { FILE_EXTENSIONS_DEFAULT } from '../common/constants.js';

/** Survey codes (issue 17). zod-free: the answering page and the lists import them. */

/** The question types and their Korean names (the SRVY_QSTN_TYPE code group). */
export const SRVY_QSTN_TYPES = {
  SINGLE: '단일 선택',
  MULTI: '복수 선택',
  OTHER: '선택(기타 입력)',
  SCALE5: '5점 척도',
  SCALE7: '7점 척도',
  MATRIX: '행렬형 척도',
  SHORT: '단답형',
  LONG: '서술형',
  NUMBER: '숫자',
  DATE: '날짜',
  RANK: '순위',
  FILE: '파일 첨부',
} as const;
export type TSrvyQstnType = keyof typeof SRVY_QSTN_TYPES;

/** Types answered by choosing options (a condition may only look at these). */
export const SRVY_CHOICE_TYPES = ['SINGLE', 'MULTI', 'OTHER'] as const satisfies readonly TSrvyQstnType[];
/** Types that list options (choices and the ranking). */
export const SRVY_OPTION_TYPES = ['SINGLE', 'MULTI', 'OTHER', 'RANK'] as const satisfies readonly TSrvyQstnType[];
export const isSrvyChoiceType = (type: TSrvyQstnType): boolean => (SRVY_CHOICE_TYPES as readonly string[]).includes(type);
export const isSrvyOptionType = (type: TSrvyQstnType): boolean => (SRVY_OPTION_TYPES as readonly string[]).includes(type);

/** The "other" option of an OTHER question: not in its options, chosen with a typed text (etcText). */
export const SRVY_ETC_OPT_ID = 'etc';
export const SRVY_ETC_OPT_NM = '기타';

/** A survey's stored state (srvy.stts_cd; the SRVY_STTS code group). */
export const SRVY_STTS = { DRAFT: '작성 중', OPEN: '진행', CLOSED: '마감' } as const;
export type TSrvySttsCd = keyof typeof SRVY_STTS;

/** Who may answer (srvy.trgt_se_cd): anyone incl. guests, members of the chosen types, the participants of a programme or reservation. */
export const SRVY_TRGT_SE = { ALL: '누구나(비회원 포함)', MBR: '회원(유형 지정)', CTX: '프로그램·예약 참가자' } as const;
export type TSrvyTrgtSeCd = keyof typeof SRVY_TRGT_SE;

/** The points a survey gives (spec §9): before-survey, after-survey. */
export const SRVY_POINT_TYPES = { BSRV: '사전 설문', ASRV: '사후 설문' } as const;
export type TSrvyPointTypeCd = keyof typeof SRVY_POINT_TYPES;

/** A survey's phase on a day (computed): not yet open, open, period over, closed by an administrator (or still a draft). */
export const SRVY_PHASE = { DRAFT: '작성 중', READY: '예정', OPEN: '진행', ENDED: '기간 종료', CLOSED: '마감' } as const;
export type TSrvyPhase = keyof typeof SRVY_PHASE;

/** A response's state (srvy_rspns.stts_cd). */
export const SRVY_RSPNS_STTS = { DRAFT: '임시 저장', SUBMIT: '제출' } as const;
export type TSrvyRspnsSttsCd = keyof typeof SRVY_RSPNS_STTS;

export const SRVY_LIMITS = {
  srvyTtl: 200,
  srvyExpln: 2000,
  pages: 20,
  qstns: 100,
  options: 30,
  rows: 20,
  pageTtl: 200,
  qstnTtl: 500,
  helpText: 1000,
  optNm: 200,
  rowNm: 200,
  scaleLabel: 50,
  shortDefault: 100,
  shortMax: 500,
  longDefault: 2000,
  longMax: 4000,
  etcText: 200,
  fileMaxCnt: 10,
  numberAbs: 1_000_000_000,
  mbrTypes: 10,
  ctxKey: 100,
} as const;

/** The files of a FILE answer (seqType srvyRspns): per question at most fileMaxCnt files of these. */
export const SRVY_FILE_LIMITS = { maxSizeMb: 20, extensions: FILE_EXTENSIONS_DEFAULT } as const;

/** A survey's phase at `now` from its state and period (ISO or Date bounds). */
export function srvyPhase(sttsCd: TSrvySttsCd, bgngDt: Date | string, endDt: Date | string, now: Date = new Date()): TSrvyPhase {
  if (sttsCd !== 'OPEN') return sttsCd;
  if (now < new Date(bgngDt)) return 'READY';
  return now > new Date(endDt) ? 'ENDED' : 'OPEN';
}
