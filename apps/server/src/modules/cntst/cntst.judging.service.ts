import {
  CNTST_MESSAGES as M,
  type TCntstAllocateResponse,
  type TCntstItem,
  type TCntstJudge,
  type TCntstPrizeBody,
  type TCntstProgressResponse,
  type TCntstPublishBody,
  type TCntstReopenBody,
  type TCntstScoreTableResponse,
  type TCntstTieBody,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { logPersonalDataAccess } from '../privacy-log/index.js';
import { assertManager, managedCntst } from './cntst.admin.service.js';
import {
  countScores,
  findAllocationSheets,
  findCntst,
  findEntrants,
  findJudges,
  findManagers,
  findSubmittedEntryIds,
  lockCntst,
  lockScore,
  replaceAllocation,
  replaceJudges,
  replacePrizes,
  reopenScore,
  setTieOrders,
  updateCntst,
  type TCntstRow,
} from './cntst.repo.js';
import { allocate, scoreTable, weightedTotal } from './cntst.score.js';
import { cntstEntry } from './cntst.table.js';
import { toItem } from './cntst.view.js';

const conflict = (code: string, message: string) => new AppError(code, 409, message);

/** GET judgeCandidates: the active administrator (manager) accounts. */
export async function judgeCandidates(db: TDb, actor: TActor) {
  assertAdmin(actor);
  return { list: await findManagers(db) };
}

export async function listJudges(db: TDb, actor: TActor, cntstId: number): Promise<{ list: TCntstJudge[] }> {
  await managedCntst(db, actor, cntstId);
  return { list: await findJudges(db, cntstId) };
}

/**
 * PUT judges: the contest's judges, manager accounts only; a judge who has scored stays. A
 * removed judge's allocations go with them (allocate again to deal their entries).
 */
export async function saveJudges(db: TDb, actor: TActor, cntstId: number, judgeIds: string[]): Promise<{ list: TCntstJudge[] }> {
  await managedCntst(db, actor, cntstId);
  if (judgeIds.includes(actor.userId)) throw AppError.forbidden(M.judgeOwnContest);
  const managers = await findManagers(db, judgeIds.length ? judgeIds : ['']);
  if (managers.length !== judgeIds.length) throw new AppError('VALIDATION', 400, M.judgeIsManager, { fieldErrors: { judgeIds: M.judgeIsManager } });
  await db.transaction(async (tx) => {
    const contest = await lockCntst(tx, cntstId);
    if (!contest) throw AppError.notFound(M.notFound);
    if (contest.sttsCd === 'PUBLISHED') throw conflict('CNTST_PUBLISHED', M.published);
    for (const judge of await findJudges(tx, cntstId))
      if (!judgeIds.includes(judge.judgeId) && (await countScores(tx, cntstId, judge.judgeId)) > 0) throw conflict('CNTST_JUDGE_SCORED', M.judgeHasScores);
    await replaceJudges(tx, cntstId, judgeIds, actor.userId);
  });
  return { list: await findJudges(db, cntstId) };
}

/** POST allocate: after the entry period, before any score: the sent entries dealt by the contest's mode. */
export async function allocateEntries(db: TDb, actor: TActor, cntstId: number): Promise<TCntstAllocateResponse> {
  await assertManager(db, actor, cntstId);
  const alcCnt = await db.transaction(async (tx) => {
    const contest = await lockCntst(tx, cntstId);
    if (!contest) throw AppError.notFound(M.notFound);
    if (contest.sttsCd !== 'OPEN') throw conflict('CNTST_PUBLISHED', M.published);
    if (Date.now() < contest.aplyEndDt.getTime()) throw conflict('CNTST_NOT_JUDGING', M.notJudgingPeriod);
    if ((await countScores(tx, cntstId)) > 0) throw conflict('CNTST_ALC_SCORED', M.alcAfterScores);
    const judges = (await findJudges(tx, cntstId)).map((j) => j.judgeId);
    if (judges.length === 0) throw conflict('CNTST_NO_JUDGES', M.noJudges);
    if (contest.alcMode === 'N' && judges.length < contest.alcJdgCnt) throw conflict('CNTST_FEW_JUDGES', M.tooFewJudges(contest.alcJdgCnt, judges.length));
    const entries = await findSubmittedEntryIds(tx, cntstId);
    if (entries.length === 0) throw conflict('CNTST_NO_ENTRIES', M.noEntries);
    const pairs = allocate(entries, judges, contest.alcMode, contest.alcJdgCnt);
    await replaceAllocation(tx, cntstId, pairs);
    return pairs.length;
  });
  return { result: 'SUCCESS', alcCnt, judges: await findJudges(db, cntstId) };
}

export async function progressOf(db: TDb, actor: TActor, cntstId: number): Promise<TCntstProgressResponse> {
  await managedCntst(db, actor, cntstId);
  const judges = await findJudges(db, cntstId);
  return { judges, alcCnt: judges.reduce((s, j) => s + j.alcCnt, 0), submitCnt: judges.reduce((s, j) => s + j.submitCnt, 0) };
}

/** The score table of a contest's sent entries (read in `db`, a transaction when it follows a change). */
async function buildScoreTable(db: TDbOrTx, contest: TCntstRow): Promise<TCntstScoreTableResponse> {
  const entries = await findEntrants(db, eq(cntstEntry.cntstId, contest.cntstId));
  const live = entries.filter((e) => e.sttsCd === 'SUBMIT');
  const sheets = await findAllocationSheets(db, contest.cntstId);
  const sheetsOf = (entryId: number) => sheets.filter((s) => s.entryId === entryId);
  const figures = new Map(
    scoreTable(
      contest.crtrs,
      live.map((e) => ({
        entryId: e.entryId,
        tieOrd: e.tieOrd,
        sheets: sheetsOf(e.entryId).map((s) => ({ judgeId: s.judgeId, scores: s.scores ?? {}, submitted: s.sttsCd === 'SUBMIT' })),
      })),
    ).map((r) => [r.entryId, r]),
  );
  const rows = live.map((e) => {
    const f = figures.get(e.entryId)!;
    const own = sheetsOf(e.entryId);
    return {
      entryId: e.entryId,
      entryTtl: e.entryTtl,
      userNm: e.userNm,
      schlNm: e.schlNm,
      alcCnt: own.length,
      submitCnt: own.filter((s) => s.sttsCd === 'SUBMIT').length,
      means: f.means,
      total: f.total,
      spread: f.spread,
      rank: f.rank,
      tieYn: f.tieYn,
      tieOrd: e.tieOrd,
      prizeId: e.prizeId,
      judges: own.map((s) => ({
        judgeId: s.judgeId,
        judgeNm: s.judgeNm,
        sttsCd: s.sttsCd ?? ('NONE' as const),
        scores: s.scores ?? {},
        total: s.sttsCd === 'SUBMIT' ? weightedTotal(contest.crtrs, s.scores ?? {}) : null,
        cmnt: s.cmnt,
      })),
    };
  });
  rows.sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity) || (a.tieOrd ?? Infinity) - (b.tieOrd ?? Infinity) || a.entryId - b.entryId);
  return { crtrs: contest.crtrs, prizes: contest.prizes, rows };
}

