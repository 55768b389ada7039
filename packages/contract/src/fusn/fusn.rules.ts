import { seoulDate, seoulInstant } from '../common/seoul-time.js';

/**
 * The fusion activities' time rules (issue 19, decision 026), shared by the server, which decides,
 * and the pages, which repeat them for comfort. All days are Asia/Seoul calendar days (YYYY-MM-DD).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** A day shifted by n calendar days. */
export const addDays = (ymd: string, n: number): string => seoulDate(new Date(seoulInstant(ymd, '12:00').getTime() + n * DAY_MS));

/** 0 Sunday .. 6 Saturday of a Seoul day. */
export const weekdayOf = (ymd: string): number => seoulInstant(ymd, '12:00').getUTCDay();

/** The Monday of the week of a day (the calendar's default start, spec /crrFusion/fusionActvAply/:startDay?). */
export const mondayOf = (ymd: string): string => addDays(ymd, -((weekdayOf(ymd) + 6) % 7));

/**
 * A session's deadline: the end of the day `ddlnDays` days before the session day (ddlnDays 0: the
 * session's start). Nothing is booked, applied for or cancelled by a school or student at or after it.
 */
export const deadlineOf = (sesnYmd: string, bgngTm: string, ddlnDays: number): Date =>
  ddlnDays <= 0 ? seoulInstant(sesnYmd, bgngTm) : seoulInstant(addDays(sesnYmd, -(ddlnDays - 1)));

/** The school year (March to February) and term (1: March-August, 2: September-February) of a day. */
export function termOf(ymd: string): { schlYr: number; term: 1 | 2 } {
  const [y, m] = ymd.split('-').map(Number) as [number, number];
  const schlYr = m >= 3 ? y : y - 1;
  return { schlYr, term: m >= 3 && m <= 8 ? 1 : 2 };
}

/** A reservation's state as shown: the stored APLY/CNFM/CNCL, or 마감/완료 derived from the session's times. */
export type TRsvtSttsView = 'APLY' | 'CNFM' | 'CLSD' | 'CMPL' | 'CNCL';
export function rsvtSttsView(sttsCd: 'APLY' | 'CNFM' | 'CNCL', ddlnDt: Date | string, endDt: Date | string, now: Date = new Date()): TRsvtSttsView {
  if (sttsCd === 'CNCL') return 'CNCL';
  if (now.getTime() >= new Date(endDt).getTime()) return 'CMPL';
  if (now.getTime() >= new Date(ddlnDt).getTime()) return 'CLSD';
  return sttsCd;
}
