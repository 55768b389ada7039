import {
  emptySrvyDef,
  sameSrvyStructure,
  SRVY_MESSAGES as M,
  srvyDefProblems,
  srvyQstnCount,
  type TSrvyDef,
  type TSrvyItem,
  type TSrvyListQuery,
  type TSrvySave,
} from '@portal/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import { keywordWhere } from '../../db/search.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { removeFilesOf } from '../files/index.js';
import {
  countSrvys,
  deleteSrvyRows,
  findSrvy,
  findSrvyPage,
  insertSrvy,
  lockSrvy,
  maxVerNo,
  updateSrvy,
  type TSrvyInsert,
  type TSrvyRow,
} from './srvy.repo.js';
import { srvy } from './srvy.table.js';
import { toSrvyItem, toSrvyListItem } from './srvy.view.js';

const conflict = (code: string, message: string) => new AppError(code, 409, message);

/** A definition with problems is refused: the first as the message, all of them under `def`. */
function assertSoundDef(def: TSrvyDef): void {
  const problems = srvyDefProblems(def);
  if (problems.length) throw new AppError('VALIDATION', 400, problems[0], { fieldErrors: { def: problems.join('\n') } });
}

async function locked(tx: TTx, srvyId: number): Promise<TSrvyRow> {
  const row = await lockSrvy(tx, srvyId, 'update');
  if (!row) throw AppError.notFound();
  return row;
}

const metaValues = (input: TSrvySave) => ({
  srvyTtl: input.srvyTtl,
  srvyExpln: input.srvyExpln || null,
  bgngDt: new Date(input.bgngDt),
  endDt: new Date(input.endDt),
  trgtSeCd: input.trgtSeCd,
  trgtMbrTypes: input.trgtMbrTypes,
  trgtSchlTypes: input.trgtSchlTypes,
  anonYn: input.anonYn,
  rptYn: input.rptYn,
  pointTypeCd: input.pointTypeCd,
  tmpltYn: input.tmpltYn,
});

/** GET /api/srvy/list: by title, state and template flag, newest first. */
export async function listSrvys(db: TDb, actor: TActor, query: TSrvyListQuery) {
  assertAdmin(actor);
  const where: SQL | undefined = and(
    keywordWhere(query.searchWrd, srvy.srvyTtl),
    query.sttsCd ? eq(srvy.sttsCd, query.sttsCd) : undefined,
    query.tmpltYn ? eq(srvy.tmpltYn, query.tmpltYn) : undefined,
  );
  const page = await pageOf(query, countSrvys(db, where), (offset, limit) => findSrvyPage(db, where, offset, limit));
  return { ...page, list: page.list.map(toSrvyListItem) };
}

export async function getSrvyMng(db: TDb, actor: TActor, srvyId: number): Promise<TSrvyItem> {
  assertAdmin(actor);
  const row = await findSrvy(db, srvyId);
  if (!row) throw AppError.notFound();
  return toSrvyItem(row);
}

/** POST /api/srvy: a draft with one empty page. */
export async function createSrvy(db: TDb, actor: TActor, input: TSrvySave): Promise<TSrvyItem> {
  assertAdmin(actor);
  return db.transaction(async (tx) =>
    toSrvyItem(await insertSrvy(tx, { ...metaValues(input), def: emptySrvyDef(), registeredBy: actor.userId, updatedBy: actor.userId })),
  );
}

/** PUT /api/srvy/:srvyId: the meta; once answered, the target, anonymity and repetition stay (a new version changes them). */
export async function updateSrvyMeta(db: TDb, actor: TActor, srvyId: number, input: TSrvySave): Promise<TSrvyItem> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const row = await locked(tx, srvyId);
    if (row.sttsCd === 'CLOSED') throw conflict('SRVY_CLOSED', M.notDraftEditable);
    const next = metaValues(input);
    const sameList = (a: string[], b: string[]) => [...a].sort().join() === [...b].sort().join();
    const lockedChanged =
      next.trgtSeCd !== row.trgtSeCd ||
      !sameList(next.trgtMbrTypes, row.trgtMbrTypes) ||
      !sameList(next.trgtSchlTypes, row.trgtSchlTypes) ||
      next.anonYn !== row.anonYn ||
      next.rptYn !== row.rptYn;
    if (row.rspnsCnt > 0 && lockedChanged) throw conflict('SRVY_ANSWERED', M.metaLocked);
    return toSrvyItem(await updateSrvy(tx, srvyId, { ...next, updatedBy: actor.userId }));
  });
}

/**
 * PUT def (the builder) and PUT texts (corrections): a definition without problems. A closed survey
 * is not edited; one with responses keeps its structure (only texts change), and `texts` never
 * changes it.
 */
