import { formatSeoulDateTime, MBR_TYPE_AUTHRT, SCHL_TYPE } from '@portal/contract';

/** An ISO time as the pages show it: YYYY-MM-DD HH:mm in Seoul time. */
export const formatCntstDt = (at: string): string => formatSeoulDateTime(at).slice(0, 16);

/** A period: '2026-04-01 09:00 ~ 2026-05-31 18:00'. */
export const formatPeriod = (from: string, to: string): string => `${formatCntstDt(from)} ~ ${formatCntstDt(to)}`;

const nameOf = (codes: Record<string, string>, code: string) => codes[code] ?? code;

/** Who may enter: the member types, then the school levels when the contest names any ('' when it names none). */
export function trgtText(trgtMbrTypes: readonly string[], trgtSchlTypes: readonly string[]): string {
  const types = trgtMbrTypes.map((code) => nameOf(MBR_TYPE_AUTHRT, code)).join(', ');
  const levels = trgtSchlTypes.map((code) => nameOf(SCHL_TYPE, code)).join(', ');
  return levels ? `${types} (${levels})` : types;
}

/** The address of a contest's page, its entry form (new or an entry's edit) and its results. */
export const cntstPath = (cntstId: number) => `/cntst/${cntstId}`;
export const cntstWritePath = (cntstId: number, entryId?: number) => (entryId ? `/cntst/${cntstId}/write/${entryId}` : `/cntst/${cntstId}/write`);
export const cntstRsltPath = (cntstId: number) => `/cntst/${cntstId}/rslt`;
export const MY_ENTRIES_PATH = '/myPage/cntstAply';
