import {
  CNTST_MESSAGES as M,
  cntstPhaseOf,
  type TCntstEntryBody,
  type TCntstEntryForm,
  type TCntstMyEntry,
  type TCntstPubListQuery,
  type TCntstPubView,
  type TCntstRsltResponse,
} from '@portal/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import { multiLine, orNull } from '../../lib/text.js';
import type { TRequestUser } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { keptFileGroup } from '../files/index.js';
import { inTarget, nameViewerOf, shownName, targetProfileOf } from '../member/index.js';
import { assertCleanUserTexts } from '../prhbwd/index.js';
import { claimEntryFiles } from './cntst.files.js';
import {
  countCntsts,
  countLiveEntries,
  countMyEntries,
  cntstWhere,
  findCntst,
  findCntstPage,
  findEntrants,
  findMyEntries,
  findMyEntry,
  findMyEntryPage,
  insertEntry,
  lockCntst,
  lockEntry,
  updateEntry,
  type TCntstFullRow,
} from './cntst.repo.js';
import { cntstEntry } from './cntst.table.js';
import { metaOf, toMyEntry, toPubItem } from './cntst.view.js';

const fieldError = (field: string, message: string) => new AppError('VALIDATION', 400, message, { fieldErrors: { [field]: message } });

/** A member of the user realm: administrators do not enter contests. */
function assertMember(user: TRequestUser): void {
  if (user.userTypeCd === 'A') throw AppError.forbidden(M.notEligible);
}

/** A contest the public may see: shown (OPEN) or published. */
async function visibleCntst(db: TDb, cntstId: number): Promise<TCntstFullRow> {
  const row = await findCntst(db, cntstId);
  if (!row || row.sttsCd === 'DRAFT') throw AppError.notFound(M.notFound);
  return row;
}

/** GET list: shown contests by phase, newest entry period first, 10 a page. */
export async function listCntsts(db: TDb, _user: TRequestUser | null, query: TCntstPubListQuery) {
  const where = cntstWhere({ phase: query.phase }, true);
  const page = await pageOf(query, countCntsts(db, where), (offset, limit) => findCntstPage(db, where, offset, limit));
  return { ...page, list: page.list.map(toPubItem) };
}

/** GET :cntstId: the contest page, with what the caller may do. */
export async function viewCntst(db: TDb, user: TRequestUser | null, cntstId: number): Promise<TCntstPubView> {
  const row = await visibleCntst(db, cntstId);
  const eligible = user ? inTarget(row.trgtMbrTypes, row.trgtSchlTypes, await targetProfileOf(db, user.userId)) : false;
  const myEntryCnt = user ? await countLiveEntries(db, cntstId, user.userId) : 0;
  return {
    ...metaOf(row),
    crtrs: row.crtrs.map((c) => ({ crtrNm: c.crtrNm, weight: c.weight })),
    myEntryCnt,
    eligible,
    canEnter: eligible && cntstPhaseOf(row) === 'APLY' && myEntryCnt < row.aplyLimitCnt,
  };
}

type TCleanEntry = { entryTtl: string; teamNm: string | null; teamMbrs: string | null; vals: Record<string, string> };

/** The entry's texts checked against the contest's form, then prohibited words and personal information (assertCleanUserTexts). */
async function cleanEntry(
  db: TDb,
  contest: { teamYn: 'Y' | 'N'; maxTeamSize: number; entryForm: TCntstEntryForm },
  input: TCntstEntryBody,
): Promise<TCleanEntry> {
  const fields = contest.entryForm.fields;
  for (const key of Object.keys(input.values)) if (!fields.some((f) => f.fieldId === key)) throw fieldError(`values.${key}`, M.fieldUnknown);
  const vals: Record<string, string> = {};
  for (const f of fields) {
    const text = (f.fieldType === 'LONG' ? multiLine(input.values[f.fieldId]) : orNull(input.values[f.fieldId])) ?? '';
    if (!text && f.requiredYn === 'Y') throw fieldError(`values.${f.fieldId}`, M.fieldRequired(f.fieldNm));
    if ([...text].length > f.maxLength) throw fieldError(`values.${f.fieldId}`, M.fieldTooLong(f.fieldNm, f.maxLength));
    if (text) vals[f.fieldId] = text;
  }
  const teamNm = orNull(input.teamNm);
  const teamMbrs = orNull(input.teamMbrs);
  if (contest.teamYn === 'N' && (teamNm || teamMbrs)) throw fieldError('teamNm', M.teamNotAllowed);
  if (contest.teamYn === 'Y') {
    if (!teamNm || !teamMbrs) throw fieldError(teamNm ? 'teamMbrs' : 'teamNm', M.teamRequired);
    const names = teamMbrs.split(/[,\n]/).filter((n) => n.trim());
    if (names.length > contest.maxTeamSize) throw fieldError('teamMbrs', M.teamTooLarge(contest.maxTeamSize));
  }
  await assertCleanUserTexts(
    db,
    [
      { field: 'entryTtl', label: '작품 제목', text: input.entryTtl },
      { field: 'teamNm', label: '팀 이름', text: teamNm },
      { field: 'teamMbrs', label: '팀원', text: teamMbrs },
      ...fields.map((f) => ({ field: `values.${f.fieldId}`, label: f.fieldNm, text: vals[f.fieldId] })),
    ],
    { personalInfoMessage: M.personalInfo },
  );
  return { entryTtl: input.entryTtl, teamNm, teamMbrs, vals };
}

