import {
  blindEntryNo,
  CNTST_MESSAGES as M,
  cntstPhaseOf,
  cntstScoringOpen,
  type TCntstJdgContest,
  type TCntstJdgEntryDetail,
  type TCntstJdgEntryItem,
  type TCntstScoreBody,
} from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { logPersonalDataAccess } from '../privacy-log/index.js';
import { blindFileNm, entryLogDesc, entryFiles } from './cntst.files.js';
import {
  findCntst,
  findEntryIds,
  findJudgeContests,
  findJudgeEntries,
  isAllocatedLive,
  isJudgeOf,
  lockCntst,
  lockScore,
  upsertScore,
  type TCntstRow,
} from './cntst.repo.js';

type TJudgeEntryRow = Awaited<ReturnType<typeof findJudgeEntries>>[number];

function toJdgContest(row: TCntstRow & { alcCnt: number; submitCnt: number }): TCntstJdgContest {
  return {
    cntstId: row.cntstId,
    cntstTtl: row.cntstTtl,
    phase: cntstPhaseOf(row),
    jdgBgngDt: row.jdgBgngDt.toISOString(),
    jdgEndDt: row.jdgEndDt.toISOString(),
    blindYn: row.blindYn,
    alcCnt: row.alcCnt,
    submitCnt: row.submitCnt,
  };
}

/**
 * An allocated entry as its judge sees it. Blind: the entry is its number ('응모작 A-001') and
 * nothing names the entrant (no user id, name, school, team).
 */
function toJdgItem(contest: TCntstRow, row: TJudgeEntryRow, order: number[]): TCntstJdgEntryItem {
  const blind = contest.blindYn === 'Y';
  return {
    entryId: row.entry.entryId,
    entryNo: blindEntryNo(order.indexOf(row.entry.entryId) + 1),
    entryTtl: row.entry.entryTtl,
    entrantNm: blind ? null : (row.userNm ?? null),
    schlNm: blind ? null : (row.schlNm ?? null),
    teamNm: blind ? null : row.entry.teamNm,
    scoreSttsCd: row.scoreSttsCd ?? 'NONE',
  };
}

/** The contest of a judge: 404 for anyone it has not appointed. */
async function judgedCntst(db: TDb, actor: TActor, cntstId: number): Promise<TCntstRow> {
  assertAdmin(actor);
  const contest = await findCntst(db, cntstId);
  if (!contest || contest.sttsCd === 'DRAFT' || !(await isJudgeOf(db, cntstId, actor.userId))) throw AppError.notFound(M.notFound);
  return contest;
}

export async function myContests(db: TDb, actor: TActor): Promise<{ list: TCntstJdgContest[] }> {
  assertAdmin(actor);
  return { list: (await findJudgeContests(db, actor.userId)).map(toJdgContest) };
}

export async function myEntries(db: TDb, actor: TActor, cntstId: number) {
  const contest = await judgedCntst(db, actor, cntstId);
  const rows = await findJudgeEntries(db, cntstId, actor.userId);
  const order = await findEntryIds(db, cntstId);
  return {
    cntst: toJdgContest({ ...contest, alcCnt: rows.length, submitCnt: rows.filter((r) => r.scoreSttsCd === 'SUBMIT').length }),
    crtrs: contest.crtrs,
    list: rows.map((row) => toJdgItem(contest, row, order)),
  };
}

