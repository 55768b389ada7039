/**
 * Career inspections (진로검사, issue 16): the constants both sides share, zod-free so the public
 * pages may import them at run time.
 */

/** The age bands a test's wording and norms are kept for (spec §4 school types EL01, MD01, HI01). */
export const INSP_BANDS = ['EL', 'MD', 'HI'] as const;
export type TInspBand = (typeof INSP_BANDS)[number];
export const INSP_BAND_NM: Record<TInspBand, string> = { EL: '초등학생', MD: '중학생', HI: '고등학생' };

/** spec §4: the school type (EL01, MD01, HI01) gives the band; no school type gives none. */
export function inspBandOf(schlTypeCd: string | null | undefined): TInspBand | null {
  if (schlTypeCd === 'EL01') return 'EL';
  if (schlTypeCd === 'MD01') return 'MD';
  if (schlTypeCd === 'HI01') return 'HI';
  return null;
}

/** Holland's six interest types, in hexagon order (R next to I and C, opposite S). */
export const HOLLAND_TYPES = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export type THollandType = (typeof HOLLAND_TYPES)[number];
export const HOLLAND_NM: Record<THollandType, string> = {
  R: '현실형',
  I: '탐구형',
  A: '예술형',
  S: '사회형',
  E: '진취형',
  C: '관습형',
};

/** Steps between two types around the hexagon: 0 same, 1 adjacent, 2 alternate, 3 opposite. */
export function hollandDistance(a: THollandType, b: THollandType): number {
  const d = Math.abs(HOLLAND_TYPES.indexOf(a) - HOLLAND_TYPES.indexOf(b));
  return Math.min(d, 6 - d);
}

/** A test's life: written (DRAFT), offered (OPEN), no longer offered (CLOSED; results stay). */
export const INSP_STTS = { DRAFT: '작성 중', OPEN: '진행', CLOSED: '종료' } as const;
export type TInspSttsCd = keyof typeof INSP_STTS;

/** A version's life: the draft being edited, the one published, the ones replaced. */
export const INSP_VER_STTS = { DRAFT: '작성 중', PUBLISHED: '게시', RETIRED: '이전 판' } as const;
export type TInspVerSttsCd = keyof typeof INSP_VER_STTS;

/** An answer sheet: being answered (ING) or submitted and scored (CMPL). */
export const INSP_SHEET_STTS = { ING: '진행 중', CMPL: '완료' } as const;
export type TInspSheetSttsCd = keyof typeof INSP_SHEET_STTS;

/** How a result is shown: a Holland hexagon with its code, bars with levels, or ranked values. */
export const INSP_DISPLAYS = ['hexagon', 'bars', 'ranking'] as const;
export type TInspDisplay = (typeof INSP_DISPLAYS)[number];

/** A scale's level on the result page (by percentile when norms are adopted, else by percent of range). */
export const INSP_LEVEL = { LOW: '낮음', MID: '보통', HIGH: '높음' } as const;
export type TInspLevel = keyof typeof INSP_LEVEL;

/** Self-reported sex for local norms only (optional; the portal keeps no sex on the member). */
export const INSP_GENDER = { M: '남', F: '여' } as const;
export type TInspGenderCd = keyof typeof INSP_GENDER;

/** Local norms are computed for a band (and sex) only from this many completed sheets. */
export const INSP_NORM_MIN_N = 30;

/** `/crrInsp/crrInsp/:inspName`: a letter, then letters and digits (the web checks an address before asking). */
export const INSP_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9]{0,39}$/;

export const INSP_LIMITS = {
  inspName: 40,
  inspNm: 100,
  inspExpln: 2000,
  guide: 2000,
  srcNote: 1000,
  items: 300,
  scales: 20,
  itemText: 300,
  scaleNm: 50,
  resultText: 1000,
  answersPerSave: 300,
} as const;

export const INSP_MESSAGES = {
  notFound: '검사를 찾을 수 없습니다.',
  closed: '지금은 진행하지 않는 검사입니다.',
  loginRequired: '검사는 로그인한 후 받을 수 있습니다.',
  notOffered: '이 검사는 회원님의 회원 유형이나 학교급에 제공되지 않습니다.',
  noBand: '학교급을 알 수 없어 검사를 시작할 수 없습니다. 내 정보에서 생년월일이나 학교급을 확인해 주세요.',
  sheetNotFound: '답안지를 찾을 수 없습니다.',
  sheetDone: '이미 제출한 검사입니다. 검사 결과에서 확인해 주세요.',
  unanswered: (n: number) => `답하지 않은 문항이 ${n}개 있습니다. 모든 문항에 답해 주세요.`,
  badAnswer: '응답 값이 올바르지 않습니다.',
  pileFull: (pile: string, max: number) => `'${pile}'에는 ${max}장까지만 놓을 수 있습니다.`,
  rsltNotFound: '검사 결과를 찾을 수 없습니다.',
  inspName: '검사 주소 이름은 영문자로 시작하는 영문자·숫자 40자 이하로 입력해 주세요.',
  inspNameTaken: '이미 사용 중인 검사 주소 이름입니다.',
  inspNameFixed: '추천 직업이 이 검사의 결과를 읽고 있어 검사 주소 이름을 바꿀 수 없습니다.',
  noDraft: '게시할 작성 중인 판이 없습니다.',
  notPublished: '게시된 판이 없어 검사를 진행할 수 없습니다. 먼저 게시해 주세요.',
  defInvalid: '검사 구성이 올바르지 않습니다.',
  scaleUnknown: (itemId: string) => `문항 ${itemId}의 척도를 찾을 수 없습니다.`,
  itemDup: (itemId: string) => `문항 번호 ${itemId}가 두 번 쓰였습니다.`,
  scaleDup: (scaleId: string) => `척도 번호 ${scaleId}가 두 번 쓰였습니다.`,
  scaleEmpty: (scaleId: string) => `척도 ${scaleId}에 속한 문항이 없습니다.`,
  answerKind: (itemId: string) => `문항 ${itemId}의 형식이 응답 방식과 맞지 않습니다.`,
  defIdReserved: '문항·척도 번호로 쓸 수 없는 이름입니다(constructor, toString 등). 다른 번호를 입력해 주세요.',
  hexagonScales: '육각형 결과는 척도 번호가 R, I, A, S, E, C 한 글자씩 모두 여섯 개여야 합니다.',
  codeTooLong: (codeLength: number, scales: number) => `코드 길이(${codeLength}자)가 척도 수(${scales}개)보다 깁니다.`,
  pilesTooSmall: (room: number, items: number) => `분류 더미에 놓을 수 있는 카드 수(${room}장)가 문항 수(${items}개)보다 적습니다.`,
  levelCutsOrder: '수준 구분 점수는 첫째 값이 둘째 값보다 클 수 없습니다.',
  normTooFew: `규준을 만들 완료 응답이 부족합니다(학교급별 ${INSP_NORM_MIN_N}명 이상 필요).`,
} as const;
