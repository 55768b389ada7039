import {
  type TSmnexhlItem,
  type TSmnexhlListQuery,
  type TSmnexhlListResponse,
  type TSmnexhlSaveParsed,
} from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import { AppError } from '../../plugins/app-error.js';
import { assertAdmin, type TActor } from '../privacy-log/privacy-log.service.js';
import { lockBmnexhl } from './bmnexhl.repo.js';
import { toSmnexhlItem, toSmnexhlWrite } from './mnexhl.mapper.js';
import {
  countSmnexhls,
  deleteSmnexhl,
  findSmnexhl,
  findSmnexhlPage,
  insertSmnexhl,
  nextSmnexhlNo,
  smnexhlWhere,
  updateSmnexhl,
} from './smnexhl.repo.js';

/** spec §2 admin mnexhlMng: the small halls of one big hall (any administrator). */
export async function listSmnexhls(db: TDb, actor: TActor, query: TSmnexhlListQuery): Promise<TSmnexhlListResponse> {
  assertAdmin(actor);
  const where = smnexhlWhere(query);
  const page = await pageOf(query, countSmnexhls(db, where), (offset, limit) => findSmnexhlPage(db, where, offset, limit));
  return { ...page, list: page.list.map(toSmnexhlItem) };
}

export async function getSmnexhl(db: TDb, actor: TActor, smnexhlId: number): Promise<TSmnexhlItem> {
  assertAdmin(actor);
  const row = await findSmnexhl(db, smnexhlId);
  if (!row) throw AppError.notFound();
  return toSmnexhlItem(row);
}

/**
 * A new small hall gets the next number within its big hall (the public URL names it by that
 * number, spec §2 .../:bmnexhlNo); the big hall's row lock makes parallel creations take turns.
 */
export async function createSmnexhl(db: TDb, actor: TActor, input: TSmnexhlSaveParsed & { bmnexhlId: number }): Promise<TSmnexhlItem> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    if (!(await lockBmnexhl(tx, input.bmnexhlId))) throw AppError.notFound();
    const smnexhlNo = await nextSmnexhlNo(tx, input.bmnexhlId);
    const smnexhlId = await insertSmnexhl(tx, input.bmnexhlId, smnexhlNo, toSmnexhlWrite(input), actor.actorUserId);
    return toSmnexhlItem((await findSmnexhl(tx, smnexhlId))!);
  });
}

/** A small hall stays in its big hall and keeps its number (its public URL). */
export async function updateSmnexhlEntry(db: TDb, actor: TActor, smnexhlId: number, input: TSmnexhlSaveParsed): Promise<TSmnexhlItem> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    if (!(await updateSmnexhl(tx, smnexhlId, toSmnexhlWrite(input), actor.actorUserId))) throw AppError.notFound();
    return toSmnexhlItem((await findSmnexhl(tx, smnexhlId))!);
  });
}

/** Its attachments go with the files issue's removal type typeSmnexhlMng (spec §7). */
export async function deleteSmnexhlEntry(db: TDb, actor: TActor, smnexhlId: number): Promise<{ result: 'SUCCESS' }> {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    if (!(await deleteSmnexhl(tx, smnexhlId))) throw AppError.notFound();
  });
  return { result: 'SUCCESS' };
}
