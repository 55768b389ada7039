import {
  CRR_SPCLT_CODE_GROUP,
  CRR_SPCLT_DEFAULT_MAX_BYTE,
  CRR_SPCLT_LOG as LOG,
  CRR_SPCLT_MAX_BYTE_CODE,
  CRR_SPCLT_MESSAGES as M,
  neisByteLength,
  schlYrOf,
  type TCrrSpcltClasses,
  type TCrrSpcltSave,
  type TCrrSpcltSaved,
  type TCrrSpcltSource,
  type TCrrSpcltStudents,
  type TExportBody,
} from '@portal/contract';
import type { TDb, TDbOrTx } from '../../db/client.js';
import type { TDownloadFile } from '../../lib/xlsx.js';
import type { TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { assertTeacher, classesOfTeacher, editableClassOf, studentsOfClass } from '../cls/index.js';
import { codeList } from '../code/index.js';
import { inspSummariesOf } from '../portflo/index.js';
import { assertCleanUserTexts } from '../prhbwd/index.js';
import { exportPersonalData, logPersonalDataAccess } from '../privacy-log/index.js';
import { countClassStudents, findDraftCounts, findDrafts, findYearActvs, upsertDraft } from './crr-spclt.repo.js';
import { suggestRemarks } from './crr-spclt.suggest.js';

/** The byte limit of the code tree (CRR_SPCLT / MAX_BYTE, its description a number), else 1,500. */
export async function maxByteOf(db: TDb): Promise<number> {
  const code = (await codeList(db, CRR_SPCLT_CODE_GROUP)).find((c) => c.comCd === CRR_SPCLT_MAX_BYTE_CODE);
  const value = Number(code?.cdExpln?.trim());
  return Number.isInteger(value) && value > 0 ? value : CRR_SPCLT_DEFAULT_MAX_BYTE;
}

/** A class the caller may edit (cls editableClassOf: its homeroom teacher or the school's career teacher): 404 unknown, 403 not theirs. */
async function editableClass(db: TDb, actor: TActor, clsId: number) {
  const row = await editableClassOf(db, actor, clsId);
  return { clsId: row.clsId, schlYr: row.schlYr, grd: row.grd, clsNo: row.clsNo };
}

/** A student of that class (approved), else 404. */
async function studentOfClass(db: TDb, clsId: number, userId: string) {
  const student = (await studentsOfClass(db, clsId)).find((s) => s.userId === userId);
  if (!student) throw AppError.notFound(M.studentNotInClass);
  return student;
}

/** GET classes: the year's classes the caller may edit (cls classesOfTeacher: every class of the school for its career teacher, else their homeroom classes). */
export async function listClasses(db: TDb, actor: TActor, schlYr = schlYrOf()): Promise<TCrrSpcltClasses> {
  const teacher = await assertTeacher(db, actor);
  const classes = await classesOfTeacher(db, teacher, schlYr);
  const drafts = await findDraftCounts(
    db,
    classes.map((c) => c.clsId),
  );
  const list = classes.map((c) => ({
    clsId: c.clsId,
    grd: c.grd,
    clsNo: c.clsNo,
    hmrmTchrNm: c.hmrmTchrNm,
    stdntCnt: c.stdntCnt,
    draftCnt: drafts.get(c.clsId) ?? 0,
  }));
  return { schlYr, maxByte: await maxByteOf(db), list };
}

/** GET classes/:clsId: the class's students by number with their draft's bytes. */
export async function listStudents(db: TDb, actor: TActor, clsId: number): Promise<TCrrSpcltStudents> {
  const cls = await editableClass(db, actor, clsId);
  const students = await studentsOfClass(db, clsId);
  // the class's names are shown: a read of students' data (SECURITY 17)
  if (students.length) await logPersonalDataAccess(db, actor, { actnCd: 'VIEW', trgtDesc: LOG.roster(cls, students.length) });
  const drafts = new Map(
    (
      await findDrafts(
        db,
        students.map((s) => s.userId),
        cls.schlYr,
      )
    ).map((d) => [d.userId, d]),
  );
  return {
    cls,
    maxByte: await maxByteOf(db),
    list: students.map((s) => {
      const draft = drafts.get(s.userId);
      return { ...s, byteLength: neisByteLength(draft?.cn ?? ''), updatedAt: draft?.updatedAt.toISOString() ?? null };
    }),
  };
}

/** GET classes/:clsId/students/:userId: the draft, the year's sources and the suggested sentences; a read of a student's records (SECURITY 17). */
export async function studentSource(db: TDb, actor: TActor, clsId: number, userId: string): Promise<TCrrSpcltSource> {
  const cls = await editableClass(db, actor, clsId);
  const student = await studentOfClass(db, clsId, userId);
  const [[draft], actvs, allInsp, maxByte] = await Promise.all([
    findDrafts(db, [userId], cls.schlYr),
    findYearActvs(db, userId, cls.schlYr),
    inspSummariesOf(db, userId),
    maxByteOf(db),
  ]);
  const insp = allInsp.filter((r) => r.schlYr === cls.schlYr);
  await logPersonalDataAccess(db, actor, { actnCd: 'VIEW', trgtUserId: userId, trgtDesc: LOG.source(cls.schlYr) });
  const suggestions = suggestRemarks(actvs, insp);
  const cn = draft?.cn ?? '';
  return {
    cls,
    student,
    maxByte,
    cn,
    byteLength: neisByteLength(cn),
    updatedAt: draft?.updatedAt.toISOString() ?? null,
    updatedBy: draft?.updatedBy ?? null,
    actvs: actvs.map(({ dutyCr: _dutyCr, ...a }) => a),
    insp,
    suggestions,
    noContent: suggestions.length === 0 ? M.noContent : null,
  };
}

/** PUT: the draft of the class's school year; over the byte limit 400 naming the limit and the count. */
export async function saveDraft(db: TDb, actor: TActor, clsId: number, userId: string, body: TCrrSpcltSave): Promise<TCrrSpcltSaved> {
  const cls = await editableClass(db, actor, clsId);
  await studentOfClass(db, clsId, userId);
  const cn = body.cn.replace(/\r\n?/g, '\n');
  const [maxByte, byteLength] = [await maxByteOf(db), neisByteLength(cn)];
  if (byteLength > maxByte) {
    const message = M.overLimit(maxByte, byteLength);
    throw new AppError('CRR_SPCLT_OVER_LIMIT', 400, message, { fieldErrors: { cn: message } });
  }
  await assertCleanUserTexts(db, [{ field: 'cn', label: M.cnLabel, text: cn }], { personalInfoMessage: M.personalInfo });
  const updatedAt = await db.transaction(async (tx) => {
    const at = await upsertDraft(tx, { userId, schlYr: cls.schlYr, cn }, actor.userId);
    await logPersonalDataAccess(tx, actor, { actnCd: 'UPDATE', trgtUserId: userId, trgtDesc: LOG.save(cls.schlYr) });
    return at;
  });
  return { byteLength, updatedAt: updatedAt.toISOString() };
}

type TExportRow = { stdntNo: number | null; userNm: string; cn: string };

/**
 * POST export: the class's remarks as .xlsx (number, name, remarks, bytes) for pasting into the
 * school system, with a reason (SECURITY 17); counted and read in the export's transaction.
 */
export async function exportRemarks(db: TDb, actor: TActor, clsId: number, body: TExportBody): Promise<TDownloadFile> {
  const cls = await editableClass(db, actor, clsId);
  const rowsOf = async (tx: TDbOrTx): Promise<TExportRow[]> => {
    const students = await studentsOfClass(tx, clsId);
    const drafts = new Map(
      (
        await findDrafts(
          tx,
          students.map((s) => s.userId),
          cls.schlYr,
        )
      ).map((d) => [d.userId, d.cn]),
    );
    return students.map((s) => ({ stdntNo: s.stdntNo, userNm: s.userNm, cn: drafts.get(s.userId) ?? '' }));
  };
  return exportPersonalData<TExportRow>(db, actor, {
    reason: body.reason,
    what: LOG.export(cls),
    fileStem: LOG.fileStem(cls),
    asciiStem: `crr-spclt-${cls.grd}-${cls.clsNo}`,
    sheet: LOG.sheet(cls),
    columns: [
      [LOG.columns.stdntNo, (r) => r.stdntNo, 8],
      [LOG.columns.userNm, (r) => r.userNm, 14],
      [LOG.columns.cn, (r) => r.cn, 100],
      [LOG.columns.bytes, (r) => neisByteLength(r.cn), 10],
    ],
    count: (tx) => countClassStudents(tx, clsId),
    rows: (tx) => rowsOf(tx),
  });
}
