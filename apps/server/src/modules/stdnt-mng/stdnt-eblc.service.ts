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
import { assertTeacher, editableClassOf, STDNT_NO_INDEX } from '../cls/index.js';
import { PG_UNIQUE_VIOLATION, pgErrorOf } from '../inst-code/index.js';
import { logPersonalDataAccesses } from '../privacy-log/index.js';
import { findSchoolOf, findTakenIds, findTakenNos, findUsedIds, insertStudents, type TClassRow, type TNewStudent } from './stdnt-eblc.repo.js';
import { checkSheet, readSheetRows, type TCheckedRow, type TSheetKind } from './stdnt-eblc.sheet.js';
import { temporaryPassword } from './temp-password.js';

export type TRegisterOutcome = { ok: true; file: TDownloadFile } | { ok: false; error: TStdntEblcError };
type TCredential = { userNm: string; stdntNo: number; userId: string; pswd: string };

/**
 * The class to register into: the caller edits it (cls editableClassOf: 404, 403) and it is of this
 * school year or later; with its school's name and type. `forUpdate`: locked for the transaction.
 */
async function editableClass(db: TDbOrTx, actor: TActor, clsId: number, forUpdate = false): Promise<TClassRow> {
  const klass = await editableClassOf(db, actor, clsId, { forUpdate });
  if (klass.schlYr < schlYrOf(new Date())) throw new AppError('PAST_YEAR', 409, M.pastYear);
  return { ...klass, ...(await findSchoolOf(db, klass.schlCd)) };
}

/** POST stdntEblcUld/:clsId/check: every row checked against the class; nothing written. */
export async function checkStudentSheet(db: TDb, actor: TActor, clsId: number, kind: TSheetKind, body: Buffer): Promise<TStdntEblcCheckResponse> {
  const klass = await editableClass(db, actor, clsId);
  const sheet = await readSheetRows(kind, body);
  const { rows, errors } = checkSheet(sheet, { ...klass, takenNos: await findTakenNos(db, clsId) });
  return { rows, errors };
}

/**
 * The generated id: 's', the school code (NEIS codes are 7 characters; at most its last 10), the
 * school year's last two digits, grade, class (2) and number (2), e.g. s7010057260307; the whole code,
 * so two schools never make the same id. Taken already (a student who left the number): the first
 * free of base_2, base_3, ... (mbr's id rule: ^[a-z][a-z0-9_]{3,19}$).
 */
function idsFor(klass: TClassRow, rows: TCheckedRow[], used: Set<string>): string[] {
  const pad = (n: number) => String(n).padStart(2, '0');
  const school = klass.schlCd
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(-10);
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

/** An id or a number was taken by another writer between the reading and the writing: the attempt is made again. */
class Taken extends Error {}

const isTaken = (error: unknown) => {
  const pg = pgErrorOf(error);
  return error instanceof Taken || (pg?.code === PG_UNIQUE_VIOLATION && (pg.constraint === 'mbr_pkey' || pg.constraint === STDNT_NO_INDEX));
};

const ATTEMPTS = 3;

const invalid = (errors: TStdntEblcError['data']['errors']): TRegisterOutcome => ({
  ok: false,
  error: { code: 'STDNT_EBLC_INVALID', message: M.invalid, data: { errors } },
});

/**
 * POST stdntEblcUld/:clsId/register: the ids, temporary passwords and their (slow) hashes are made
 * first; then, in one transaction with the class locked (two uploads for one class queue), the sheet
 * is checked again, the ids are checked still free, and every account and class place is created at
 * once. Any row error: nothing written, all errors answered. An id or number taken meanwhile by
 * another writer (a registration of another class, a member joining): made again, up to three
 * times, then 409. The answer is the credentials sheet: the only copy of the temporary passwords
 * (only their hashes are kept); each account's issue is in the access log as a DOWNLOAD with its
 * fixed purpose (SECURITY 17).
 */
export async function registerStudents(db: TDb, actor: TActor, clsId: number, kind: TSheetKind, body: Buffer): Promise<TRegisterOutcome> {
  const first = await editableClass(db, actor, clsId);
  const sheet = await readSheetRows(kind, body);
  for (let attempt = 1; ; attempt += 1) {
    const { valid, errors } = checkSheet(sheet, { ...first, takenNos: await findTakenNos(db, clsId) });
    if (errors.length) return invalid(errors);
    const userIds = idsFor(first, valid, await findUsedIds(db, idsFor(first, valid, new Set())));
    const credentials: TCredential[] = valid.map((row, i) => ({
      userNm: row.userNm,
      stdntNo: row.stdntNo,
      userId: userIds[i]!,
      pswd: temporaryPassword({ userId: userIds[i]!, brdt: row.brdt }),
    }));
    const students: TNewStudent[] = await Promise.all(
      valid.map(async (row, i) => ({ ...row, userId: credentials[i]!.userId, pswdHash: await hashPassword(credentials[i]!.pswd) })),
    );
    try {
      return await db.transaction(async (tx): Promise<TRegisterOutcome> => {
        const klass = await editableClass(tx, actor, clsId, true);
        const again = checkSheet(sheet, { ...klass, takenNos: await findTakenNos(tx, clsId) });
        if (again.errors.length) return invalid(again.errors);
        if ((await findTakenIds(tx, userIds)).length) throw new Taken();
        await insertStudents(tx, klass, students, mbrTypeOf(klass.schlTypeCd), actor.userId);
        const trgtDesc = M.accessDesc(`${klass.grd}학년 ${klass.clsNo}반`, students.length);
        await logPersonalDataAccesses(
          tx,
          actor,
          students.map((s) => ({ actnCd: 'DOWNLOAD' as const, trgtUserId: s.userId, trgtDesc, reason: M.accessReason })),
        );
        return { ok: true, file: await credentialsSheet(klass, credentials) };
      });
    } catch (error) {
      if (!isTaken(error)) throw error;
      if (attempt >= ATTEMPTS) throw AppError.conflict('STDNT_EBLC_BUSY', M.busy);
    }
  }
}

async function credentialsSheet(klass: TClassRow, credentials: TCredential[]): Promise<TDownloadFile> {
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
  return xlsxFile(`${klass.grd}학년${klass.clsNo}반_학생계정_${day}.xlsx`, `student-accounts-${day}.xlsx`, sheetFile);
}

/** GET stdntEblcUld/template: the header row and one example row, as .xlsx (teachers fill it in Excel). */
export async function studentSheetTemplate(db: TDbOrTx, actor: TActor): Promise<TDownloadFile> {
  await assertTeacher(db, actor);
  const columns = STDNT_EBLC_COLUMNS.map((c) => [c.header, () => c.example, 14] as const);
  return xlsxFile('학생일괄등록_양식.xlsx', 'student-upload-template.xlsx', await toXlsx('학생 명단', columns, [{}]));
}
