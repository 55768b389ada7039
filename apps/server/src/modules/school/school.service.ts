import { INST_MESSAGES, SCHOOL_MESSAGES as M, type TSchoolItem, type TSchoolListQuery, type TSchoolListResponse, type TSchoolSave } from '@portal/contract';
import type { TDb, TTx } from '../../db/client.js';
import { auditOf } from '../../db/columns.js';
import { pageOf } from '../../db/paging.js';
import { AppError } from '../../plugins/app-error.js';
import { assertCodeValues, lockExistingInstCds, PG_UNIQUE_VIOLATION, pgErrorOf } from '../inst-code/index.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import {
  countSchools,
  deleteSchool,
  existsNeisSchlCd,
  findSchool,
  findSchoolPage,
  insertSchool,
  schoolWhere,
  type TSchoolRow,
  type TSchoolWrite,
  updateSchool,
} from './school.repo.js';

const toItem = ({ row, instNm }: TSchoolRow): TSchoolItem => ({
  schlId: row.schlId,
  schlNm: row.schlNm,
  schlTypeCd: row.schlTypeCd,
  regionCd: row.regionCd,
  addr: row.addr,
  zip: row.zip,
  telno: row.telno,
  hmpgUrl: row.hmpgUrl,
  neisSchlCd: row.neisSchlCd,
  instCd: row.instCd,
  instNm,
  useYn: row.useYn,
  ...auditOf(row),
});

const fieldError = (field: keyof TSchoolSave, message: string) => new AppError('VALIDATION', 400, message, { fieldErrors: { [field]: message } });

export async function listSchools(db: TDb, actor: TActor, query: TSchoolListQuery): Promise<TSchoolListResponse> {
  assertAdmin(actor);
  const where = schoolWhere(query);
  const page = await pageOf(query, countSchools(db, where), (offset, limit) => findSchoolPage(db, where, offset, limit));
  return { ...page, list: page.list.map(toItem) };
}

export async function getSchool(db: TDb, actor: TActor, schlId: number): Promise<TSchoolItem> {
  assertAdmin(actor);
  const row = await findSchool(db, schlId);
  if (!row) throw AppError.notFound();
  return toItem(row);
}

async function toWrite(db: TDb, input: TSchoolSave): Promise<TSchoolWrite> {
  await assertCodeValues(db, [
    { field: 'schlTypeCd', group: 'SCHL_TYPE', value: input.schlTypeCd, message: INST_MESSAGES.schlTypeCd },
    { field: 'regionCd', group: 'REGION', value: input.regionCd, message: INST_MESSAGES.regionCd },
  ]);
  return {
    schlNm: input.schlNm,
    schlTypeCd: input.schlTypeCd,
    regionCd: input.regionCd,
    addr: input.addr || null,
    zip: input.zip || null,
    telno: input.telno || null,
    hmpgUrl: input.hmpgUrl || null,
    neisSchlCd: input.neisSchlCd,
    instCd: input.instCd || null,
    useYn: input.useYn,
  };
}

/**
 * One transaction: the NEIS code is free and the institution code exists (its row locked so it
 * cannot be deleted before the commit); a concurrent twin ends in the unique index, same answer.
 */
async function save(db: TDb, row: TSchoolWrite, write: (tx: TTx) => Promise<number>, exceptId?: number) {
  try {
    return await db.transaction(async (tx) => {
      if (await existsNeisSchlCd(tx, row.neisSchlCd, exceptId)) throw fieldError('neisSchlCd', M.duplicate);
      if (row.instCd && !(await lockExistingInstCds(tx, [row.instCd])).has(row.instCd)) throw fieldError('instCd', M.instNotFound);
      return write(tx);
    });
  } catch (error) {
    if (pgErrorOf(error)?.code === PG_UNIQUE_VIOLATION) throw fieldError('neisSchlCd', M.duplicate);
    throw error;
  }
}

export async function createSchool(db: TDb, actor: TActor, input: TSchoolSave): Promise<TSchoolItem> {
  assertAdmin(actor);
  const row = await toWrite(db, input);
  const id = await save(db, row, (tx) => insertSchool(tx, row, actor.userId));
  return getSchool(db, actor, id);
}

export async function updateSchoolEntry(db: TDb, actor: TActor, schlId: number, input: TSchoolSave): Promise<TSchoolItem> {
  assertAdmin(actor);
  const row = await toWrite(db, input);
  await save(
    db,
    row,
    async (tx) => {
      if (!(await updateSchool(tx, schlId, row, actor.userId))) throw AppError.notFound();
      return schlId;
    },
    schlId,
  );
  return getSchool(db, actor, schlId);
}

export async function deleteSchoolEntry(db: TDb, actor: TActor, schlId: number): Promise<{ result: 'SUCCESS' }> {
  assertAdmin(actor);
  const deleted = await db.transaction((tx) => deleteSchool(tx, schlId));
  if (!deleted) throw AppError.notFound();
  return { result: 'SUCCESS' };
}