/** The score table names every entrant and school: each read of it is logged (SECURITY 17), in the transaction of a change. */
async function loggedScoreTable(db: TDbOrTx, actor: TActor, contest: TCntstRow): Promise<TCntstScoreTableResponse> {
  const table = await buildScoreTable(db, contest);
  await logPersonalDataAccess(db, actor, { actnCd: 'VIEW', trgtDesc: `공모전 ${contest.cntstId} 심사 결과표 ${table.rows.length}건` });
  return table;
}

export async function scoresOf(db: TDb, actor: TActor, cntstId: number): Promise<TCntstScoreTableResponse> {
  return loggedScoreTable(db, actor, await managedCntst(db, actor, cntstId));
}

/** POST scores/reopen: a submitted score back to its judge as a draft, the reason and old scores logged. */
export async function reopen(db: TDb, actor: TActor, cntstId: number, body: TCntstReopenBody): Promise<{ result: 'SUCCESS' }> {
  await assertManager(db, actor, cntstId);
  return db.transaction(async (tx) => {
    const contest = await lockCntst(tx, cntstId);
    if (!contest) throw AppError.notFound(M.notFound);
    if (contest.sttsCd === 'PUBLISHED') throw conflict('CNTST_PUBLISHED', M.published);
    const score = await lockScore(tx, body.entryId, body.judgeId);
    if (!score || score.cntstId !== cntstId) throw AppError.notFound(M.entryNotFound);
    if (score.sttsCd !== 'SUBMIT') throw conflict('CNTST_SCORE_NOT_SUBMITTED', M.notSubmittedScore);
    await reopenScore(tx, { cntstId, entryId: body.entryId, judgeId: body.judgeId, reason: body.reason, prevScores: score.scores, userId: actor.userId });
    return { result: 'SUCCESS' as const };
  });
}

