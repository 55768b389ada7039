import {
  CRR_ACTV_FIELD_LABELS as LBL,
  CRR_ACTV_MESSAGES as M,
  CRR_ACTV_SEQ_TYPE,
  crrActvPointKey,
  CRR_ACTV_TTL_LABEL,
  schlYrOf,
  type TCrrActvForm,
  type TCrrActvSaveResponse,
} from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { earnPoint, withdrawPoint } from '../../lib/point-hook.js';
import { multiLine } from '../../lib/text.js';
import type { TRequestUser } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { editableClassOf, studentsOfClass, teacherOf } from '../cls/index.js';
import { keptFileGroup, removeFilesOf } from '../files/index.js';
import { findMember } from '../member/index.js';
import { assertCleanUserTexts } from '../prhbwd/index.js';
import { isStudent } from './crr-actv.access.js';
import { claimActvFiles } from './crr-actv.files.js';
import {
  deleteActvRow,
  findActv,
  insertActv,
  jobExists,
  lockActv,
  setActvStudents,
  updateActvRow,
  type TCrrActvRow,
  type TCrrActvValues,
} from './crr-actv.repo.js';

const fieldError = (field: string, message: string) => new AppError('VALIDATION', 400, message, { fieldErrors: { [field]: message } });

/** The writer's school and the activity's students, decided by the kind (issue 18). */
type TTarget = { schlCd: string | null; stdntIds: string[] };

/** STDNT: a student writes their own (their school from the member record). */
async function studentTarget(db: TDb, user: TRequestUser): Promise<TTarget> {
  if (!isStudent(user)) throw AppError.forbidden(M.stdntOnly);
  const member = await findMember(db, user.userId);
  return { schlCd: member?.schlCd ?? null, stdntIds: [user.userId] };
}

/**
 * SCHL: an approved teacher records it for a class they may edit (cls editableClassOf: its homeroom
 * teacher, the school's career teacher; 404 missing, 403 otherwise) or for chosen approved students of that class.
 */
async function classTarget(db: TDb, user: TRequestUser, input: TCrrActvForm): Promise<TTarget> {
  const teacher = user.userTypeCd === 'T' ? await teacherOf(db, user.userId) : null;
  if (!teacher) throw AppError.forbidden(M.tchrOnly);
  if (input.clsId === undefined) throw fieldError('clsId', M.clsRequired);
  await editableClassOf(db, user, input.clsId);
  const roster = (await studentsOfClass(db, input.clsId)).map((s) => s.userId);
  if (roster.length === 0) throw fieldError('clsId', M.clsEmpty);
  if (input.stdntIds.some((id) => !roster.includes(id))) throw fieldError('stdntIds', M.stdntNotInCls);
  return { schlCd: teacher.schlCd, stdntIds: input.stdntIds.length ? [...new Set(input.stdntIds)] : roster };
}

/** The form's values as stored: multi-line texts normalised, the school year of the day, a picked job that exists. */
async function valuesOf(db: TDb, input: TCrrActvForm): Promise<TCrrActvValues> {
  if (input.jobCd && !(await jobExists(db, input.jobCd))) throw fieldError('dutyCr', M.jobNotFound);
  const values: TCrrActvValues = {
    schlNm: input.schlNm,
    grd: input.grd,
    actvYmd: input.actvYmd,
    schlYr: schlYrOf(input.actvYmd),
    actvNm: input.actvNm,
    actvPrps: multiLine(input.actvPrps)!,
    actvPlc: input.actvPlc,
    actvDgstfn: input.actvDgstfn,
    dutyCr: input.dutyCr,
    jobCd: input.jobCd ?? null,
    actvCn: multiLine(input.actvCn)!,
    actvOpnn: multiLine(input.actvOpnn)!,
  };
  // the boards' checks (issue 18): prohibited words, then personal information, before anything is stored
  await assertCleanUserTexts(
    db,
    [
      { field: 'schlNm', label: LBL.schlNm, text: values.schlNm },
      { field: 'actvNm', label: CRR_ACTV_TTL_LABEL[input.actvSeCd], text: values.actvNm },
      { field: 'actvPrps', label: LBL.actvPrps, text: values.actvPrps },
      { field: 'actvPlc', label: LBL.actvPlc, text: values.actvPlc },
      { field: 'dutyCr', label: LBL.dutyCr, text: values.dutyCr },
      { field: 'actvCn', label: LBL.actvCn, text: values.actvCn },
      { field: 'actvOpnn', label: LBL.actvOpnn, text: values.actvOpnn },
    ],
    { personalInfoMessage: M.personalInfo },
  );
  return values;
}