/**
 * POST :cntstId/entry: one transaction. The contest's row is locked, so two entries of one member
 * sent at once count each other against the per-person limit; eligibility comes from the member
 * record; the files uploaded for it are claimed with the contest's limits.
 */
export async function createEntry(db: TDb, user: TRequestUser, cntstId: number, input: TCntstEntryBody): Promise<TCntstMyEntry> {
  assertMember(user);
  const contest = await visibleCntst(db, cntstId);
  if (!inTarget(contest.trgtMbrTypes, contest.trgtSchlTypes, await targetProfileOf(db, user.userId))) throw AppError.forbidden(M.notEligible);
  const clean = await cleanEntry(db, contest, input);
  const entryId = await db.transaction(async (tx) => {
    const locked = await lockCntst(tx, cntstId);
    if (!locked || locked.sttsCd !== 'OPEN') throw AppError.notFound(M.notFound);
    if (cntstPhaseOf(locked) !== 'APLY') throw new AppError('CNTST_NOT_IN_PERIOD', 409, M.notInPeriod);
    if ((await countLiveEntries(tx, cntstId, user.userId)) >= locked.aplyLimitCnt) throw new AppError('CNTST_LIMIT', 409, M.limitReached(locked.aplyLimitCnt));
    const fileModuleId = locked.entryForm.fileMaxCnt > 0 ? (input.atchFileModuleId ?? null) : null;
    const id = await insertEntry(tx, {
      cntstId,
      userId: user.userId,
      ...clean,
      atchFileModuleId: fileModuleId,
      registeredBy: user.userId,
      updatedBy: user.userId,
    });
    if (fileModuleId) await claimEntryFiles(tx, id, user.userId, fileModuleId, locked.entryForm);
    return id;
  });
  return toMyEntry(db, (await findMyEntry(db, entryId))!);
}

/** The caller's own entry of this contest, or 404 (another member's entry is not found). */
async function ownEntry(db: TDb, user: TRequestUser, cntstId: number, entryId: number) {
  const row = await findMyEntry(db, entryId);
  if (!row || row.userId !== user.userId || row.cntstId !== cntstId) throw AppError.notFound(M.entryNotFound);
  return row;
}

export async function getEntry(db: TDb, user: TRequestUser, cntstId: number, entryId: number): Promise<TCntstMyEntry> {
  assertMember(user);
  return toMyEntry(db, await ownEntry(db, user, cntstId, entryId));
}

/** PUT :cntstId/entry/:entryId: the entrant's own sent entry, within the entry period. */
export async function updateMyEntry(db: TDb, user: TRequestUser, cntstId: number, entryId: number, input: TCntstEntryBody): Promise<TCntstMyEntry> {
  assertMember(user);
  await ownEntry(db, user, cntstId, entryId);
  const contest = await visibleCntst(db, cntstId);
  const clean = await cleanEntry(db, contest, input);
  await db.transaction(async (tx) => {
    const locked = await lockCntst(tx, cntstId);
    const entry = await lockEntry(tx, entryId);
    if (!locked || !entry || entry.userId !== user.userId) throw AppError.notFound(M.entryNotFound);
    if (entry.sttsCd !== 'SUBMIT') throw new AppError('CNTST_ENTRY_WTHDR', 409, M.withdrawn);
    if (cntstPhaseOf(locked) !== 'APLY') throw new AppError('CNTST_NOT_IN_PERIOD', 409, M.notInPeriod);
    const fileModuleId = locked.entryForm.fileMaxCnt > 0 ? keptFileGroup(entry.atchFileModuleId, input.atchFileModuleId) : entry.atchFileModuleId;
    await updateEntry(tx, entryId, { ...clean, atchFileModuleId: fileModuleId, updatedBy: user.userId });
    if (fileModuleId) await claimEntryFiles(tx, entryId, user.userId, fileModuleId, locked.entryForm);
  });
  return toMyEntry(db, (await findMyEntry(db, entryId))!);
}

