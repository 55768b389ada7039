import { seoulDate } from '../member/member.codes.js';

/** The Korean school year of a day (1 March to the end of February): March 2026 to February 2027 is 2026. */
export function schlYrOf(date: string | Date): number {
  const ymd = typeof date === 'string' ? date : seoulDate(date);
  const year = Number(ymd.slice(0, 4));
  const month = Number(ymd.slice(5, 7));
  return month >= 3 ? year : year - 1;
}
