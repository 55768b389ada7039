import { addDays, formatSeoulDateTime, FUSN_RSVT_STTS_NM, type TFusnRsvtSttsView } from '@portal/contract';

/**
 * A deadline as people say it: the end of a day reads "2026-12-03 24:00" (the instant is the next
 * day's 00:00, decision 026); any other instant reads as its Seoul day and time.
 */
export function formatDeadline(at: Date | string): string {
  const text = formatSeoulDateTime(at);
  if (!text) return '';
  const [ymd = '', time = ''] = text.split(' ');
  return time.startsWith('00:00') ? `${addDays(ymd, -1)} 24:00` : `${ymd} ${time.slice(0, 5)}`;
}

/** A moment's time of day as "10:05:32" (Asia/Seoul), for the live check-ins. */
export const formatTime = (at: Date | string | null | undefined): string => formatSeoulDateTime(at).slice(11);

/** "2026-12-03 10:00~12:00" */
export const formatSlot = (sesnYmd: string, bgngTm: string, endTm: string): string => `${sesnYmd} ${bgngTm}~${endTm}`;

/** The states a reservation is shown in, in the order of its life (rsvtSttsView). */
export const RSVT_STTS_VIEWS = Object.keys(FUSN_RSVT_STTS_NM) as TFusnRsvtSttsView[];
export const isSttsView = (value: string): value is TFusnRsvtSttsView => (RSVT_STTS_VIEWS as readonly string[]).includes(value);

/** The teacher's pages of a reservation. */
export const rsvtViewPath = (schlRsvtId: number) => `/myPage/fusionActvRsvtView/${schlRsvtId}`;
export const stdntAplyListPath = (schlRsvtId: number, aplyUnitCd?: string) =>
  `/myPage/fusionActvStdntAplyList?schlRsvtId=${schlRsvtId}${aplyUnitCd ? `&aplyUnitCd=${encodeURIComponent(aplyUnitCd)}` : ''}`;
export const stdntNotAplyListPath = (schlRsvtId: number) => `/myPage/fusionActvStdntNotAplyList?schlRsvtId=${schlRsvtId}`;
export const atndcPath = (schlRsvtId: number) => `/myPage/fusionActvAtndc/${schlRsvtId}`;
