/**
 * The fusion programs' code labels (issue 19, decision 026). Zod-free: the pages import them at run time.
 */

/** A program's kind: GRP reserved by schools, INDV applied to by students. */
export const FUSN_PRGRM_SE = { GRP: '단체', INDV: '개인' } as const;
export type TFusnPrgrmSeCd = keyof typeof FUSN_PRGRM_SE;
export const FUSN_PRGRM_SE_CDS = ['GRP', 'INDV'] as const satisfies readonly TFusnPrgrmSeCd[];

/** INDV: how the seats are given. */
export const FUSN_SLCT_SE = { FCFS: '선착순', LTRY: '추첨' } as const;
export type TFusnSlctSeCd = keyof typeof FUSN_SLCT_SE;
export const FUSN_SLCT_SE_CDS = ['FCFS', 'LTRY'] as const satisfies readonly TFusnSlctSeCd[];

/** A program's state: DRAFT administrators only, OPEN shown and bookable, CLOSED shown and not bookable. */
export const FUSN_PRGRM_STTS = { DRAFT: '준비 중', OPEN: '모집 중', CLOSED: '모집 마감' } as const;
export type TFusnPrgrmSttsCd = keyof typeof FUSN_PRGRM_STTS;
export const FUSN_PRGRM_STTS_CDS = ['DRAFT', 'OPEN', 'CLOSED'] as const satisfies readonly TFusnPrgrmSttsCd[];

/** A session's state: OPEN runs, CNCL cancelled by an administrator. */
export const FUSN_SESN_STTS = { OPEN: '운영', CNCL: '취소' } as const;
export type TFusnSesnSttsCd = keyof typeof FUSN_SESN_STTS;
export const FUSN_SESN_STTS_CDS = ['OPEN', 'CNCL'] as const satisfies readonly TFusnSesnSttsCd[];

/** A closure day's kind. */
export const FUSN_CLSR_SE = { HLDY: '공휴일', CNTR: '센터 휴관' } as const;
export type TFusnClsrSeCd = keyof typeof FUSN_CLSR_SE;
export const FUSN_CLSR_SE_CDS = ['HLDY', 'CNTR'] as const satisfies readonly TFusnClsrSeCd[];

/** The school levels a program is for (code group SCHL_TYPE). */
export const FUSN_SCHL_LVLS = { EL01: '초등학교', MD01: '중학교', HI01: '고등학교' } as const;
export type TFusnSchlLvl = keyof typeof FUSN_SCHL_LVLS;
export const FUSN_SCHL_LVL_CDS = ['EL01', 'MD01', 'HI01'] as const satisfies readonly TFusnSchlLvl[];

/** Weekday names, 0 Sunday .. 6 Saturday (weekdayOf). */
export const FUSN_WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;
/** Weekdays the centre is closed: the calendar's disabledWeekdays. */
export const FUSN_CLOSED_WEEKDAYS = [0, 6] as const;

/** The calendar's views: a week or a month of five weeks. */
export const FUSN_CALENDAR_DAYS = [7, 35] as const;
/** How far ahead the date picker reaches. */
export const FUSN_CALENDAR_MAX_DAYS = 180;

/** The related duty (dutyCr) of the career activity an attendance writes. */
export const FUSN_DUTY_CR_DEFAULT = '진로체험';
