import { CRR_ACTV_MESSAGES as M, isStudentMbrType } from '@portal/contract';
import type { TDbOrTx } from '../../db/client.js';
import type { TRequestUser } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { studentAccessOf } from '../cls/index.js';
import { findActv, findActvStudents, type TCrrActvRow, type TOwner } from './crr-actv.repo.js';

/** How the caller may read an activity: its writer, one of its students, an administrator, a teacher of one of its students. */
export type TActvAccess = 'WRITER' | 'SELF' | 'ADMIN' | 'TEACHER';

/** A student member of the user realm (ST01, ST02). */
export const isStudent = (user: TRequestUser) => user.userTypeCd === 'S' && isStudentMbrType(user.mbrTypeAuthrt);

/**
 * spec §2 /crrActv/view (issue 18): the owner student, their teachers and administrators; the writer
 * of a SCHL activity too. A teacher's right comes from cls's one rule (studentAccessOf), asked once
 * per school among the owners, since the rule depends on the student's school only.
 */
export async function actvAccessOf(db: TDbOrTx, user: TRequestUser, row: TCrrActvRow, owners: TOwner[]): Promise<TActvAccess | null> {
  if (user.userTypeCd === 'A') return 'ADMIN';
  if (row.wrtrId === user.userId && row.actvSeCd !== 'FUSN') return 'WRITER';
  if (owners.some((o) => o.userId === user.userId)) return isStudent(user) ? 'SELF' : null;
  if (user.userTypeCd !== 'T') return null;
  const asked = new Set<string | null>();
  for (const owner of owners) {
    if (asked.has(owner.schlCd)) continue;
    asked.add(owner.schlCd);
    if ((await studentAccessOf(db, user, owner.userId)) === 'TEACHER') return 'TEACHER';
  }
  return null;
}

/** The activity and its owners when the caller may read it: 404 missing, 403 no right. */
export async function readableActv(db: TDbOrTx, user: TRequestUser, crrActvId: number) {
  const row = await findActv(db, crrActvId);
  if (!row) throw AppError.notFound(M.notFound);
  const owners = await findActvStudents(db, crrActvId);
  const access = await actvAccessOf(db, user, row, owners);
  if (!access) throw AppError.forbidden(M.forbidden);
  return { row, owners, access };
}
