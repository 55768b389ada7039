import { MBR_TYPE_AUTHRT, SCHL_TYPE, SRVY_TRGT_SE, type TSrvyTrgtSeCd } from '@portal/contract';

/** The answering page of a survey (with a programme's or reservation's context when given). */
export const srvyPath = (srvyId: number, ctxKey = '') => `/srvy/${srvyId}${ctxKey ? `?ctx=${encodeURIComponent(ctxKey)}` : ''}`;

/** Who a survey is for, in words: anyone, the member types (and school levels), or a programme's participants. */
export function srvyTargetText(trgtSeCd: TSrvyTrgtSeCd, mbrTypes: readonly string[] = [], schlTypes: readonly string[] = []): string {
  if (trgtSeCd !== 'MBR' || mbrTypes.length === 0) return SRVY_TRGT_SE[trgtSeCd];
  const names = (codes: readonly string[], table: Record<string, string>) => codes.map((code) => table[code] ?? code).join(', ');
  const members = names(mbrTypes, MBR_TYPE_AUTHRT);
  return schlTypes.length > 0 ? `${members}(${names(schlTypes, SCHL_TYPE)})` : members;
}