export async function saveSrvyDef(db: TDb, actor: TActor, srvyId: number, def: TSrvyDef, textsOnly: boolean): Promise<TSrvyItem> {
  assertAdmin(actor);
  assertSoundDef(def);
  return db.transaction(async (tx) => {
    const row = await locked(tx, srvyId);
    const same = sameSrvyStructure(row.def, def);
    if ((textsOnly || row.rspnsCnt > 0) && !same) throw conflict('SRVY_STRUCTURE', M.structureLocked);
    if (row.sttsCd === 'CLOSED' && !same) throw conflict('SRVY_CLOSED', M.notDraftEditable);
    return toSrvyItem(await updateSrvy(tx, srvyId, { def, updatedBy: actor.userId }));
  });
}

const copyValues = (row: TSrvyRow, actor: TActor): TSrvyInsert => ({
  srvyTtl: row.srvyTtl,
  srvyExpln: row.srvyExpln,
  bgngDt: row.bgngDt,
  endDt: row.endDt,
  trgtSeCd: row.trgtSeCd,
  trgtMbrTypes: row.trgtMbrTypes,
  trgtSchlTypes: row.trgtSchlTypes,
  anonYn: row.anonYn,
  rptYn: row.rptYn,
  pointTypeCd: row.pointTypeCd,
  def: row.def,
  sttsCd: 'DRAFT',
  tmpltYn: 'N',
  registeredBy: actor.userId,
  updatedBy: actor.userId,
});

/** POST copy: a new draft '(사본)' of any survey or template, a first version of its own. */
export async function copySrvy(db: TDb, actor: TActor, srvyId: number): Promise<TSrvyItem> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const row = await locked(tx, srvyId);
    return toSrvyItem(await insertSrvy(tx, { ...copyValues(row, actor), srvyTtl: M.copyTitle(row.srvyTtl).slice(0, 200) }));
  });
}

/** POST version: the next version (a draft of the same family, verNo + 1); the copied one is closed. */
export async function newSrvyVersion(db: TDb, actor: TActor, srvyId: number): Promise<TSrvyItem> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const row = await locked(tx, srvyId);
    if (row.tmpltYn === 'Y') throw conflict('SRVY_TEMPLATE', M.publishTemplate);
    const orgnSrvyId = row.orgnSrvyId ?? row.srvyId;
    const verNo = (await maxVerNo(tx, orgnSrvyId)) + 1;
    if (row.sttsCd === 'OPEN') await updateSrvy(tx, srvyId, { sttsCd: 'CLOSED', updatedBy: actor.userId });
    return toSrvyItem(await insertSrvy(tx, { ...copyValues(row, actor), verNo, orgnSrvyId }));
  });
}

/** POST publish: a draft, not a template, whose definition has no problem and a question. */
export async function publishSrvy(db: TDb, actor: TActor, srvyId: number): Promise<TSrvyItem> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const row = await locked(tx, srvyId);
    if (row.tmpltYn === 'Y') throw conflict('SRVY_TEMPLATE', M.publishTemplate);
    if (row.sttsCd !== 'DRAFT') throw conflict('SRVY_STTS', M.publishState);
    const problems = srvyDefProblems(row.def);
    if (problems.length) throw new AppError('VALIDATION', 400, M.publishProblems(problems[0]!), { fieldErrors: { def: problems.join('\n') } });
    if (srvyQstnCount(row.def) === 0) throw new AppError('VALIDATION', 400, M.publishNoQstn);
    return toSrvyItem(await updateSrvy(tx, srvyId, { sttsCd: 'OPEN', updatedBy: actor.userId }));
  });
}

/** POST close: an open survey takes no more answers. */
export async function closeSrvy(db: TDb, actor: TActor, srvyId: number): Promise<TSrvyItem> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const row = await locked(tx, srvyId);
    if (row.sttsCd !== 'OPEN') throw conflict('SRVY_STTS', M.closeState);
    return toSrvyItem(await updateSrvy(tx, srvyId, { sttsCd: 'CLOSED', updatedBy: actor.userId }));
  });
}

/** DELETE: only a survey without submitted responses (its drafts and their files go with it). */
export async function deleteSrvy(db: TDb, actor: TActor, srvyId: number): Promise<{ result: 'SUCCESS' }> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const row = await locked(tx, srvyId);
    if (row.rspnsCnt > 0) throw conflict('SRVY_ANSWERED', M.hasResponses);
    await removeFilesOf(tx, 'srvyRspns', await deleteSrvyRows(tx, srvyId));
    return { result: 'SUCCESS' as const };
  });
}
