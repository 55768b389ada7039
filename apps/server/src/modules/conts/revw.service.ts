import {
  isStudentMbrType,
  REVW_MESSAGES as M,
  REVW_PAGE_SIZE,
  type TRevwCantWriteRsn,
  type TRevwItem,
  type TRevwListQuery,
  type TRevwListResponse,
  type TRevwMine,
  type TRevwResultResponse,
  type TRevwSave,
  type TRevwSaveResponse,
  type TRevwTrgtParams,
  type TRevwTrgtSeCd,
} from '@portal/contract';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import { earnPoint } from '../../lib/point-hook.js';
import type { TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { attendedPrgrm, isPrgrmPublic } from '../fusn/index.js';
import { nameViewerOf, shownName, type TNameViewer } from '../member/index.js';
import { assertCleanUserTexts } from '../prhbwd/index.js';
import {
  deleteOwnRevw,
  findLiveRevw,
  findMine,
  findPrgrmNm,
  findVisibleContsTtl,
  findVisiblePage,
  insertRevw,
  type TRevwRow,
  updateOwnRevw,
  visibleStats,
} from './revw.repo.js';

/*
 * Members' reviews of contents and fusion programs (issue 20). Anyone reads the visible reviews of
 * a visible target; logged-in members of the user realm write one live review per target (a program:
 * only a student who attended it), edit and delete their own. A student's first review of a target
 * earns REVW points once (ledger key revw:<trgtSeCd>:<trgtId>: deleting and writing again earns nothing).
 */

/** The target's title when users may see it; 404 otherwise (spec: every user call about a hidden content answers 404). */
async function visibleTarget(db: TDbOrTx, trgtSeCd: TRevwTrgtSeCd, trgtId: number): Promise<string> {
  const ttl = trgtSeCd === 'CONTS' ? await findVisibleContsTtl(db, trgtId) : (await isPrgrmPublic(db, trgtId)) ? await findPrgrmNm(db, trgtId) : undefined;
  if (ttl === undefined) throw AppError.notFound(M.trgtNotFound);
  return ttl;
}

/** A program is reviewed only by a student who attended one of its sessions. */
async function mayReviewPrgrm(db: TDbOrTx, actor: TActor, prgrmId: number): Promise<boolean> {
  return isStudentMbrType(actor.mbrTypeAuthrt) && attendedPrgrm(db, actor.userId, prgrmId);
}

/** An administrator's session is not of the user realm: on the public list it reads as a guest's. */
const userRealm = (actor: TActor | null): TActor | null => (actor && actor.userTypeCd !== 'A' ? actor : null);

const itemOf = (row: TRevwRow, viewer: TNameViewer): TRevwItem => ({
  revwId: row.revwId,
  writerNm: shownName(viewer, row.userId, row.userNm, row),
  rtng: row.rtng,
  revwCn: row.revwCn,
  ansCn: row.ansCn,
  ansAt: row.ansAt?.toISOString() ?? null,
  registeredAt: row.registeredAt.toISOString(),
  mine: viewer.userId !== null && viewer.userId === row.userId ? 'Y' : 'N',
});

export async function listRevws(db: TDb, caller: TActor | null, params: TRevwTrgtParams, query: TRevwListQuery): Promise<TRevwListResponse> {
  const { trgtSeCd, trgtId } = params;
  await visibleTarget(db, trgtSeCd, trgtId);
  const actor = userRealm(caller);
  const viewer = await nameViewerOf(db, actor);
  const stats = await visibleStats(db, trgtSeCd, trgtId);
  const page = await pageOf({ currentPage: query.currentPage, maxResults: REVW_PAGE_SIZE }, Promise.resolve(stats.revwCnt), async (offset, limit) =>
    (await findVisiblePage(db, trgtSeCd, trgtId, offset, limit)).map((row) => itemOf(row, viewer)),
  );
  const mineRow = actor ? await findMine(db, trgtSeCd, trgtId, actor.userId) : undefined;
  const myRevw: TRevwMine | null = mineRow ? { ...itemOf(mineRow, viewer), hideYn: mineRow.hideYn, hideRsn: mineRow.hideRsn } : null;
  let cantWriteRsn: TRevwCantWriteRsn | null = null;
  if (!actor) cantWriteRsn = 'LOGIN';
  else if (myRevw) cantWriteRsn = 'WRITTEN';
  else if (trgtSeCd === 'PRGRM' && !(await mayReviewPrgrm(db, actor, trgtId))) cantWriteRsn = 'NOT_ATTENDED';
  return {
    ...page,
    ...stats,
    myRevw,
    canWrite: cantWriteRsn ? 'N' : 'Y',
    cantWriteRsn,
    cantWriteMsg: cantWriteRsn ? M.cantWrite[cantWriteRsn] : null,
  };
}

const cleanText = (db: TDb, revwCn: string) =>
  assertCleanUserTexts(db, [{ field: 'revwCn', label: '후기', text: revwCn }], { personalInfoMessage: M.personalInfo });

/** The points history's reason names the target: 30 characters at most (an ellipsis after a longer title). */
function reasonTitle(ttl: string): string {
  const chars = Array.from(ttl.trim());
  return chars.length > 30 ? `${chars.slice(0, 30).join('')}…` : chars.join('');
}

const srcUrlOf = (trgtSeCd: TRevwTrgtSeCd, trgtId: number) => (trgtSeCd === 'CONTS' ? `/infoGd/conts/${trgtId}` : `/crrFusion/prgrm/${trgtId}`);

/** POST: one live review per member and target (409 for a second); a student earns REVW once per target, in the same transaction. */
export async function createRevw(db: TDb, actor: TActor, params: TRevwTrgtParams, body: TRevwSave): Promise<TRevwSaveResponse> {
  const { trgtSeCd, trgtId } = params;
  const ttl = await visibleTarget(db, trgtSeCd, trgtId);
  if (trgtSeCd === 'PRGRM' && !(await mayReviewPrgrm(db, actor, trgtId))) throw AppError.forbidden(M.notAttended);
  await cleanText(db, body.revwCn);
  return db.transaction(async (tx) => {
    const revwId = await insertRevw(tx, { trgtSeCd, trgtId, userId: actor.userId, rtng: body.rtng, revwCn: body.revwCn });
    if (revwId === undefined) throw AppError.conflict('REVW_DUPLICATE', M.duplicate);
    const pointEarned = isStudentMbrType(actor.mbrTypeAuthrt)
      ? await earnPoint(tx, {
          userId: actor.userId,
          pointTypeCd: 'REVW',
          idntfId: `revw:${trgtSeCd}:${trgtId}`,
          reason: M.pointReason(reasonTitle(ttl)),
          srcUrl: srcUrlOf(trgtSeCd, trgtId),
        })
      : 0;
    return { result: 'SUCCESS' as const, revwId, pointEarned, message: pointEarned > 0 ? M.createdWithPoint(pointEarned) : M.created };
  });
}

/** The member's own live review of a target still visible: 404 when gone, 403 when another member's. */
async function ownRevw(db: TDb, actor: TActor, revwId: number) {
  const row = await findLiveRevw(db, revwId);
  if (!row) throw AppError.notFound(M.notFound);
  if (row.userId !== actor.userId) throw AppError.forbidden(M.forbidden);
  await visibleTarget(db, row.trgtSeCd, (row.contsId ?? row.prgrmId)!);
  return row;
}

export async function updateRevw(db: TDb, actor: TActor, revwId: number, body: TRevwSave): Promise<TRevwResultResponse> {
  await ownRevw(db, actor, revwId);
  await cleanText(db, body.revwCn);
  const done = await db.transaction((tx) => updateOwnRevw(tx, revwId, actor.userId, { rtng: body.rtng, revwCn: body.revwCn }));
  if (!done) throw AppError.notFound(M.notFound);
  return { result: 'SUCCESS', message: M.updated };
}

/** DELETE: the review goes (delYn); the points it earned stay, and writing again earns no more. */
export async function deleteRevw(db: TDb, actor: TActor, revwId: number): Promise<TRevwResultResponse> {
  await ownRevw(db, actor, revwId);
  const done = await db.transaction((tx) => deleteOwnRevw(tx, revwId, actor.userId));
  if (!done) throw AppError.notFound(M.notFound);
  return { result: 'SUCCESS', message: M.deleted };
}
