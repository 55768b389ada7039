import {
  CLS_MESSAGES,
  CRR_ACTV_LOG,
  CRR_ACTV_MESSAGES as M,
  schlYrOf,
  type TCrrActvItem,
  type TCrrActvListQuery,
  type TCrrActvStdntListQuery,
  type TCrrActvView,
  type TCrrActvWriteTargets,
} from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import type { TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { assertStudentReader, classesOfTeacher, classOfStudent, teacherOf } from '../cls/index.js';
import { findMember, nameViewerOf, shownName, type TNameViewer } from '../member/index.js';
import { logPersonalDataAccess } from '../privacy-log/index.js';
import { isStudent, readableActv } from './crr-actv.access.js';
import { actvFiles } from './crr-actv.files.js';
import { actvWhere, countActvs, findActvPage, findNameFacts, type TActvPageRow, type TListFilter, type TListScope } from './crr-actv.list.repo.js';
import { findStudentsOfClasses, isActvStudent } from './crr-actv.repo.js';

const facts = (m: { userTypeCd: string; mbrTypeAuthrt: string; schlCd: string | null }) => ({
  wrtrTypeCd: m.userTypeCd,
  wrtrMbrTypeAuthrt: m.mbrTypeAuthrt,
  wrtrSchlCd: m.schlCd,
});

/**
 * Whose activities the caller's lists show: a student their own, an approved teacher their school's;
 * anyone else 403. Administrators have no activity page (spec §2 admin pages) and cannot use the
 * user API (plugins/access); they read a student's records through the portfolio.
 */
async function listScopeOf(db: TDb, actor: TActor): Promise<TListScope> {
  if (isStudent(actor)) return { kind: 'OWN', userId: actor.userId };
  if (actor.userTypeCd === 'T') {
    const teacher = await teacherOf(db, actor.userId);
    if (!teacher) throw AppError.forbidden(CLS_MESSAGES.teacherOnly);
    return { kind: 'SCHOOL', schlCd: teacher.schlCd };
  }
  throw AppError.forbidden(M.memberOnly);
}

/** The page's rows as listed: the owner to name and the writer, each through the public-name rule. */
async function toItems(db: TDb, viewer: TNameViewer, rows: TActvPageRow[]): Promise<TCrrActvItem[]> {
  const owners = new Map((await findNameFacts(db, [...new Set(rows.flatMap((r) => (r.firstStdntId ? [r.firstStdntId] : [])))])).map((o) => [o.userId, o]));
  return rows.map((r) => {
    const owner = r.firstStdntId ? owners.get(r.firstStdntId) : undefined;
    return {
      crrActvId: r.crrActvId,
      actvSeCd: r.actvSeCd,
      actvNm: r.actvNm,
      actvYmd: r.actvYmd,
      schlYr: r.schlYr,
      schlNm: r.schlNm,
      grd: r.grd,
      actvPlc: r.actvPlc,
      actvDgstfn: r.actvDgstfn,
      dutyCr: r.dutyCr,
      stdntNm: owner ? shownName(viewer, owner.userId, owner.userNm, owner) : null,
      stdntCnt: r.stdntCnt,
      wrtrNm: shownName(viewer, r.wrtrId, r.wrtrNm, r),
      fileCnt: r.fileCnt,
      regDt: r.registeredAt.toISOString(),
    };
  });
}

async function listPage(db: TDb, actor: TActor, scope: TListScope, query: { currentPage: number; maxResults: number } & TListFilter) {
  const where = actvWhere(scope, query);
  const page = await pageOf(query, countActvs(db, where), (offset, limit) => findActvPage(db, where, offset, limit, actor.userId));
  return { ...page, list: await toItems(db, await nameViewerOf(db, actor), page.list) };
}

/** GET list: one kind, newest first, 10 a page; a teacher's look at their school's students is logged (SECURITY 17). */
export async function listActvs(db: TDb, actor: TActor, query: TCrrActvListQuery) {
  const scope = await listScopeOf(db, actor);
  const own = scope.kind === 'OWN';
  const filter = { ...query, clsId: own ? undefined : query.clsId, userId: own ? undefined : query.userId };
  const page = await listPage(db, actor, scope, filter);
  if (scope.kind === 'SCHOOL' && page.list.length) {
    await logPersonalDataAccess(db, actor, { actnCd: 'VIEW', trgtUserId: filter.userId ?? null, trgtDesc: CRR_ACTV_LOG.list(query.actvSeCd) });
  }
  return page;
}

/** GET stdnt/:userId/list: one student's activities for the student, their teachers and administrators (/myPage/list/:userId). */
export async function listStudentActvs(db: TDb, actor: TActor, userId: string, query: TCrrActvStdntListQuery) {
  const access = await assertStudentReader(db, actor, userId);
  const stdnt = (await findMember(db, userId))!;
  const page = await listPage(db, actor, { kind: 'ALL' }, { ...query, userId });
  if (access !== 'SELF') await logPersonalDataAccess(db, actor, { actnCd: 'VIEW', trgtUserId: userId, trgtDesc: CRR_ACTV_LOG.studentList });
  return { ...page, stdnt: { userId, userNm: stdnt.userNm ?? '', schlNm: stdnt.schlNm, grd: stdnt.grd, clsNm: stdnt.clsNm } };
}

/** GET :crrActvId: the activity for whoever may read it (404 missing, 403 no right); a teacher's or administrator's read is logged. */
export async function viewActv(db: TDb, actor: TActor, crrActvId: number): Promise<TCrrActvView> {
  const { row, owners, access } = await readableActv(db, actor, crrActvId);
  const viewer = await nameViewerOf(db, actor);
  const writer = await findMember(db, row.wrtrId);
  // a student sees themselves among a class's students, never the others
  const shown = access === 'SELF' ? owners.filter((o) => o.userId === actor.userId) : owners;
  const firstClass = row.actvSeCd === 'SCHL' && owners[0] ? await classOfStudent(db, owners[0].userId, row.schlYr) : null;
  if (access === 'TEACHER' || access === 'ADMIN') {
    await logPersonalDataAccess(db, actor, {
      actnCd: 'VIEW',
      trgtUserId: owners.length === 1 ? owners[0]!.userId : null,
      trgtDesc: CRR_ACTV_LOG.view(crrActvId),
    });
  }
  return {
    crrActvId: row.crrActvId,
    actvSeCd: row.actvSeCd,
    wrtrId: row.wrtrId,
    wrtrNm: writer ? shownName(viewer, writer.userId, writer.userNm, facts(writer)) : '',
    schlNm: row.schlNm,
    grd: row.grd,
    actvYmd: row.actvYmd,
    schlYr: row.schlYr,
    actvNm: row.actvNm,
    actvPrps: row.actvPrps,
    actvPlc: row.actvPlc,
    actvDgstfn: row.actvDgstfn,
    dutyCr: row.dutyCr,
    jobCd: row.jobCd,
    actvCn: row.actvCn,
    actvOpnn: row.actvOpnn,
    atchFileModuleId: row.atchFileModuleId,
    files: await actvFiles(db, row),
    clsId: firstClass?.clsId ?? null,
    students: shown.map((o) => ({ userId: o.userId, userNm: shownName(viewer, o.userId, o.userNm, facts({ ...o, userTypeCd: 'S' })) })),
    editable: row.actvSeCd !== 'FUSN' && row.wrtrId === actor.userId,
    regDt: row.registeredAt.toISOString(),
    mdfcnDt: row.updatedAt.toISOString(),
  };
}

/** GET stdnt/:userId/:crrActvId: one of that student's activities (/myPage/view/:userId/:crrActvId); another student's is not found. */
export async function viewStudentActv(db: TDb, actor: TActor, userId: string, crrActvId: number): Promise<TCrrActvView> {
  await assertStudentReader(db, actor, userId);
  if (!(await isActvStudent(db, crrActvId, userId))) throw AppError.notFound(M.notFound);
  return viewActv(db, actor, crrActvId);
}

/**
 * GET writeTargets: the classes of this school year the teacher may record for (cls classesOfTeacher:
 * homeroom, or all for the career teacher) with their students; a roster of names, so logged (SECURITY 17).
 */
export async function writeTargets(db: TDb, actor: TActor): Promise<TCrrActvWriteTargets> {
  const teacher = actor.userTypeCd === 'T' ? await teacherOf(db, actor.userId) : null;
  if (!teacher) throw AppError.forbidden(M.tchrOnly);
  const schlYr = schlYrOf(new Date());
  const classes = await classesOfTeacher(db, teacher, schlYr);
  const students = await findStudentsOfClasses(
    db,
    classes.map((c) => c.clsId),
  );
  if (students.length) await logPersonalDataAccess(db, actor, { actnCd: 'VIEW', trgtDesc: CRR_ACTV_LOG.writeTargets(schlYr, students.length) });
  const member = await findMember(db, actor.userId);
  return {
    schlNm: member?.schlNm ?? null,
    schlYr,
    classes: classes.map((c) => ({
      clsId: c.clsId,
      grd: c.grd,
      clsNo: c.clsNo,
      students: students.filter((s) => s.clsId === c.clsId).map(({ userId, userNm, stdntNo }) => ({ userId, userNm, stdntNo })),
    })),
  };
}
