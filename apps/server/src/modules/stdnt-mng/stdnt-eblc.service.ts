import {
  schlYrOf,
  seoulDate,
  STDNT_EBLC_COLUMNS,
  STDNT_EBLC_CREDENTIAL_HEADERS as H,
  STDNT_EBLC_MESSAGES as M,
  type TStdntEblcCheckResponse,
  type TStdntEblcError,
} from '@portal/contract';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { toXlsx, type TDownloadFile, xlsxFile } from '../../lib/xlsx.js';
import type { TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { hashPassword } from '../auth/index.js';
import { assertTeacher, canEditClass } from '../cls/index.js';
import { logPersonalDataAccess } from '../privacy-log/index.js';
import { findClass, findTakenNos, findUsedIds, insertStudents, type TClassRow, type TNewStudent } from './stdnt-eblc.repo.js';
import { checkSheet, readSheetRows, type TCheckedRow, type TSheetKind } from './stdnt-eblc.sheet.js';
import { temporaryPassword } from './temp-password.js';

export type TRegisterOutcome = { ok: true; file: TDownloadFile } | { ok: false; error: TStdntEblcError };
type TCredential = { userNm: string; stdntNo: number; userId: string; pswd: string };

/** The class to register into: it exists (404), the caller edits it (403), and it is of this school year or later. */
async function editableClass(db: TDbOrTx, actor: TActor, clsId: number): Promise<TClassRow> {
  await assertTeacher(db, actor);
  const klass = await findClass(db, clsId);
  if (!klass) throw AppError.notFound(M.noClass);
  if (!(await canEditClass(db, actor, clsId))) throw AppError.forbidden(M.classForbidden);
  if (klass.schlYr < schlYrOf(new Date())) throw new AppError('PAST_YEAR', 409, M.pastYear);
  return klass;
}

/** POST stdntEblcUld/:clsId/check: every row checked against the class; nothing written. */
export async function checkStudentSheet(db: TDb, actor: TActor, clsId: number, kind: TSheetKind, body: Buffer): Promise<TStdntEblcCheckResponse> {
  const klass = await editableClass(db, actor, clsId);
  const sheet = await readSheetRows(kind, body);
  const { rows, errors } = checkSheet(sheet, { ...klass, takenNos: await findTakenNos(db, clsId) });
  return { rows, errors };
}

/**
 * The generated id: 's', the school code's last four, the school year's last two digits, grade,
 * class (2) and number (2), e.g. s0004260307; taken already (a student who left the number), the
 * first free of base_2, base_3, ... (mbr's id rule: ^[a-z][a-z0-9_]{3,19}$).
 */
function idsFor(klass: TClassRow, rows: TCheckedRow[], used: Set<string>): string[] {
  const pad = (n: number) => String(n).padStart(2, '0');
  const school = klass.schlCd
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(-4)
    .padStart(4, '0');
  return rows.map((row) => {
    const base = `s${school}${pad(klass.schlYr % 100)}${klass.grd}${pad(klass.clsNo)}${pad(row.stdntNo)}`;
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}_${n}`;
    used.add(id);
    return id;
  });
}

/** spec §4: students of high schools are ST02, of elementary and middle schools ST01. */
const mbrTypeOf = (schlTypeCd: string) => (schlTypeCd === 'HI01' ? 'ST02' : 'ST01');

/**
 * POST stdntEblcUld/:clsId/register: the sheet is checked again in the transaction that writes,
 * with the class locked (two uploads for one class queue, so a number is never given twice). Any
 * row error: nothing written, all errors answered. Otherwise every account and class place is
 * created at once, and the answer is the credentials sheet: the only copy of the temporary
 * passwords (only their hashes are kept). Each account's issue is in the access log (SECURITY 17).
 */
export async function registerStudents(db: TDb, actor: TActor, clsId: number, kind: TSheetKind, body: Buffer): Promise<TRegisterOutcome> {
  await editableClass(db, actor, clsId);
  const sheet = await readSheetRows(kind, body);
  return db.transaction(async (tx): Promise<TRegisterOutcome> => {
    const klass = await findClass(tx, clsId, true);
    if (!klass) throw AppError.notFound(M.noClass);
    const { valid, errors } = checkSheet(sheet, { ...klass, takenNos: await findTakenNos(tx, clsId) });
    if (errors.length) return { ok: false, error: { code: 'STDNT_EBLC_INVALID', message: M.invalid, data: { errors } } };
    const userIds = idsFor(klass, valid, await findUsedIds(tx, idsFor(klass, valid, new Set())));
    const credentials: TCredential[] = valid.map((row, i) => ({
      userNm: row.userNm,
      stdntNo: row.stdntNo,
      userId: userIds[i]!,
      pswd: temporaryPassword({ userId: userIds[i]!, brdt: row.brdt }),
    }));
    const students: TNewStudent[] = await Promise.all(
      valid.map(async (row, i) => ({ ...row, userId: credentials[i]!.userId, pswdHash: await hashPassword(credentials[i]!.pswd) })),
    );
    await insertStudents(tx, klass, students, mbrTypeOf(klass.schlTypeCd), actor.userId);
    const clsNm = `${klass.grd}학년 ${klass.clsNo}반`;
    for (const s of students) {
      await logPersonalDataAccess(tx, actor, { actnCd: 'DOWNLOAD', trgtUserId: s.userId, trgtDesc: M.accessDesc(clsNm, students.length) });
    }
    const sheetFile = await toXlsx(
      '학생 계정',
      [
        [H[0], (c: TCredential) => c.userNm],
        [H[1], (c: TCredential) => c.stdntNo, 8],
        [H[2], (c: TCredential) => c.userId, 20],
        [H[3], (c: TCredential) => c.pswd, 20],
      ],
      credentials,
    );
    const day = seoulDate();
    return { ok: true, file: xlsxFile(`${klass.grd}학년${klass.clsNo}반_학생계정_${day}.xlsx`, `student-accounts-${day}.xlsx`, sheetFile) };
  });
}

/** GET stdntEblcUld/template: the header row and one example row, as .xlsx (teachers fill it in Excel). */
export async function studentSheetTemplate(db: TDbOrTx, actor: TActor): Promise<TDownloadFile> {
  await assertTeacher(db, actor);
  const columns = STDNT_EBLC_COLUMNS.map((c) => [c.header, () => c.example, 14] as const);
  return xlsxFile('학생일괄등록_양식.xlsx', 'student-upload-template.xlsx', await toXlsx('학생 명단', columns, [{}]));
}
