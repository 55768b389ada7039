import {
  isStudentMbrType,
  MBR_MNG_MESSAGES as M,
  schlYrOf,
  type TMbrMngActionResponse,
  type TMbrMngClassesResponse,
  type TMbrMngDetail,
  type TMbrMngListItem,
  type TMbrMngListQuery,
  type TMbrMngListResponse,
  type TMbrMngResetResponse,
} from '@portal/contract';
import type { TDb, TTx } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import type { TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { deleteSessionsOfUser, hashPassword } from '../auth/index.js';
import { assertTeacher, classesOfTeacher, type TTeacher } from '../cls/index.js';
import { hasGuardianConsent, maskEmail, maskMblTelno } from '../member/index.js';
import { logPersonalDataAccess } from '../privacy-log/index.js';
import {
  countManagedStudents,
  findManagedStudentPage,
  findSchoolName,
  findStudent,
  type TMbrMngScope,
  type TStudentRow,
  updateStudent,
} from './mbr-mng.repo.js';
import { temporaryPassword } from './temp-password.js';

const iso = (at: Date | null) => at?.toISOString() ?? null;

const scopeOf = (teacher: TTeacher): TMbrMngScope => ({ teacher, schlYr: schlYrOf(new Date()) });

/**
 * Whether the teacher manages the student: approved this school year into a class of the teacher's
 * school, and the teacher is its homeroom teacher or the school's career teacher (the list's rule).
 */
function manages({ teacher }: TMbrMngScope, s: TStudentRow): boolean {
  return s.clsSttsCd === 'APRV' && s.clsSchlCd === teacher.schlCd && (teacher.crrTchrYn === 'Y' || s.hmrmTchrId === teacher.userId);
}

/**
 * The student the teacher acts on: an unknown id or one not a student is 404; a student outside
 * the teacher's reach 403 (the same answer for every mbrMng call).
 */
async function managedStudent(db: TDb | TTx, scope: TMbrMngScope, userId: string, forUpdate = false): Promise<TStudentRow> {
  const s = await findStudent(db, userId, scope.schlYr, forUpdate);
  if (!s || !isStudentMbrType(s.mbrTypeAuthrt)) throw AppError.notFound(M.noStudent);
  if (!manages(scope, s)) throw AppError.forbidden(M.forbidden);
  return s;
}

function listItem(s: TStudentRow): TMbrMngListItem {
  return {
    userId: s.userId,
    userNm: s.userNm,
    grd: s.grd,
    clsNo: s.clsNo,
    stdntNo: s.stdntNo,
    clsSttsCd: s.clsSttsCd,
    userSttsCd: s.userSttsCd,
    eblcRegYn: s.eblcRegYn,
    pswdChgNeededYn: s.hasPswd && s.pswdChgAt === null ? 'Y' : 'N',
    mblTelno: maskMblTelno(s.mblTelno),
    email: maskEmail(s.email),
    lastLoginAt: iso(s.lastLoginAt),
  };
}

/** GET mbrMng/classes: this school year's classes the teacher manages. */
export async function listManagedClasses(db: TDb, actor: TActor): Promise<TMbrMngClassesResponse> {
  const teacher = await assertTeacher(db, actor);
  const scope = scopeOf(teacher);
  return {
    schlCd: teacher.schlCd,
    schlNm: await findSchoolName(db, teacher.schlCd),
    schlYr: scope.schlYr,
    crrTchrYn: teacher.crrTchrYn,
    list: (await classesOfTeacher(db, teacher, scope.schlYr)).map(({ hmrmTchrId: _, ...c }) => c),
  };
}

/** GET mbrMng/list: names in full (their own teacher), contacts masked; the view of the page is logged. */
export async function listManagedStudents(db: TDb, actor: TActor, query: TMbrMngListQuery): Promise<TMbrMngListResponse> {
  const teacher = await assertTeacher(db, actor);
  const scope = scopeOf(teacher);
  const filter = { userNm: query.userNm, clsId: query.clsId };
  return db.transaction(async (tx) => {
    const page = await pageOf(query, countManagedStudents(tx, scope, filter), (offset, limit) => findManagedStudentPage(tx, scope, filter, offset, limit));
    await logPersonalDataAccess(tx, actor, { actnCd: 'VIEW', trgtDesc: `${M.accessList} (${page.list.length}명)` });
    return { ...page, list: page.list.map(listItem) };
  });
}

/** GET mbrMng/:userId: contacts in full; SECURITY 17: the view is logged in the same transaction. */
export async function getManagedStudent(db: TDb, actor: TActor, userId: string): Promise<TMbrMngDetail> {
  const scope = scopeOf(await assertTeacher(db, actor));
  return db.transaction(async (tx) => {
    const s = await managedStudent(tx, scope, userId);
    await logPersonalDataAccess(tx, actor, { actnCd: 'VIEW', trgtUserId: userId, trgtDesc: M.accessDetail });
    return {
      ...listItem(s),
      brdt: s.brdt,
      mblTelno: s.mblTelno,
      email: s.email,
      schlNm: s.schlNm,
      joinAt: s.joinAt.toISOString(),
      lockedUntil: iso(s.lockedUntil),
      grdnCnstYn: (await hasGuardianConsent(tx, userId)) ? 'Y' : 'N',
    };
  });
}

/**
 * POST mbrMng/:userId/resetPswd: a new temporary password, answered once. pswdChgAt null makes
 * the next login ask for the student's own password (auth userPendingStep, PSWD_CHG); the
 * failed-login lock is cleared and the student's sessions end.
 */
export async function resetStudentPassword(db: TDb, actor: TActor, userId: string): Promise<TMbrMngResetResponse> {
  const scope = scopeOf(await assertTeacher(db, actor));
  return db.transaction(async (tx) => {
    const s = await managedStudent(tx, scope, userId, true);
    if (s.userSttsCd === 'WTDR') throw AppError.conflict('MEMBER_STATE', M.withdrawn);
    const tmpPswd = temporaryPassword({ userId, brdt: s.brdt });
    await updateStudent(tx, userId, { pswdHash: await hashPassword(tmpPswd), pswdChgAt: null, loginFailCnt: 0, lockedUntil: null, updatedBy: actor.userId });
    await deleteSessionsOfUser(tx, userId);
    await logPersonalDataAccess(tx, actor, { actnCd: 'UPDATE', trgtUserId: userId, trgtDesc: M.accessReset });
    return { userId, tmpPswd };
  });
}

/** POST mbrMng/:userId/lock | unlock: ACTV to LOCK (sessions end) and back; never a withdrawn account. */
export async function setStudentLock(db: TDb, actor: TActor, userId: string, lock: boolean): Promise<TMbrMngActionResponse> {
  const scope = scopeOf(await assertTeacher(db, actor));
  return db.transaction(async (tx) => {
    const s = await managedStudent(tx, scope, userId, true);
    if (s.userSttsCd === 'WTDR') throw AppError.conflict('MEMBER_STATE', M.withdrawn);
    if (lock) {
      if (s.userSttsCd === 'LOCK') throw AppError.conflict('MEMBER_STATE', M.alreadyLocked);
      if (s.userSttsCd !== 'ACTV') throw AppError.conflict('MEMBER_STATE', M.notActive);
      await updateStudent(tx, userId, { userSttsCd: 'LOCK', updatedBy: actor.userId });
      await deleteSessionsOfUser(tx, userId);
    } else {
      // also clears the lock of five failed logins (SECURITY 11) on an otherwise active account
      if (!(s.userSttsCd === 'LOCK' || (s.userSttsCd === 'ACTV' && s.lockedUntil !== null))) throw AppError.conflict('MEMBER_STATE', M.notLocked);
      await updateStudent(tx, userId, { userSttsCd: 'ACTV', loginFailCnt: 0, lockedUntil: null, updatedBy: actor.userId });
    }
    await logPersonalDataAccess(tx, actor, { actnCd: 'UPDATE', trgtUserId: userId, trgtDesc: lock ? M.accessLock : M.accessUnlock });
    return { userId, userSttsCd: lock ? 'LOCK' : 'ACTV' };
  });
}
