import { seoulDate } from '../common/seoul-time.js';

/** The first month of the Korean school year: it runs from 1 March to the end of February. */
const SCHL_YR_FIRST_MONTH = 3;

/**
 * The school year a day belongs to (issue 18): March 2026 to February 2027 is 2026. A string is a
 * YYYY-MM-DD day; a Date is read in Asia/Seoul.
 */
export function schlYrOf(day: string | Date = new Date()): number {
  const ymd = typeof day === 'string' ? day : seoulDate(day);
  const [year, month] = ymd.split('-').map(Number) as [number, number];
  return month >= SCHL_YR_FIRST_MONTH ? year : year - 1;
}
