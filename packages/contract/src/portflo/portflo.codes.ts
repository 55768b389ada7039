/** Portfolio codes (issue 18). zod-free: the portfolio page and its settings import them. */

/** The portfolio's sections, in page order; the student may hide any of them from other readers. */
export const PORTFLO_SECTIONS = {
  PRFL: '기본 정보',
  INSP: '검사 결과',
  ACTV: '진로활동',
  PRGRM: '참여 프로그램·이수증',
  CNTST: '공모전 응모·수상',
  POINT: '포인트',
} as const;
export type TPortfloSection = keyof typeof PORTFLO_SECTIONS;

/** The three kinds of career activity (spec §3; crr_actv.actv_se_cd) and their names on the portfolio. */
export const PORTFLO_ACTV_SE = {
  FUSN: '융합 진로활동',
  SCHL: '학교 진로활동',
  STDNT: '학생 진로활동',
} as const;
export type TPortfloActvSe = keyof typeof PORTFLO_ACTV_SE;

/** Character limits of the student's own texts. */
export const PORTFLO_LIMITS = { slfIntrcn: 1000, goal: 1000 } as const;