/** One allocated entry with its texts, files and the judge's own sheet; 404 when not allocated to the caller. */
async function judgedEntry(db: TDb, actor: TActor, cntstId: number, entryId: number) {
  const contest = await judgedCntst(db, actor, cntstId);
  const row = (await findJudgeEntries(db, cntstId, actor.userId)).find((r) => r.entry.entryId === entryId);
  if (!row) throw AppError.notFound(M.entryNotFound);
  const blind = contest.blindYn === 'Y';
  const item = toJdgItem(contest, row, await findEntryIds(db, cntstId));
  // blind: the files are named by the entry's number (an original name may name the entrant)
  const files = (await entryFiles(db, row.entry)).map((f) => ({ ...f, orgFileNm: blind ? blindFileNm(item.entryNo, f) : f.orgFileNm, regUserId: null }));
  const detail: TCntstJdgEntryDetail = {
    ...item,
    cntstTtl: contest.cntstTtl,
    blindYn: contest.blindYn,
    fields: contest.entryForm.fields,
    values: row.entry.vals,
    teamMbrs: blind ? null : row.entry.teamMbrs,
    files,
    crtrs: contest.crtrs,
    scores: row.scores ?? {},
    cmnt: row.cmnt ?? null,
    editable: cntstScoringOpen(contest) && row.scoreSttsCd !== 'SUBMIT',
  };
  return { detail, entrantId: row.entry.userId, blind };
}

/**
 * GET an allocated entry: the judge's read of an entrant's work is logged (SECURITY 17); blind, the
 * row names the entry's number only ('공모전 3 응모작 A-001'), no member, so the log cannot undo the blindness.
 */
export async function myEntry(db: TDb, actor: TActor, cntstId: number, entryId: number): Promise<TCntstJdgEntryDetail> {
  const { detail, entrantId, blind } = await judgedEntry(db, actor, cntstId, entryId);
  await logPersonalDataAccess(db, actor, { actnCd: 'VIEW', trgtUserId: blind ? null : entrantId, trgtDesc: entryLogDesc(cntstId, detail.entryNo) });
  return detail;
}

/** Scores within 0..max of known criteria; on submit every criterion. */
function checkScores(contest: TCntstRow, scores: Record<string, number>, final: boolean): void {
  const fail = (field: string, message: string) => new AppError('VALIDATION', 400, message, { fieldErrors: { [`scores.${field}`]: message } });
  for (const key of Object.keys(scores)) if (!contest.crtrs.some((c) => c.crtrId === key)) throw fail(key, M.scoreUnknown);
  for (const c of contest.crtrs) {
    const value = scores[c.crtrId];
    if (value === undefined) {
      if (final) throw fail(c.crtrId, M.scoreMissing(c.crtrNm));
      continue;
    }
    if (value < 0 || value > c.maxScore) throw fail(c.crtrId, M.scoreRange(c.crtrNm, c.maxScore));
  }
}

/** PUT score (draft) and POST score/submit: the caller's own sheet of an allocated entry; a submitted one is immutable. */
export async function saveScore(
  db: TDb,
  actor: TActor,
  cntstId: number,
  entryId: number,
  body: TCntstScoreBody,
  final: boolean,
): Promise<TCntstJdgEntryDetail> {
  await judgedEntry(db, actor, cntstId, entryId);
  await db.transaction(async (tx) => {
    const contest = await lockCntst(tx, cntstId);
    if (!contest) throw AppError.notFound(M.notFound);
    // the judge or the allocation may have gone since the check above (judges saved, entries allocated again)
    if (!(await isAllocatedLive(tx, cntstId, entryId, actor.userId))) throw AppError.notFound(M.entryNotFound);
    if (!cntstScoringOpen(contest)) throw new AppError('CNTST_NOT_JUDGING', 409, M.notJudgingPeriod);
    checkScores(contest, body.scores, final);
    const current = await lockScore(tx, entryId, actor.userId);
    if (current?.sttsCd === 'SUBMIT') throw new AppError('CNTST_SCORE_SUBMITTED', 409, M.scoreSubmitted);
    await upsertScore(tx, {
      cntstId,
      entryId,
      judgeId: actor.userId,
      scores: body.scores,
      cmnt: body.cmnt,
      sttsCd: final ? 'SUBMIT' : 'DRAFT',
      sbmsnDt: final ? new Date() : null,
      registeredBy: actor.userId,
      updatedBy: actor.userId,
    });
  });
  return (await judgedEntry(db, actor, cntstId, entryId)).detail;
}
