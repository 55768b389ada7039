import { recordIdOf } from '@portal/contract';
import type { TDbOrTx } from '../../db/client.js';
import { fitsSchlLvl } from './indv.service.js';
import { findSesn } from './indv.repo.js';

/**
 * The survey context 'sesn:<sesnId>' (design "Survey ctx prefixes"): the before-survey of an INDV
 * session is answered by a student whose school level the program takes, and only for the program's
 * own before-survey (srvyId: given by the survey module; absent in the older three-argument call).
 */
export async function isSesnSrvyParticipant(db: TDbOrTx, userId: string, ref: string, srvyId?: number): Promise<boolean> {
  const sesnId = recordIdOf(ref);
  if (sesnId === undefined) return false;
  const s = await findSesn(db, sesnId);
  if (!s || s.prgrmSeCd !== 'INDV' || s.prgrmSttsCd === 'DRAFT' || s.bfrSrvyId === null) return false;
  if (srvyId !== undefined && srvyId !== s.bfrSrvyId) return false;
  return fitsSchlLvl(db, userId, s.schlLvls);
}