/** PUT ties: entries of one equal total, in the administrator's order. */
export async function resolveTie(db: TDb, actor: TActor, cntstId: number, body: TCntstTieBody): Promise<TCntstScoreTableResponse> {
  await assertManager(db, actor, cntstId);
  return db.transaction(async (tx) => {
    const contest = await lockCntst(tx, cntstId);
    if (!contest) throw AppError.notFound(M.notFound);
    if (contest.sttsCd === 'PUBLISHED') throw conflict('CNTST_PUBLISHED', M.published);
    const table = await buildScoreTable(tx, contest);
    const totals = body.entryIds.map((id) => table.rows.find((r) => r.entryId === id)?.total);
    if (totals.some((t) => t == null) || new Set(totals).size !== 1) throw new AppError('CNTST_NOT_TIED', 400, M.tieNotTied);
    await setTieOrders(tx, body.entryIds, actor.userId);
    return loggedScoreTable(tx, actor, contest);
  });
}

/** PUT prizes: the prizes of the sent entries (replacing the set), each within its count. */
export async function assignPrizes(db: TDb, actor: TActor, cntstId: number, body: TCntstPrizeBody): Promise<TCntstScoreTableResponse> {
  await assertManager(db, actor, cntstId);
  return db.transaction(async (tx) => {
    const contest = await lockCntst(tx, cntstId);
    if (!contest) throw AppError.notFound(M.notFound);
    if (contest.sttsCd === 'PUBLISHED') throw conflict('CNTST_PUBLISHED', M.published);
    const live = new Set(await findSubmittedEntryIds(tx, cntstId));
    for (const award of body.awards) {
      if (!live.has(award.entryId)) throw new AppError('VALIDATION', 400, M.prizeEntry);
      if (award.prizeId && !contest.prizes.some((p) => p.prizeId === award.prizeId)) throw new AppError('VALIDATION', 400, M.prizeUnknown);
    }
    for (const prize of contest.prizes) {
      if (body.awards.filter((a) => a.prizeId === prize.prizeId).length > prize.prizeCnt)
        throw new AppError('VALIDATION', 400, M.prizeFull(prize.prizeNm, prize.prizeCnt));
    }
    await replacePrizes(tx, cntstId, body.awards, actor.userId);
    return loggedScoreTable(tx, actor, contest);
  });
}

/** POST publish: on or after the announcement date; allocations not submitted need the override. */
export async function publish(db: TDb, actor: TActor, cntstId: number, body: TCntstPublishBody): Promise<TCntstItem> {
  await assertManager(db, actor, cntstId);
  await db.transaction(async (tx) => {
    const contest = await lockCntst(tx, cntstId);
    if (!contest) throw AppError.notFound(M.notFound);
    if (contest.sttsCd === 'PUBLISHED') throw conflict('CNTST_PUBLISHED', M.alreadyPublished);
    if (contest.sttsCd !== 'OPEN' || Date.now() < contest.annDt.getTime()) throw conflict('CNTST_BEFORE_ANN', M.beforeAnnDt);
    const table = await buildScoreTable(tx, contest);
    const pending = table.rows.reduce((sum, r) => sum + r.alcCnt - r.submitCnt, 0);
    if (pending > 0 && body.overrideYn !== 'Y') throw new AppError('CNTST_SCORES_PENDING', 409, M.scoresPending(pending));
    await updateCntst(tx, cntstId, { sttsCd: 'PUBLISHED', pblsDt: new Date(), pblsBy: actor.userId, updatedBy: actor.userId });
  });
  return toItem((await findCntst(db, cntstId))!);
}
