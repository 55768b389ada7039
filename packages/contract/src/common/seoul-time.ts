/**
 * Seoul wall-clock time, the portal's one time zone (spec §3). Korea has kept standard time,
 * UTC+09:00 without daylight saving, since 1988, so a Seoul time is the UTC time nine hours on:
 * plain arithmetic, without an `Intl.DateTimeFormat` in a time zone, which a phone pays for
 * (its zone data) in the first script of every page that shows a date.
 */

export const SEOUL_OFFSET = '+09:00';
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** 'YYYY-MM-DDTHH:mm:ss' of an instant in Seoul; '' for none or an invalid time. */
function seoulIso(at: Date | string | null | undefined): string {
  if (!at) return '';
  const time = new Date(at).getTime();
  return Number.isNaN(time) ? '' : new Date(time + SEOUL_OFFSET_MS).toISOString().slice(0, 19);
}

/** YYYY-MM-DD of a date in Asia/Seoul. */
export const seoulDate = (at: Date = new Date()): string => seoulIso(at).slice(0, 10);

/** YYYY-MM-DD of an answer's ISO time in Asia/Seoul; the text itself when it is not a time. */
export const seoulDayOf = (iso: string): string => seoulIso(iso).slice(0, 10) || iso;

/** YYYY-MM-DD HH:mm:ss in Asia/Seoul (spec §3 timestamp form); '' for none. */
export const formatSeoulDateTime = (at: Date | string | null | undefined): string => seoulIso(at).replace('T', ' ');

/** 'YYYY-MM-DDTHH:mm' in Asia/Seoul: the value of a datetime-local field editing a stored time. */
export const toSeoulLocalInput = (at: Date | string | null | undefined): string => seoulIso(at).slice(0, 16);

/** The instant of a Seoul day's HH:MM. */
export const seoulInstant = (ymd: string, hm = '00:00'): Date => new Date(`${ymd}T${hm}:00${SEOUL_OFFSET}`);
