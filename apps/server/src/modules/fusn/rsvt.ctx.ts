import { and, eq, ne } from 'drizzle-orm';
import { recordIdOf, schlYrOf } from '@portal/contract';
import type { TDbOrTx } from '../../db/client.js';
import { isStudentOfSchool } from './fusn.scope.js';
import { fusnPrgrm, fusnSchlRsvt, fusnSesn } from './fusn.table.js';

/**
 * The survey context 'rsvt:<schlRsvtId>' (design.md "Survey ctx prefixes"): a student of the
 * reservation's school (their current class) answers the program's before-survey for it; a cancelled
 * reservation or another survey is no one's.
 */
export async function rsvtSrvyCtxCheck(db: TDbOrTx, userId: string, ref: string, srvyId?: number): Promise<boolean> {
  const schlRsvtId = recordIdOf(ref);
  if (schlRsvtId === undefined) return false;
  const [row] = await db
    .select({ schlCd: fusnSchlRsvt.schlCd, bfrSrvyId: fusnPrgrm.bfrSrvyId })
    .from(fusnSchlRsvt)
    .innerJoin(fusnSesn, eq(fusnSesn.sesnId, fusnSchlRsvt.sesnId))
    .innerJoin(fusnPrgrm, eq(fusnPrgrm.prgrmId, fusnSesn.prgrmId))
    .where(and(eq(fusnSchlRsvt.schlRsvtId, schlRsvtId), ne(fusnSchlRsvt.sttsCd, 'CNCL')));
  if (!row) return false;
  if (srvyId !== undefined && row.bfrSrvyId !== srvyId) return false;
  return isStudentOfSchool(db, userId, row.schlCd, schlYrOf());
}
