import {
  canChangeContsStts,
  CONTS_MESSAGES,
  CRS_MESSAGES as M,
  CRS_REMOVABLE_STTS,
  schlYrOf,
  type TCrsAsgnItem,
  type TCrsAsgnListResponse,
  type TCrsAsgnProgress,
  type TCrsContsOptions,
  type TCrsDetail,
  type TCrsItem,
  type TCrsListResponse,
  type TCrsMngDetail,
  type TCrsMngItem,
  type TCrsMngListQuery,
  type TCrsMngListResponse,
  type TCrsSaveParsed,
  type TCrsSaveResponse,
  type TCrsSttsBodyParsed,
  type TCrsTchrClsResponse,
} from '@portal/contract';
import type { TDb, TTx } from '../../db/client.js';
import { auditOf } from '../../db/columns.js';
import { pageOf } from '../../db/paging.js';
import { AppError } from '../../plugins/app-error.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { assertTeacher, classesOfTeacher, editableClassOf, studentsOfClass } from '../cls/index.js';
import {
  countCrs,
  endAsgn,
  crsMngWhere,
  crsVisibleWhere,
  findAsgn,
  findAsgnsBy,
  findContsOptions,
  findCrs,
  findCrsPage,
  findSesns,
  hasLiveAsgn,
  insertAsgn,
  insertCrs,
  liveContsIds,
  lockCrs,
  openedCounts,
  recordOpen,
  replaceSesns,
  type TCrsListRow,
  updateCrs,
} from './crs.repo.js';

/**
 * Contents classes (수업, issue 20): the administrator's classes (every save one transaction: the class
 * and its sessions replaced), the public class pages, a teacher's assignments and a student's opened contents.
 */

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
const PUBLIC_PAGE = 10;

function toMngItem(row: TCrsListRow): TCrsMngItem {
  return {
    crsId: row.crsId,
    crsTtl: row.crsTtl,
    sttsCd: row.sttsCd,
    pblcDt: iso(row.pblcDt),
    schlLvls: row.schlLvls as TCrsMngItem['schlLvls'],
    sesnCnt: row.sesnCnt,
    ...auditOf(row),
  };
}

export async function listCrsMng(db: TDb, actor: TActor, query: TCrsMngListQuery): Promise<TCrsMngListResponse> {
  assertAdmin(actor);
  const where = crsMngWhere(query);
  const page = await pageOf(query, countCrs(db, where), (offset, limit) => findCrsPage(db, where, offset, limit, 'id'));
  return { ...page, list: page.list.map(toMngItem) };
}

export async function getCrsMng(db: TDb, actor: TActor, crsId: number): Promise<TCrsMngDetail> {
  assertAdmin(actor);
  const row = await findCrs(db, crsId);
  if (!row) throw AppError.notFound(M.notFound);
  const sesns = await findSesns(db, crsId);
  return {
    ...toMngItem(row),
    crsSmry: row.crsSmry,
    sesns: sesns.map(({ sesnId: _, ...s }) => ({ ...s, conts: s.conts as TCrsMngDetail['sesns'][number]['conts'] })),
  };
}

async function assertKnownConts(tx: TTx, input: TCrsSaveParsed): Promise<void> {
  const ids = [...new Set(input.sesns.flatMap((s) => s.contsIds))];
  const known = await liveContsIds(tx, ids);
  if (ids.some((id) => !known.has(id))) throw new AppError('VALIDATION', 400, M.contsUnknown, { fieldErrors: { sesns: M.contsUnknown } });
}

const writeOf = (input: TCrsSaveParsed) => ({ crsTtl: input.crsTtl, crsSmry: input.crsSmry, schlLvls: input.schlLvls });

export async function createCrs(db: TDb, actor: TActor, input: TCrsSaveParsed): Promise<TCrsSaveResponse> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    await assertKnownConts(tx, input);
    const crsId = await insertCrs(tx, writeOf(input), actor.userId);
    await replaceSesns(tx, crsId, input.sesns);
    return { result: 'SUCCESS' as const, crsId };
  });
}

export async function updateCrsEntry(db: TDb, actor: TActor, crsId: number, input: TCrsSaveParsed): Promise<TCrsSaveResponse> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    if (!(await lockCrs(tx, crsId))) throw AppError.notFound(M.notFound);
    await assertKnownConts(tx, input);
    await updateCrs(tx, crsId, writeOf(input), actor.userId);
    await replaceSesns(tx, crsId, input.sesns);
    return { result: 'SUCCESS' as const, crsId };
  });
}

