import { type TSmnexhlDetail, type TSmnexhlListQuery, type TSmnexhlListResponse, type TSmnexhlSaveParsed } from '@portal/contract';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import { AppError } from '../../plugins/app-error.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { lockBmnexhl } from './bmnexhl.repo.js';
import { claimNewRecordImage, keptFileGroup, saveRecordImage } from '../files/index.js';
import { claimHallFiles, hallFiles, removeHallFiles } from './mnexhl.files.js';
import { toSmnexhlItem, toSmnexhlWrite } from './mnexhl.mapper.js';
import {
  countSmnexhls,
  deleteSmnexhl,
  findSmnexhl,
  findSmnexhlPage,
  insertSmnexhl,
  lockSmnexhl,
  nextSmnexhlNo,
  setSmnexhlImageWhenNone,
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

/** The small hall with its attachments, as the view page and the save answers show it. */
async function detailOf(db: TDbOrTx, smnexhlId: number): Promise<TSmnexhlDetail | undefined> {
  const row = await findSmnexhl(db, smnexhlId);
  return row && { ...toSmnexhlItem(row), files: await hallFiles(db, 'smnexhl', row.smnexhlId, row.smnexhlAtchFileId) };
}

export async function getSmnexhl(db: TDb, actor: TActor, smnexhlId: number): Promise<TSmnexhlDetail> {
  assertAdmin(actor);
  const detail = await detailOf(db, smnexhlId);
  if (!detail) throw AppError.notFound();
  return detail;
}

/**
 * A new small hall gets the next number within its big hall (the public URL names it by that
 * number, spec §2 .../:bmnexhlNo); the big hall's row lock makes parallel creations take turns.
 * The files and the image uploaded with the form (smnexhlAtchFileId, imageFileId) become the new hall's.
 */
export async function createSmnexhl(db: TDb, actor: TActor, input: TSmnexhlSaveParsed & { bmnexhlId: number }): Promise<TSmnexhlDetail> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    if (!(await lockBmnexhl(tx, input.bmnexhlId))) throw AppError.notFound();
    const smnexhlNo = await nextSmnexhlNo(tx, input.bmnexhlId);
    const group = keptFileGroup(null, input.smnexhlAtchFileId);
    const smnexhlId = await insertSmnexhl(
      tx,
      input.bmnexhlId,
      smnexhlNo,
      { ...toSmnexhlWrite(input, group, input.imageFileId), imageFileId: null },
      actor.userId,
    );
    await claimHallFiles(tx, 'smnexhl', smnexhlId, group, actor.userId);
    const image = { seqType: 'smnexhlImage', recordId: smnexhlId, fileId: input.imageFileId, userId: actor.userId } as const;
    await claimNewRecordImage(tx, image, setSmnexhlImageWhenNone);
    return (await detailOf(tx, smnexhlId))!;
  });
}

/** A small hall stays in its big hall and keeps its number (its public URL) and its upload group. */
export async function updateSmnexhlEntry(db: TDb, actor: TActor, smnexhlId: number, input: TSmnexhlSaveParsed): Promise<TSmnexhlDetail> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const current = await lockSmnexhl(tx, smnexhlId);
    if (!current) throw AppError.notFound();
    const group = keptFileGroup(current.smnexhlAtchFileId, input.smnexhlAtchFileId);
    const image = { current: current.imageFileId, next: input.imageFileId };
    const imageFileId = await saveRecordImage(tx, { seqType: 'smnexhlImage', recordId: smnexhlId, ...image, userId: actor.userId });
    await updateSmnexhl(tx, smnexhlId, toSmnexhlWrite(input, group, imageFileId), actor.userId);
    await claimHallFiles(tx, 'smnexhl', smnexhlId, group, actor.userId);
    return (await detailOf(tx, smnexhlId))!;
  });
}

/** Its attachments go with it. */
export async function deleteSmnexhlEntry(db: TDb, actor: TActor, smnexhlId: number): Promise<{ result: 'SUCCESS' }> {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    if (!(await deleteSmnexhl(tx, smnexhlId))) throw AppError.notFound();
    await removeHallFiles(tx, 'smnexhl', [smnexhlId]);
  });
  return { result: 'SUCCESS' };
}
