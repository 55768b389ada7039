import {
  CRR_SPCLT_CODE_GROUP,
  CRR_SPCLT_DEFAULT_MAX_BYTE,
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
import type { TDb } from '../../db/client.js';
import type { TDownloadFile } from '../../lib/xlsx.js';
import type { TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { assertTeacher, canEditClass, studentsOfClass } from '../cls/index.js';
import { codeList } from '../code/index.js';
import { inspSummariesOf } from '../portflo/index.js';
import { assertCleanUserTexts } from '../prhbwd/index.js';
import { exportPersonalData, logPersonalDataAccess } from '../privacy-log/index.js';
import { findClass, findClassesWithCounts, findDrafts, findYearActvs, upsertDraft } from './crr-spclt.repo.js';
import { suggestRemarks } from './crr-spclt.suggest.js';

/** The byte limit of the code tree (CRR_SPCLT / MAX_BYTE, its description a number), else 1,500. */
export async function maxByteOf(db: TDb): Promise<number> {
  const code = (await codeList(db, CRR_SPCLT_CODE_GROUP)).find((c) => c.comCd === CRR_SPCLT_MAX_BYTE_CODE);
  const value = Number(code?.cdExpln?.trim());
  return Number.isInteger(value) && value > 0 ? value : CRR_SPCLT_DEFAULT_MAX_BYTE;
}

/** A class the caller may edit (cls canEditClass: its homeroom teacher or the school's career teacher): 404 unknown, 403 not theirs. */
async function editableClass(db: TDb, actor: TActor, clsId: number) {
  await assertTeacher(db, actor);
  const row = await findClass(db, clsId);
  if (!row) throw AppError.notFound(M.classNotFound);
  if (!(await canEditClass(db, actor, clsId))) throw AppError.forbidden(M.classForbidden);
  return { clsId: row.clsId, schlYr: row.schlYr, grd: row.grd, clsNo: row.clsNo };
}

/** A student of that class (approved), else 404. */
async function studentOfClass(db: TDb, clsId: number, userId: string) {
  const student = (await studentsOfClass(db, clsId)).find((s) => s.userId === userId);
  if (!student) throw AppError.notFound(M.studentNotInClass);
  return student;
}

/** GET classes: the year's classes the caller may edit: every class of the school for its career teacher, else their homeroom classes. */
export async function listClasses(db: TDb, actor: TActor, schlYr = schlYrOf()): Promise<TCrrSpcltClasses> {
  const teacher = await assertTeacher(db, actor);
  const list = await findClassesWithCounts(db, teacher.schlCd, schlYr, teacher.crrTchrYn === 'Y' ? undefined : actor.userId);
  return { schlYr, maxByte: await maxByteOf(db), list };
}

/** GET classes/:clsId: the class's students by number with their draft's bytes. */
export async function listStudents(db: TDb, actor: TActor, clsId: number): Promise<TCrrSpcltStudents> {
  const cls = await editableClass(db, actor, clsId);
  const students = await studentsOfClass(db, clsId);
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
  await logPersonalDataAccess(db, actor, { actnCd: 'VIEW', trgtUserId: userId, trgtDesc: `진로활동 특기사항 작성 자료 조회 (${cls.schlYr}학년도)` });
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
  await assertCleanUserTexts(db, [{ field: 'cn', label: '진로활동 특기사항', text: cn }], {
    personalInfoMessage: (kinds) => `개인정보(${kinds})는 특기사항에 적을 수 없습니다.`,
  });
  const updatedAt = await db.transaction(async (tx) => {
    const at = await upsertDraft(tx, { userId, schlYr: cls.schlYr, cn }, actor.userId);
    await logPersonalDataAccess(tx, actor, { actnCd: 'UPDATE', trgtUserId: userId, trgtDesc: `진로활동 특기사항 저장 (${cls.schlYr}학년도)` });
    return at;
  });
  return { byteLength, updatedAt: updatedAt.toISOString() };
}

type TExportRow = { stdntNo: number | null; userNm: string; cn: string };

/** POST export: the class's remarks as .xlsx (number, name, remarks, bytes) for pasting into the school system, with a reason (SECURITY 17). */
export async function exportRemarks(db: TDb, actor: TActor, clsId: number, body: TExportBody): Promise<TDownloadFile> {
  const cls = await editableClass(db, actor, clsId);
  const rowsOf = async (): Promise<TExportRow[]> => {
    const students = await studentsOfClass(db, clsId);
    const drafts = new Map(
      (
        await findDrafts(
          db,
          students.map((s) => s.userId),
          cls.schlYr,
        )
      ).map((d) => [d.userId, d.cn]),
    );
    return students.map((s) => ({ stdntNo: s.stdntNo, userNm: s.userNm, cn: drafts.get(s.userId) ?? '' }));
  };
  return exportPersonalData<TExportRow>(db, actor, {
    reason: body.reason,
    what: `진로활동 특기사항 (${cls.schlYr}학년도 ${cls.grd}학년 ${cls.clsNo}반)`,
    fileStem: `진로활동특기사항_${cls.grd}학년${cls.clsNo}반`,
    asciiStem: `crr-spclt-${cls.grd}-${cls.clsNo}`,
    sheet: `${cls.grd}학년 ${cls.clsNo}반`,
    columns: [
      ['번호', (r) => r.stdntNo, 8],
      ['이름', (r) => r.userNm, 14],
      ['진로활동 특기사항', (r) => r.cn, 100],
      ['바이트', (r) => neisByteLength(r.cn), 10],
    ],
    count: async () => (await studentsOfClass(db, clsId)).length,
    rows: async () => rowsOf(),
  });
}