/** As contents: DRAFT → REVIEW → PBLC (at its time; none given: now) → ARCHV, and back to DRAFT. */
export async function changeCrsStts(db: TDb, actor: TActor, crsId: number, body: TCrsSttsBodyParsed): Promise<TCrsSaveResponse> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const current = await lockCrs(tx, crsId);
    if (!current) throw AppError.notFound(M.notFound);
    const to = body.sttsCd;
    if (current.sttsCd === to) throw AppError.conflict('STTS_SAME', CONTS_MESSAGES.sttsSame);
    if (!canChangeContsStts(current.sttsCd, to)) throw AppError.conflict('STTS_TRANSITION', CONTS_MESSAGES.sttsTransition(current.sttsCd, to));
    const pblcDt = to === 'PBLC' ? (body.pblcDt ? new Date(body.pblcDt) : new Date()) : current.pblcDt;
    await updateCrs(tx, crsId, { sttsCd: to, pblcDt }, actor.userId);
    return { result: 'SUCCESS' as const, crsId };
  });
}

/** A draft or archived class, not assigned to any school class, is deleted (soft). */
export async function removeCrs(db: TDb, actor: TActor, crsId: number): Promise<{ result: 'SUCCESS' }> {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    const current = await lockCrs(tx, crsId);
    if (!current) throw AppError.notFound(M.notFound);
    if (!(CRS_REMOVABLE_STTS as readonly string[]).includes(current.sttsCd)) throw AppError.conflict('STTS_REMOVE', M.notRemovable);
    if (await hasLiveAsgn(tx, crsId)) throw AppError.conflict('CRS_ASSIGNED', M.removeAssigned);
    await updateCrs(tx, crsId, { delYn: 'Y' }, actor.userId);
  });
  return { result: 'SUCCESS' };
}

export async function contsOptions(db: TDb, actor: TActor, q: string | undefined): Promise<TCrsContsOptions> {
  assertAdmin(actor);
  return { list: (await findContsOptions(db, q, 20)) as TCrsContsOptions['list'] };
}

// ---- users ----

function toItem(row: TCrsListRow): TCrsItem {
  return {
    crsId: row.crsId,
    crsTtl: row.crsTtl,
    crsSmry: row.crsSmry,
    schlLvls: row.schlLvls as TCrsItem['schlLvls'],
    sesnCnt: row.sesnCnt,
    pblcDt: row.pblcDt!.toISOString(),
  };
}

/** Published classes, newest publication first, 10 a page. */
export async function listCrs(db: TDb, query: { currentPage: number }): Promise<TCrsListResponse> {
  const page = await pageOf({ currentPage: query.currentPage, maxResults: PUBLIC_PAGE }, countCrs(db, crsVisibleWhere), (offset, limit) =>
    findCrsPage(db, crsVisibleWhere, offset, limit, 'pblc'),
  );
  return { ...page, list: page.list.map(toItem) };
}

/** A published class: its sessions with their visible contents; the teacher's note for teachers only. A draft or scheduled class: 404. */
export async function getCrs(db: TDb, actor: TActor | null, crsId: number): Promise<TCrsDetail> {
  const row = await findCrs(db, crsId, crsVisibleWhere);
  if (!row) throw AppError.notFound(M.notFound);
  const isTchr = actor?.userTypeCd === 'T';
  const sesns = await findSesns(db, crsId);
  return {
    ...toItem(row),
    isTchr,
    sesns: sesns.map((s) => ({
      sesnNo: s.sesnNo,
      sesnTtl: s.sesnTtl,
      sesnObjc: s.sesnObjc,
      tchrNote: isTchr ? s.tchrNote : null,
      conts: s.conts
        .filter((c) => c.visible)
        .map((c) => ({ contsId: c.contsId, contsTtl: c.contsTtl, contsKndCd: c.contsKndCd as TCrsDetail['sesns'][number]['conts'][number]['contsKndCd'] })),
    })),
  };
}

