import { formatSeoulDateTime } from '@portal/contract';

/** An ISO time as the pages show it: YYYY-MM-DD HH:mm in Seoul time. */
export const formatCntstDt = (at: string): string => formatSeoulDateTime(at).slice(0, 16);

/** A period: '2026-04-01 09:00 ~ 2026-05-31 18:00'. */
export const formatPeriod = (from: string, to: string): string => `${formatCntstDt(from)} ~ ${formatCntstDt(to)}`;

/** Who may enter: the member types, then the school levels when the contest names any ('' when it names none). */
export { targetText as trgtText } from '../../lib/target-text';

/** The address of a contest's page, its entry form (new or an entry's edit) and its results. */
export const cntstPath = (cntstId: number) => `/cntst/${cntstId}`;
export const cntstWritePath = (cntstId: number, entryId?: number) => (entryId ? `/cntst/${cntstId}/write/${entryId}` : `/cntst/${cntstId}/write`);
export const cntstRsltPath = (cntstId: number) => `/cntst/${cntstId}/rslt`;
export const MY_ENTRIES_PATH = '/myPage/cntstAply';
