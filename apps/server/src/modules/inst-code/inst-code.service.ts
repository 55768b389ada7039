import {
  INST_CODE_MESSAGES as M,
  INST_MESSAGES,
  type TInstCodeItem,
  type TInstCodeListQuery,
  type TInstCodeListResponse,
  type TInstCodeOptionsResponse,
  type TInstCodeSave,
} from '@portal/contract';
import type { TDb, TTx } from '../../db/client.js';
import { auditOf } from '../../db/columns.js';
import { pageOf } from '../../db/paging.js';
import { AppError } from '../../plugins/app-error.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { assertCodeValues, PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorOf } from './code-values.js';
import {
  countChildInsts,
  countInstCodes,
  countSchoolsOfInst,
  deleteInstCode,
  existsInstCd,
  findAncestorCds,
  findInstCdForUpdate,
  findInstCode,
  findInstCodeOptions,
  findInstCodePage,
  insertInstCode,
  instCodeWhere,
  lockInstCodeTree,
  type TInstCodeRow,
  type TInstCodeWrite,
  updateInstCode,
} from './inst-code.repo.js';

const OPTIONS_LIMIT = 2000;

const toItem = ({ row, upInstNm }: TInstCodeRow): TInstCodeItem => ({
  instCodeId: row.instCodeId,
  instCd: row.instCd,
  instNm: row.instNm,
  instTypeCd: row.instTypeCd,
  regionCd: row.regionCd,
  upInstCd: row.upInstCd,
  upInstNm,
  telno: row.telno,
  addr: row.addr,
  sortSeq: row.sortSeq,
  useYn: row.useYn,
  ...auditOf(row),
});

const fieldError = (field: keyof TInstCodeSave, message: string) => new AppError('VALIDATION', 400, message, { fieldErrors: { [field]: message } });

export async function listInstCodes(db: TDb, actor: TActor, query: TInstCodeListQuery): Promise<TInstCodeListResponse> {
  assertAdmin(actor);
  const where = instCodeWhere(query);
  const page = await pageOf(query, countInstCodes(db, where), (offset, limit) => findInstCodePage(db, where, offset, limit));
  return { ...page, list: page.list.map(toItem) };
}

export async function listInstCodeOptions(db: TDb, actor: TActor): Promise<TInstCodeOptionsResponse> {
  assertAdmin(actor);
  return { list: await findInstCodeOptions(db, OPTIONS_LIMIT) };
}

export async function getInstCode(db: TDb, actor: TActor, instCodeId: number): Promise<TInstCodeItem> {
  assertAdmin(actor);
  const row = await findInstCode(db, instCodeId);
  if (!row) throw AppError.notFound();
  return toItem(row);
}

async function toWrite(db: TDb, input: TInstCodeSave): Promise<TInstCodeWrite> {
  await assertCodeValues(db, [
    { field: 'instTypeCd', group: 'INST_TYPE', value: input.instTypeCd, message: INST_MESSAGES.instTypeCd },
    { field: 'regionCd', group: 'REGION', value: input.regionCd, message: INST_MESSAGES.regionCd },
  ]);
  return {
    instCd: input.instCd,
    instNm: input.instNm,
    instTypeCd: input.instTypeCd,
    regionCd: input.regionCd || null,
    upInstCd: input.upInstCd || null,
    telno: input.telno || null,
    addr: input.addr || null,
    sortSeq: input.sortSeq,
    useYn: input.useYn,
  };
}

/**
 * The parent must exist and may not be the code itself or one of its descendants. `storedCd` is
 * the code as stored now (children refer to it until the update's cascade).
 */
async function assertParent(tx: TTx, row: TInstCodeWrite, storedCd: string | undefined): Promise<void> {
  if (!row.upInstCd) return;
  if (row.upInstCd === row.instCd) throw fieldError('upInstCd', M.upInstCycle);
  const ancestors = await findAncestorCds(tx, row.upInstCd);
  if (ancestors.length === 0) throw fieldError('upInstCd', M.upInstNotFound);
  if (storedCd && ancestors.includes(storedCd)) throw fieldError('upInstCd', M.upInstCycle);
}

/** A concurrent insert of the same code ends in the unique index: the same answer as the check. */
async function mapDuplicate<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorOf(error)?.code === PG_UNIQUE_VIOLATION) throw fieldError('instCd', M.duplicate);
    throw error;
  }
}

export async function createInstCode(db: TDb, actor: TActor, input: TInstCodeSave): Promise<TInstCodeItem> {
  assertAdmin(actor);
  const row = await toWrite(db, input);
  const id = await mapDuplicate(() =>
    db.transaction(async (tx) => {
      await lockInstCodeTree(tx);
      if (await existsInstCd(tx, row.instCd)) throw fieldError('instCd', M.duplicate);
      await assertParent(tx, row, undefined);
      return insertInstCode(tx, row, actor.userId);
    }),
  );
  return getInstCode(db, actor, id);
}

export async function updateInstCodeEntry(db: TDb, actor: TActor, instCodeId: number, input: TInstCodeSave): Promise<TInstCodeItem> {
  assertAdmin(actor);
  const row = await toWrite(db, input);
  await mapDuplicate(() =>
    db.transaction(async (tx) => {
      await lockInstCodeTree(tx);
      const storedCd = await findInstCdForUpdate(tx, instCodeId);
      if (!storedCd) throw AppError.notFound();
      if (await existsInstCd(tx, row.instCd, instCodeId)) throw fieldError('instCd', M.duplicate);
      await assertParent(tx, row, storedCd);
      await updateInstCode(tx, instCodeId, row, actor.userId);
    }),
  );
  return getInstCode(db, actor, instCodeId);
}

/** A code that schools or child institutions refer to stays (the foreign keys restrict it too). */
export async function deleteInstCodeEntry(db: TDb, actor: TActor, instCodeId: number): Promise<{ result: 'SUCCESS' }> {
  assertAdmin(actor);
  try {
    await db.transaction(async (tx) => {
      const instCd = await findInstCdForUpdate(tx, instCodeId);
      if (!instCd) throw AppError.notFound();
      if ((await countSchoolsOfInst(tx, instCd)) > 0) throw new AppError('IN_USE', 400, M.inUseBySchool);
      if ((await countChildInsts(tx, instCd)) > 0) throw new AppError('IN_USE', 400, M.inUseByChild);
      await deleteInstCode(tx, instCodeId);
    });
  } catch (error) {
    const pg = pgErrorOf(error);
    if (pg?.code === PG_FOREIGN_KEY_VIOLATION) {
      throw new AppError('IN_USE', 400, pg.constraint?.includes('up_inst_cd') ? M.inUseByChild : M.inUseBySchool);
    }
    throw error;
  }
  return { result: 'SUCCESS' };
}