/** POST :cntstId/entry/:entryId/withdraw: within the entry period (it no longer counts against the limit). */
export async function withdrawEntry(db: TDb, user: TRequestUser, cntstId: number, entryId: number): Promise<{ result: 'SUCCESS' }> {
  assertMember(user);
  await ownEntry(db, user, cntstId, entryId);
  return db.transaction(async (tx) => {
    const locked = await lockCntst(tx, cntstId);
    const entry = await lockEntry(tx, entryId);
    if (!locked || !entry || entry.userId !== user.userId) throw AppError.notFound(M.entryNotFound);
    if (entry.sttsCd !== 'SUBMIT') throw new AppError('CNTST_ENTRY_WTHDR', 409, M.withdrawn);
    if (cntstPhaseOf(locked) !== 'APLY') throw new AppError('CNTST_NOT_IN_PERIOD', 409, M.notInPeriod);
    await updateEntry(tx, entryId, { sttsCd: 'WTHDR', updatedBy: user.userId });
    return { result: 'SUCCESS' as const };
  });
}

/** GET myEntry/list: the caller's entries of every contest, newest first. */
export async function listMyEntries(db: TDb, user: TRequestUser, query: { currentPage: number }) {
  assertMember(user);
  const page = await pageOf(query, countMyEntries(db, user.userId), (offset, limit) => findMyEntryPage(db, user.userId, offset, limit));
  return { ...page, list: await Promise.all(page.list.map((row) => toMyEntry(db, row))) };
}

/** GET :cntstId/rslt: the prize winners of a published contest, names masked (decision 019). */
export async function cntstResults(db: TDb, user: TRequestUser | null, cntstId: number): Promise<TCntstRsltResponse> {
  const row = await visibleCntst(db, cntstId);
  if (row.sttsCd !== 'PUBLISHED') throw AppError.notFound(M.rsltNotPublished);
  const viewer = await nameViewerOf(db, user);
  const winners = await findEntrants(db, and(eq(cntstEntry.cntstId, cntstId), eq(cntstEntry.sttsCd, 'SUBMIT'), isNotNull(cntstEntry.prizeId)));
  const prizeOrder = (prizeId: string | null) => row.prizes.findIndex((p) => p.prizeId === prizeId);
  return {
    cntstId: row.cntstId,
    cntstTtl: row.cntstTtl,
    annDt: row.annDt.toISOString(),
    pblsDt: row.pblsDt?.toISOString() ?? null,
    prizes: row.prizes,
    winners: winners
      .filter((w) => prizeOrder(w.prizeId) >= 0)
      .sort((a, b) => prizeOrder(a.prizeId) - prizeOrder(b.prizeId) || (a.tieOrd ?? 0) - (b.tieOrd ?? 0) || a.entryId - b.entryId)
      .map((w) => ({
        prizeId: w.prizeId!,
        prizeNm: row.prizes[prizeOrder(w.prizeId)]!.prizeNm,
        entryTtl: w.entryTtl,
        entrantNm: shownName(viewer, w.userId, w.userNm, w),
        teamNm: w.teamNm,
        schlNm: w.schlNm,
      })),
  };
}

/**
 * A student's submitted entries, newest first, for their portfolio and career history (issue 18):
 * the prize only once the contest's results are published.
 */
export async function entriesAndAwardsOf(db: TDb, userId: string) {
  const rows = await findMyEntries(db, userId);
  return rows.map((row) => ({
    entryId: row.entryId,
    cntstId: row.cntstId,
    cntstTtl: row.cntst.cntstTtl,
    entryTtl: row.entryTtl,
    entryAt: row.registeredAt,
    prizeNm: row.cntst.sttsCd === 'PUBLISHED' ? (row.cntst.prizes.find((p) => p.prizeId === row.prizeId)?.prizeNm ?? null) : null,
  }));
}