/** The calling teacher's classes of this school year (403 for anyone but an approved teacher). */
export async function tchrClasses(db: TDb, actor: TActor): Promise<TCrsTchrClsResponse> {
  const teacher = await assertTeacher(db, actor);
  const list = await classesOfTeacher(db, teacher, schlYrOf(new Date()));
  return { list: list.map((c) => ({ clsId: c.clsId, grd: c.grd, clsNo: c.clsNo, stdntCnt: c.stdntCnt })) };
}

/**
 * A teacher assigns a published class to a school class they teach (homeroom, or any of their school
 * as its career teacher): a student or another school's teacher 403; the same pair twice 409.
 */
export async function assignCrs(db: TDb, actor: TActor, crsId: number, clsId: number): Promise<{ result: 'SUCCESS'; asgnId: number }> {
  await assertTeacher(db, actor);
  return db.transaction(async (tx) => {
    if (!(await findCrs(tx, crsId, crsVisibleWhere))) throw AppError.notFound(M.notFound);
    await editableClassOf(tx, actor, clsId, { forUpdate: true });
    const asgnId = await insertAsgn(tx, crsId, clsId, actor.userId);
    if (asgnId === undefined) throw AppError.conflict('CRS_ASGN_DUP', M.asgnDup);
    return { result: 'SUCCESS' as const, asgnId };
  });
}

/**
 * A teacher ends an assignment they made to a school class they still teach (as assigning: another
 * school's teacher, a student, a teacher of the school who does not teach the class: 403). The
 * students' opening records stay; the assignment leaves the teacher's and the students' pages.
 */
export async function unassignCrs(db: TDb, actor: TActor, asgnId: number): Promise<{ result: 'SUCCESS' }> {
  await assertTeacher(db, actor);
  await db.transaction(async (tx) => {
    const asgn = await findAsgn(tx, asgnId);
    if (!asgn) throw AppError.notFound(M.asgnNotFound);
    await editableClassOf(tx, actor, asgn.clsId, { forUpdate: true });
    if (asgn.asgnBy !== actor.userId) throw AppError.forbidden(M.unassignForbidden);
    await endAsgn(tx, asgnId);
  });
  return { result: 'SUCCESS' };
}

const toAsgnItem = (row: NonNullable<Awaited<ReturnType<typeof findAsgn>>>): TCrsAsgnItem => ({
  asgnId: row.asgnId,
  crsId: row.crsId,
  crsTtl: row.crsTtl,
  clsId: row.clsId,
  schlYr: row.schlYr,
  grd: row.grd,
  clsNo: row.clsNo,
  asgnAt: row.asgnAt.toISOString(),
});

export async function listAsgns(db: TDb, actor: TActor): Promise<TCrsAsgnListResponse> {
  await assertTeacher(db, actor);
  return { list: (await findAsgnsBy(db, actor.userId)).map(toAsgnItem) };
}

/** The teacher's own assignment: student × session, opened of the session's visible contents (another teacher's: 403). */
export async function asgnProgress(db: TDb, actor: TActor, asgnId: number): Promise<TCrsAsgnProgress> {
  await assertTeacher(db, actor);
  const asgn = await findAsgn(db, asgnId);
  if (!asgn) throw AppError.notFound(M.asgnNotFound);
  if (asgn.asgnBy !== actor.userId) throw AppError.forbidden(M.classForbidden);
  const sesns = await findSesns(db, asgn.crsId);
  const students = await studentsOfClass(db, asgn.clsId);
  const counts = await openedCounts(db, asgnId, asgn.crsId);
  const countOf = (userId: string, sesnNo: number) => counts.find((c) => c.userId === userId && c.sesnNo === sesnNo)?.cnt ?? 0;
  return {
    asgn: toAsgnItem(asgn),
    sesns: sesns.map((s) => ({ sesnNo: s.sesnNo, sesnTtl: s.sesnTtl, contsCnt: s.conts.filter((c) => c.visible).length })),
    students: students.map((st) => ({ ...st, opened: sesns.map((s) => countOf(st.userId, s.sesnNo)) })),
  };
}

/** The content page's call: a student's first opening recorded for their class's assignments containing it; anyone else: nothing written. */
export async function openConts(db: TDb, actor: TActor, contsId: number): Promise<{ result: 'SUCCESS'; recorded: number }> {
  if (actor.userTypeCd !== 'S') return { result: 'SUCCESS', recorded: 0 };
  const recorded = await db.transaction((tx) => recordOpen(tx, actor.userId, contsId));
  return { result: 'SUCCESS', recorded };
}
