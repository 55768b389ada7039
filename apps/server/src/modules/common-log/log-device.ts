import type { TLogDeviceCd, TLogUserTypeCd } from '@portal/contract';
import type { TRequestUser } from '../../plugins/access.js';

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|SM-T\d|Nexus (7|9|10)\b/i;
const MOBILE = /Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini|IEMobile/i;

/**
 * The device of a log row from the User-Agent (only the first 500 characters are read). Android
 * without "Mobile" is a tablet by Google's own convention; an iPad that presents itself as a Mac
 * cannot be told apart and counts as PC.
 */
export function deviceOf(userAgent: string | undefined): TLogDeviceCd {
  const ua = (userAgent ?? '').slice(0, 500);
  if (TABLET.test(ua) || (/Android/i.test(ua) && !/Mobile/i.test(ua))) return 'TABLET';
  return MOBILE.test(ua) ? 'MOBILE' : 'PC';
}

/** The user type of a log row: never the user id (data minimisation). */
export function userTypeOf(user: TRequestUser | null): TLogUserTypeCd {
  const type = user?.userTypeCd;
  return type === 'A' || type === 'G' || type === 'T' || type === 'S' ? type : 'GUEST';
}
