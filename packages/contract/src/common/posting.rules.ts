import { isAdminPath } from './routes.js';
import { SEOUL_OFFSET, toSeoulLocalInput } from './seoul-time.js';
import { isHttpUrl, isSitePath } from './url.js';

/**
 * The zod-free rules of admin popups and banners (postings): their status, target pages and
 * Seoul times. The public popup layer uses them, so they stay out of the zod schema files.
 */

/** Posting status, computed from the period on the server clock. */
export const POSTING_STTS = { ONGOING: '진행', UPCOMING: '예정', ENDED: '종료' } as const;
export type TPostingSttsCd = keyof typeof POSTING_STTS;

export function postingSttsCd(bgngDt: Date | string, endDt: Date | string, now: Date = new Date()): TPostingSttsCd {
  if (now < new Date(bgngDt)) return 'UPCOMING';
  return now > new Date(endDt) ? 'ENDED' : 'ONGOING';
}

/** A user-realm page path as matched against a popup's targets: no trailing slash. */
export const normalizePagePath = (value: string) => (value.length > 1 ? value.replace(/\/+$/, '') : value);

export const isPopupTargetPage = (value: string) => isSitePath(value) && !isAdminPath(value) && value.length <= 200;

/** Where a banner or popup may lead (SECURITY 5): an http(s) address or a page of the user site. */
export const isPostingLink = (value: string) => isHttpUrl(value) || isPopupTargetPage(value);

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
/**
 * A time as the admin forms send it: Seoul wall-clock 'YYYY-MM-DD HH:mm[:ss]' (or with 'T', the
 * datetime-local form; Korea keeps no daylight saving), or ISO 8601 with a zone. A day that does
 * not exist (02-30) or hour 24 is refused rather than rolled over.
 */
export function parseSeoulDateTime(value: string): Date | null {
  const text = value.trim();
  const local = LOCAL_DATE_TIME.exec(text);
  if (local) {
    const [, y, mo, d, h, mi, s = '00'] = local;
    const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${SEOUL_OFFSET}`);
    if (Number.isNaN(date.getTime()) || Number(s) > 59) return null;
    return toSeoulLocalInput(date) === `${y}-${mo}-${d}T${h}:${mi}` ? date : null;
  }
  if (!ISO_WITH_ZONE.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}
