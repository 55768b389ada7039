import { SRVY_TRGT_SE, type TSrvyTrgtSeCd } from '@portal/contract';
import { targetText } from '../../lib/target-text';

/** The answering page of a survey (with a programme's or reservation's context when given). */
export const srvyPath = (srvyId: number, ctxKey = '') => `/srvy/${srvyId}${ctxKey ? `?ctx=${encodeURIComponent(ctxKey)}` : ''}`;

/** Who a survey is for, in words: anyone, the member types (and school levels), or a programme's participants. */
export function srvyTargetText(trgtSeCd: TSrvyTrgtSeCd, mbrTypes: readonly string[] = [], schlTypes: readonly string[] = []): string {
  if (trgtSeCd !== 'MBR' || mbrTypes.length === 0) return SRVY_TRGT_SE[trgtSeCd];
  return targetText(mbrTypes, schlTypes);
}
