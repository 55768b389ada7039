/**
 * Contests (공모전, issue 17): the constants, messages and the phase rule both sides share, zod-free
 * so the public pages may import them at run time.
 */

/** A contest's life as an administrator sets it: written (DRAFT), shown (OPEN), results published (PUBLISHED). */
export const CNTST_STTS = { DRAFT: '작성 중', OPEN: '공개', PUBLISHED: '결과 발표' } as const;
export type TCntstSttsCd = keyof typeof CNTST_STTS;

/**
 * A contest's phase (derived, never stored) from its dates and status on the server clock:
 * READY before the entry period, APLY within it, CLOSED after it until judging begins, JDG from the
 * judging period until the results are published, ANN once published. The judging period
 * (jdgBgngDt..jdgEndDt) is the announced schedule; scoring itself is allowed from the end of the
 * entry period until publication (cntstScoringOpen), so a late sheet can still be finished.
 */
export const CNTST_PHASE = { READY: '예정', APLY: '접수 중', JDG: '심사 중', ANN: '발표', CLOSED: '마감' } as const;
export type TCntstPhaseCd = keyof typeof CNTST_PHASE;

/** An entry: sent (SUBMIT) or withdrawn by its entrant (WTHDR). */
export const CNTST_ENTRY_STTS = { SUBMIT: '응모', WTHDR: '철회' } as const;
export type TCntstEntrySttsCd = keyof typeof CNTST_ENTRY_STTS;

/** A judge's score sheet of an entry: being written (DRAFT) or submitted (SUBMIT, immutable). */
export const CNTST_SCORE_STTS = { DRAFT: '임시 저장', SUBMIT: '제출' } as const;
export type TCntstScoreSttsCd = keyof typeof CNTST_SCORE_STTS;

/** How entries are allocated: every judge scores every entry (ALL), or N judges per entry, balanced (N). */
export const CNTST_ALC_MODE = { ALL: '전체 심사', N: '작품별 N명 배정' } as const;
export type TCntstAlcMode = keyof typeof CNTST_ALC_MODE;

/** An entry form field: one line (TEXT) or several (LONG). */
export const CNTST_FIELD_TYPE = { TEXT: '단답형', LONG: '서술형' } as const;
export type TCntstFieldType = keyof typeof CNTST_FIELD_TYPE;

export const CNTST_LIMITS = {
  cntstTtl: 100,
  cntstExpln: 20_000,
  fields: 10,
  fieldNm: 50,
  fieldMaxLength: 5000,
  fileMaxCnt: 10,
  fileMaxSizeMb: 100,
  crtrs: 10,
  crtrNm: 50,
  maxScore: 1000,
  prizes: 10,
  prizeNm: 50,
  prizeCnt: 100,
  aplyLimitCnt: 10,
  maxTeamSize: 10,
  entryTtl: 100,
  teamNm: 50,
  teamMbrs: 200,
  cmnt: 1000,
  judges: 20,
  reason: 200,
} as const;

/** The poster image's limits are the administrators' image limits (ADMIN_IMAGE_LIMITS, owner 'cntst'). */
export const CNTST_ENTRY_FILE_DEFAULTS = { fileMaxCnt: 1, fileMaxSizeMb: 20 } as const;