/**
 * POST: a STDNT activity by a student, a SCHL activity by a teacher; FUSN never (403). One
 * transaction: the row, its students, its files, and for STDNT the CRR points, once (spec §9).
 */
export async function createActv(db: TDb, user: TRequestUser, input: TCrrActvForm): Promise<TCrrActvSaveResponse> {
  if (input.actvSeCd === 'FUSN') throw AppError.forbidden(M.fusnReadOnly);
  const target = input.actvSeCd === 'STDNT' ? await studentTarget(db, user) : await classTarget(db, user, input);
  const values = await valuesOf(db, input);
  return db.transaction(async (tx) => {
    const fileModuleId = input.atchFileModuleId ?? null;
    const crrActvId = await insertActv(tx, {
      ...values,
      actvSeCd: input.actvSeCd,
      wrtrId: user.userId,
      schlCd: target.schlCd,
      atchFileModuleId: fileModuleId,
      registeredBy: user.userId,
      updatedBy: user.userId,
    });
    await setActvStudents(tx, crrActvId, target.stdntIds);
    if (fileModuleId) await claimActvFiles(tx, crrActvId, user.userId, fileModuleId);
    const point =
      input.actvSeCd === 'STDNT'
        ? await earnPoint(tx, {
            userId: user.userId,
            pointTypeCd: 'CRR',
            idntfId: crrActvPointKey(crrActvId),
            reason: M.pointReason(values.actvNm),
            srcUrl: `/crrActv/view/${crrActvId}`,
          })
        : 0;
    return { crrActvId, point };
  });
}

/** The activity its writer may change: 404 missing, 403 FUSN or someone else's. */
async function writersActv(db: TDb, user: TRequestUser, crrActvId: number): Promise<TCrrActvRow> {
  const row = await findActv(db, crrActvId);
  if (!row) throw AppError.notFound(M.notFound);
  if (row.actvSeCd === 'FUSN') throw AppError.forbidden(M.fusnReadOnly);
  if (row.wrtrId !== user.userId) throw AppError.forbidden(M.writerOnly);
  return row;
}

/** PUT: the writer's change; the kind is kept, a SCHL activity's class and students may change. No points move. */
export async function updateActv(db: TDb, user: TRequestUser, crrActvId: number, input: TCrrActvForm): Promise<TCrrActvSaveResponse> {
  const row = await writersActv(db, user, crrActvId);
  const form = { ...input, actvSeCd: row.actvSeCd };
  const target = row.actvSeCd === 'SCHL' ? await classTarget(db, user, form) : null;
  const values = await valuesOf(db, form);
  const fileModuleId = keptFileGroup(row.atchFileModuleId, input.atchFileModuleId);
  await db.transaction(async (tx) => {
    if (!(await lockActv(tx, crrActvId))) throw AppError.notFound(M.notFound);
    await updateActvRow(tx, crrActvId, { ...values, atchFileModuleId: fileModuleId, updatedBy: user.userId });
    if (target) await setActvStudents(tx, crrActvId, target.stdntIds);
    if (fileModuleId) await claimActvFiles(tx, crrActvId, user.userId, fileModuleId);
  });
  return { crrActvId, point: 0 };
}

/**
 * DELETE: the writer's; its files go, and a STDNT activity's CRR points are withdrawn in the same
 * transaction (spec §9), first: points spent since refuse the delete (409) and nothing changes.
 */
export async function removeActv(db: TDb, user: TRequestUser, crrActvId: number) {
  const row = await writersActv(db, user, crrActvId);
  await db.transaction(async (tx) => {
    if (!(await lockActv(tx, crrActvId))) throw AppError.notFound(M.notFound);
    if (row.actvSeCd === 'STDNT') {
      await withdrawPoint(tx, {
        userId: row.wrtrId,
        pointTypeCd: 'CRR',
        idntfId: crrActvPointKey(crrActvId),
        reason: M.pointWithdrawReason(row.actvNm),
        spentMessage: M.pointSpent,
      });
    }
    await removeFilesOf(tx, CRR_ACTV_SEQ_TYPE, [String(crrActvId)]);
    await deleteActvRow(tx, crrActvId);
  });
  return { result: 'SUCCESS' as const };
}
