import { type TBmnexhlItem, type TBmnexhlListQuery, type TBmnexhlListResponse, type TBmnexhlSaveParsed } from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import { AppError } from '../../plugins/app-error.js';
import { assertAdmin, type TActor } from '../privacy-log/privacy-log.service.js';
import {
  bmnexhlWhere,
  countBmnexhls,
  deleteBmnexhlWithSmnexhls,
  findBmnexhl,
  findBmnexhlPage,
  insertBmnexhl,
  lockBmnexhl,
  updateBmnexhl,
} from './bmnexhl.repo.js';
import { toBmnexhlItem, toBmnexhlWrite } from './mnexhl.mapper.js';

/** spec §2 admin mnexhlMng: the big halls (any administrator). */
export async function listBmnexhls(db: TDb, actor: TActor, query: TBmnexhlListQuery): Promise<TBmnexhlListResponse> {
  assertAdmin(actor);
  const where = bmnexhlWhere(query);
  const page = await pageOf(query, countBmnexhls(db, where), (offset, limit) => findBmnexhlPage(db, where, offset, limit));
  return { ...page, list: page.list.map(toBmnexhlItem) };
}

export async function getBmnexhl(db: TDb, actor: TActor, bmnexhlId: number): Promise<TBmnexhlItem> {
  assertAdmin(actor);
  const row = await findBmnexhl(db, bmnexhlId);
  if (!row) throw AppError.notFound();
  return toBmnexhlItem(row);
}

export async function createBmnexhl(db: TDb, actor: TActor, input: TBmnexhlSaveParsed): Promise<TBmnexhlItem> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const bmnexhlId = await insertBmnexhl(tx, toBmnexhlWrite(input), actor.actorUserId);
    return toBmnexhlItem((await findBmnexhl(tx, bmnexhlId))!);
  });
}

export async function updateBmnexhlEntry(db: TDb, actor: TActor, bmnexhlId: number, input: TBmnexhlSaveParsed): Promise<TBmnexhlItem> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    if (!(await updateBmnexhl(tx, bmnexhlId, toBmnexhlWrite(input), actor.actorUserId))) throw AppError.notFound();
    return toBmnexhlItem((await findBmnexhl(tx, bmnexhlId))!);
  });
}

/**
 * Deletes the big hall and every small hall inside it in one transaction (the page confirms
 * first, naming how many small halls go with it). Its attachments go with the files issue's
 * removal type typeBmnexhlMng (spec §7).
 */
export async function deleteBmnexhlEntry(db: TDb, actor: TActor, bmnexhlId: number): Promise<{ result: 'SUCCESS' }> {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    if (!(await lockBmnexhl(tx, bmnexhlId))) throw AppError.notFound();
    await deleteBmnexhlWithSmnexhls(tx, bmnexhlId);
  });
  return { result: 'SUCCESS' };
}