export const CNTST_MESSAGES = {
  notFound: '공모전을 찾을 수 없습니다.',
  entryNotFound: '응모작을 찾을 수 없습니다.',
  periodOrder: '일정은 접수 시작 < 접수 마감 ≤ 심사 시작 < 심사 마감 ≤ 발표 일시 순서여야 합니다.',
  weightSum: '심사 기준의 가중치 합계는 100이어야 합니다.',
  crtrRequired: '심사 기준을 하나 이상 입력해 주세요.',
  idDup: (what: string, id: string) => `${what} 번호 ${id}가 두 번 쓰였습니다.`,
  teamSize: '팀 응모는 최대 인원을 2명 이상으로 입력해 주세요.',
  alcJdgCnt: '작품별 심사위원 수를 1명 이상 입력해 주세요.',
  trgtRequired: '응모 대상 회원 유형을 하나 이상 선택해 주세요.',
  loginRequired: '공모전 응모는 로그인한 후 할 수 있습니다.',
  notEligible: '이 공모전은 회원님의 회원 유형이나 학교급이 응모 대상이 아닙니다.',
  notInPeriod: '응모 기간이 아닙니다.',
  limitReached: (count: number) => `이 공모전은 1인당 ${count}건까지 응모할 수 있습니다.`,
  fieldRequired: (fieldNm: string) => `${fieldNm}을(를) 입력해 주세요.`,
  fieldTooLong: (fieldNm: string, max: number) => `${fieldNm}은(는) ${max}자 이하로 입력해 주세요.`,
  fieldUnknown: '응모 양식에 없는 항목이 있습니다.',
  teamRequired: '팀 응모는 팀 이름과 팀원을 입력해 주세요.',
  teamNotAllowed: '개인 응모만 받는 공모전입니다.',
  teamTooLarge: (max: number) => `팀원은 최대 ${max}명까지 입력할 수 있습니다.`,
  personalInfo: (kinds: string) => `개인정보(${kinds})로 보이는 내용이 있어 저장할 수 없습니다. 해당 내용을 지운 뒤 다시 저장해 주세요.`,
  withdrawn: '철회한 응모작은 수정할 수 없습니다.',
  hasEntries: '응모작이 있는 공모전은 삭제할 수 없습니다.',
  formFixed: '응모작이 있어 응모 양식과 대상은 바꿀 수 없습니다.',
  settingsFixed:
    '응모작이 있는 공모전은 작성 중으로 되돌리거나 블라인드 심사, 배정 방식, 작품별 심사위원 수를 바꿀 수 없고, 접수가 끝난 뒤에는 응모 기간도 바꿀 수 없습니다.',
  crtrsFixed: '심사 점수가 있어 심사 기준은 바꿀 수 없습니다.',
  published: '결과를 발표한 공모전은 수정할 수 없습니다.',
  judgeIsManager: '심사위원은 관리자 계정만 지정할 수 있습니다.',
  judgeHasScores: '점수를 입력한 심사위원은 뺄 수 없습니다.',
  noJudges: '심사위원을 먼저 지정해 주세요.',
  tooFewJudges: (need: number, have: number) => `작품별 심사위원 ${need}명을 배정하려면 심사위원이 ${need}명 이상이어야 합니다(현재 ${have}명).`,
  noEntries: '배정할 응모작이 없습니다.',
  alcAfterScores: '심사 점수가 있어 다시 배정할 수 없습니다.',
  judgeOwnContest: '심사위원으로 지정된 공모전은 관리할 수 없습니다.',
  notAllocated: '배정되지 않은 응모작입니다.',
  notJudgingPeriod: '응모 접수가 끝난 뒤부터 결과 발표 전까지 심사할 수 있습니다.',
  /** the admin form's help under the judging period (see cntstScoringOpen) */
  jdgPeriodHelp: '심사 기간은 응모자와 심사위원에게 안내하는 일정입니다. 심사위원은 응모 접수가 끝난 뒤부터 결과를 발표하기 전까지 점수를 입력할 수 있습니다.',
  scoreSubmitted: '이미 제출한 점수는 수정할 수 없습니다.',
  scoreRange: (crtrNm: string, max: number) => `${crtrNm} 점수는 0점부터 ${max}점 사이로 입력해 주세요.`,
  scoreMissing: (crtrNm: string) => `${crtrNm} 점수를 입력해 주세요.`,
  scoreUnknown: '심사 기준에 없는 항목이 있습니다.',
  notSubmittedScore: '제출된 점수만 재개할 수 있습니다.',
  reasonRequired: '사유를 입력해 주세요.',
  tieNotTied: '동점인 응모작끼리만 순위를 정할 수 있습니다.',
  prizeUnknown: '공모전에 없는 상입니다.',
  prizeFull: (prizeNm: string, max: number) => `${prizeNm}은(는) ${max}건까지 줄 수 있습니다.`,
  prizeEntry: '응모 중인 작품에만 상을 줄 수 있습니다.',
  beforeAnnDt: '발표 일시 이후에 결과를 발표할 수 있습니다.',
  scoresPending: (count: number) => `제출되지 않은 심사가 ${count}건 있습니다. 모두 제출되었는지 확인하거나 미제출을 감수하고 발표해 주세요.`,
  alreadyPublished: '이미 결과를 발표했습니다.',
  rsltNotPublished: '아직 결과가 발표되지 않았습니다.',
} as const;

/** Parts of a contest the phase depends on; dates are ISO strings or Dates. */
export type TCntstPhaseInput = {
  sttsCd: TCntstSttsCd;
  aplyBgngDt: string | Date;
  aplyEndDt: string | Date;
  jdgBgngDt: string | Date;
};

/** spec-free rule of this issue: the phase of a contest at `now` (see CNTST_PHASE). */
export function cntstPhaseOf(c: TCntstPhaseInput, now: Date = new Date()): TCntstPhaseCd {
  if (c.sttsCd === 'PUBLISHED') return 'ANN';
  const t = now.getTime();
  if (t < new Date(c.aplyBgngDt).getTime()) return 'READY';
  if (t < new Date(c.aplyEndDt).getTime()) return 'APLY';
  if (t < new Date(c.jdgBgngDt).getTime()) return 'CLOSED';
  return 'JDG';
}

/**
 * The rule of the judging calls (the server enforces it, the judge's sheet shows it): scores are
 * saved and submitted from the end of the entry period until the results are published, whatever
 * the announced judging period (jdgBgngDt..jdgEndDt; CNTST_MESSAGES.jdgPeriodHelp says so on the form).
 */
export function cntstScoringOpen(c: { sttsCd: TCntstSttsCd; aplyEndDt: string | Date }, now: Date = new Date()): boolean {
  return c.sttsCd === 'OPEN' && now.getTime() >= new Date(c.aplyEndDt).getTime();
}

/** The dates of a contest in order: aplyBgng < aplyEnd <= jdgBgng < jdgEnd <= annDt. */
export function cntstPeriodInOrder(d: { aplyBgngDt: string; aplyEndDt: string; jdgBgngDt: string; jdgEndDt: string; annDt: string }): boolean {
  const t = (x: string) => new Date(x).getTime();
  return t(d.aplyBgngDt) < t(d.aplyEndDt) && t(d.aplyEndDt) <= t(d.jdgBgngDt) && t(d.jdgBgngDt) < t(d.jdgEndDt) && t(d.jdgEndDt) <= t(d.annDt);
}

/** The blind number of the n-th (1-based) entry of a contest as judges see it: '응모작 A-001'. */
export const blindEntryNo = (n: number) => `응모작 A-${String(n).padStart(3, '0')}`;
