import { MNEXHL_MESSAGES, type TBmnexhlDetail, type TBmnexhlListQuery, type TBmnexhlListResponse, type TBmnexhlSaveParsed } from '@portal/contract';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import { AppError } from '../../plugins/app-error.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import {
  bmnexhlWhere,
  countBmnexhls,
  deleteBmnexhlWithSmnexhls,
  findBmnexhl,
  findBmnexhlPage,
  insertBmnexhl,
  lockBmnexhl,
  setBmnexhlImageWhenNone,
  updateBmnexhl,
} from './bmnexhl.repo.js';
import { claimNewRecordImage, keptFileGroup, saveRecordImage } from '../files/index.js';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorOf } from '../inst-code/index.js';
import { claimHallFiles, hallFiles, removeHallFiles } from './mnexhl.files.js';
import { toBmnexhlItem, toBmnexhlWrite } from './mnexhl.mapper.js';

/** spec §2 admin mnexhlMng: the big halls (any administrator). */
export async function listBmnexhls(db: TDb, actor: TActor, query: TBmnexhlListQuery): Promise<TBmnexhlListResponse> {
  assertAdmin(actor);
  const where = bmnexhlWhere(query);
  const page = await pageOf(query, countBmnexhls(db, where), (offset, limit) => findBmnexhlPage(db, where, offset, limit));
  return { ...page, list: page.list.map(toBmnexhlItem) };
}

/** The hall with its attachments, as the view page and the save answers show it. */
async function detailOf(db: TDbOrTx, bmnexhlId: number): Promise<TBmnexhlDetail | undefined> {
  const row = await findBmnexhl(db, bmnexhlId);
  return row && { ...toBmnexhlItem(row), files: await hallFiles(db, 'bmnexhl', row.bmnexhlId, row.bmnexhlAtchFileId) };
}

export async function getBmnexhl(db: TDb, actor: TActor, bmnexhlId: number): Promise<TBmnexhlDetail> {
  assertAdmin(actor);
  const detail = await detailOf(db, bmnexhlId);
  if (!detail) throw AppError.notFound();
  return detail;
}

/** The files and the image uploaded with the form (bmnexhlAtchFileId, imageFileId) become the new hall's in the same transaction. */
export async function createBmnexhl(db: TDb, actor: TActor, input: TBmnexhlSaveParsed): Promise<TBmnexhlDetail> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const group = keptFileGroup(null, input.bmnexhlAtchFileId);
    const bmnexhlId = await insertBmnexhl(tx, { ...toBmnexhlWrite(input, group, input.imageFileId), imageFileId: null }, actor.userId);
    await claimHallFiles(tx, 'bmnexhl', bmnexhlId, group, actor.userId);
    const image = { seqType: 'bmnexhlImage', recordId: bmnexhlId, fileId: input.imageFileId, userId: actor.userId } as const;
    await claimNewRecordImage(tx, image, setBmnexhlImageWhenNone);
    return (await detailOf(tx, bmnexhlId))!;
  });
}

/** An update keeps the hall's upload group and claims the files added to it; it keeps, replaces or removes the image. */
export async function updateBmnexhlEntry(db: TDb, actor: TActor, bmnexhlId: number, input: TBmnexhlSaveParsed): Promise<TBmnexhlDetail> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const current = await lockBmnexhl(tx, bmnexhlId);
    if (!current) throw AppError.notFound();
    const group = keptFileGroup(current.bmnexhlAtchFileId, input.bmnexhlAtchFileId);
    const image = { current: current.imageFileId, next: input.imageFileId };
    const imageFileId = await saveRecordImage(tx, { seqType: 'bmnexhlImage', recordId: bmnexhlId, ...image, userId: actor.userId });
    await updateBmnexhl(tx, bmnexhlId, toBmnexhlWrite(input, group, imageFileId), actor.userId);
    await claimHallFiles(tx, 'bmnexhl', bmnexhlId, group, actor.userId);
    return (await detailOf(tx, bmnexhlId))!;
  });
}

/**
 * Deletes the big hall and every small hall inside it in one transaction (the page confirms
 * first, naming how many small halls go with it), with the attachments of all of them.
 */
export async function deleteBmnexhlEntry(db: TDb, actor: TActor, bmnexhlId: number): Promise<{ result: 'SUCCESS' }> {
  assertAdmin(actor);
  try {
    await db.transaction(async (tx) => {
      if (!(await lockBmnexhl(tx, bmnexhlId))) throw AppError.notFound();
      const { smnexhlIds } = await deleteBmnexhlWithSmnexhls(tx, bmnexhlId);
      await removeHallFiles(tx, 'bmnexhl', [bmnexhlId]);
      await removeHallFiles(tx, 'smnexhl', smnexhlIds);
    });
  } catch (error) {
    // a fusion program runs in the hall (fusn_prgrm_hall): nothing is deleted
    if (pgErrorOf(error)?.code === PG_FOREIGN_KEY_VIOLATION) throw AppError.conflict('IN_USE', MNEXHL_MESSAGES.bmnexhlInUse);
    throw error;
  }
  return { result: 'SUCCESS' };
}
