import {
  blindEntryNo,
  CNTST_ENTRY_STTS,
  CNTST_MESSAGES as M,
  formatSeoulDateTime,
  type TCntstEntryExportBody,
  type TCntstEntryMngDetail,
  type TCntstEntryMngItem,
  type TCntstEntryMngQuery,
  type TCntstItem,
  type TCntstListQuery,
  type TCntstSave,
} from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import type { TDb, TDbOrTx, TTx } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import { multiLine } from '../../lib/text.js';
import type { TDownloadFile, TXlsxColumn } from '../../lib/xlsx.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { claimNewRecordImage, saveRecordImage } from '../files/index.js';
import { exportPersonalData, logPersonalDataAccess } from '../privacy-log/index.js';
import { entryFiles, entryLogDesc } from './cntst.files.js';
import {
  countAllEntries,
  countCntsts,
  countEntrants,
  countScores,
  cntstWhere,
  deleteCntst,
  entryMngWhere,
  entryPositionOf,
  findCntst,
  findCntstPage,
  findEntrants,
  insertCntst,
  isJudgeOf,
  lockCntst,
  updateCntst,
  type TCntstRow,
  type TEntrantRow,
} from './cntst.repo.js';
import { cntstEntry } from './cntst.table.js';
import { toItem } from './cntst.view.js';

/**
 * The management routes of one contest are the administrators' who are not its judges: a judge of
 * the contest gets 403 (a judge must not see names, other judges' scores or change the results).
 */
export async function assertManager(db: TDb, actor: TActor, cntstId: number): Promise<void> {
  assertAdmin(actor);
  if (await isJudgeOf(db, cntstId, actor.userId)) throw AppError.forbidden(M.judgeOwnContest);
}

export async function managedCntst(db: TDb, actor: TActor, cntstId: number) {
  await assertManager(db, actor, cntstId);
  const row = await findCntst(db, cntstId);
  if (!row) throw AppError.notFound(M.notFound);
  return row;
}

const columnsOf = (input: TCntstSave) => ({
  cntstTtl: input.cntstTtl,
  posterAlt: input.posterFileId ? input.posterAlt : null,
  cntstExpln: multiLine(input.cntstExpln) ?? '',
  trgtMbrTypes: input.trgtMbrTypes,
  trgtSchlTypes: input.trgtSchlTypes,
  aplyBgngDt: new Date(input.aplyBgngDt),
  aplyEndDt: new Date(input.aplyEndDt),
  jdgBgngDt: new Date(input.jdgBgngDt),
  jdgEndDt: new Date(input.jdgEndDt),
  annDt: new Date(input.annDt),
  teamYn: input.teamYn,
  maxTeamSize: input.teamYn === 'Y' ? input.maxTeamSize : 1,
  aplyLimitCnt: input.aplyLimitCnt,
  entryForm: input.entryForm,
  crtrs: input.crtrs,
  prizes: input.prizes,
  blindYn: input.blindYn,
  alcMode: input.alcMode,
  alcJdgCnt: input.alcJdgCnt,
  sttsCd: input.sttsCd,
});

export async function listContests(db: TDb, actor: TActor, query: TCntstListQuery) {
  assertAdmin(actor);
  const where = cntstWhere(query, false);
  const page = await pageOf(query, countCntsts(db, where), (offset, limit) => findCntstPage(db, where, offset, limit));
  return { ...page, list: page.list.map(toItem) };
}

export async function getContest(db: TDb, actor: TActor, cntstId: number): Promise<TCntstItem> {
  return toItem(await managedCntst(db, actor, cntstId));
}

export async function createContest(db: TDb, actor: TActor, input: TCntstSave): Promise<TCntstItem> {
  assertAdmin(actor);
  const cntstId = await db.transaction(async (tx) => {
    const id = await insertCntst(tx, { ...columnsOf(input), registeredBy: actor.userId, updatedBy: actor.userId });
    await claimNewRecordImage(tx, { seqType: 'cntst', recordId: id, fileId: input.posterFileId ?? null, userId: actor.userId }, async (t, recordId, fileId) => {
      await updateCntst(t, recordId, { posterFileId: fileId });
      return true;
    });
    return id;
  });
  return toItem((await findCntst(db, cntstId))!);
}

/** Key order aside (jsonb stores keys in its own order), the same value. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, canonical(v)]),
        )
      : value;
const sameJson = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/**
 * What an edit may not change once entries exist (an allocation only deals entries, so it implies
 * them) or scores do: the form and the target (what entrants answered), the settings of the judging
 * (blindness, allocation), the way back to DRAFT, and, once the entry period has ended (as every
 * allocation needs), that period (reopening it would let entries change under allocated judges);
 * while entries are taken it may still be moved (extended, or closed early). Read under the
 * contest's lock, in its transaction.
 */
async function assertEditable(tx: TTx, current: TCntstRow, input: TCntstSave): Promise<void> {
  if (current.sttsCd === 'PUBLISHED') throw new AppError('CNTST_PUBLISHED', 409, M.published);
  const hasEntries = (await countAllEntries(tx, current.cntstId)) > 0;
  const formChanged =
    !sameJson(current.entryForm, input.entryForm) ||
    !sameJson([...current.trgtMbrTypes].sort(), [...input.trgtMbrTypes].sort()) ||
    !sameJson([...current.trgtSchlTypes].sort(), [...input.trgtSchlTypes].sort()) ||
    current.teamYn !== input.teamYn;
  if (hasEntries && formChanged) throw new AppError('CNTST_FORM_FIXED', 409, M.formFixed);
  const settingsChanged =
    (current.sttsCd !== 'DRAFT' && input.sttsCd === 'DRAFT') ||
    current.blindYn !== input.blindYn ||
    current.alcMode !== input.alcMode ||
    current.alcJdgCnt !== input.alcJdgCnt ||
    (Date.now() >= current.aplyEndDt.getTime() &&
      (current.aplyBgngDt.getTime() !== new Date(input.aplyBgngDt).getTime() || current.aplyEndDt.getTime() !== new Date(input.aplyEndDt).getTime()));
  if (hasEntries && settingsChanged) throw new AppError('CNTST_SETTINGS_FIXED', 409, M.settingsFixed);
  if ((await countScores(tx, current.cntstId)) > 0 && !sameJson(current.crtrs, input.crtrs)) throw new AppError('CNTST_CRTRS_FIXED', 409, M.crtrsFixed);
}

export async function updateContest(db: TDb, actor: TActor, cntstId: number, input: TCntstSave): Promise<TCntstItem> {
  await assertManager(db, actor, cntstId);
  await db.transaction(async (tx) => {
    const current = await lockCntst(tx, cntstId);
    if (!current) throw AppError.notFound(M.notFound);
    await assertEditable(tx, current, input);
    const posterFileId = await saveRecordImage(tx, {
      seqType: 'cntst',
      recordId: cntstId,
      current: current.posterFileId,
      next: input.posterFileId ?? null,
      userId: actor.userId,
    });
    await updateCntst(tx, cntstId, { ...columnsOf(input), posterFileId, updatedBy: actor.userId });
  });
  return toItem((await findCntst(db, cntstId))!);
}

export async function removeContest(db: TDb, actor: TActor, cntstId: number): Promise<{ result: 'SUCCESS' }> {
  await assertManager(db, actor, cntstId);
  return db.transaction(async (tx) => {
    const current = await lockCntst(tx, cntstId);
    if (!current) throw AppError.notFound(M.notFound);
    if ((await countAllEntries(tx, cntstId)) > 0) throw new AppError('CNTST_HAS_ENTRIES', 409, M.hasEntries);
    if (current.posterFileId)
      await saveRecordImage(tx, { seqType: 'cntst', recordId: cntstId, current: current.posterFileId, next: null, userId: actor.userId });
    await deleteCntst(tx, cntstId);
    return { result: 'SUCCESS' as const };
  });
}

/** The poster is public while the contest is (OPEN or PUBLISHED). */
export async function isCntstPublic(db: TDbOrTx, cntstId: number): Promise<boolean> {
  const row = await findCntst(db, cntstId);
  return !!row && row.sttsCd !== 'DRAFT';
}

const prizeNmOf = (row: { prizes: { prizeId: string; prizeNm: string }[] }, prizeId: string | null) =>
  prizeId ? (row.prizes.find((p) => p.prizeId === prizeId)?.prizeNm ?? null) : null;

function toEntryItem(contest: TCntstRow, row: TEntrantRow, fileCnt: number): TCntstEntryMngItem {
  return {
    entryId: row.entryId,
    entryTtl: row.entryTtl,
    userId: row.userId,
    userNm: row.userNm,
    schlNm: row.schlNm,
    teamNm: row.teamNm,
    sttsCd: row.sttsCd,
    prizeId: row.prizeId,
    prizeNm: prizeNmOf(contest, row.prizeId),
    fileCnt,
    regDt: row.registeredAt.toISOString(),
    mdfcnDt: row.updatedAt.toISOString(),
  };
}

/** GET :cntstId/entries: the entries with their entrants (named: the view is logged, SECURITY 17). */
export async function listEntries(db: TDb, actor: TActor, cntstId: number, query: TCntstEntryMngQuery) {
  const contest = await managedCntst(db, actor, cntstId);
  const where = entryMngWhere(cntstId, query);
  const page = await pageOf(query, countEntrants(db, where), (offset, limit) => findEntrants(db, where, offset, limit));
  await logPersonalDataAccess(db, actor, { actnCd: 'VIEW', trgtDesc: `공모전 응모작 목록: ${contest.cntstTtl} ${page.list.length}건` });
  return { ...page, list: await Promise.all(page.list.map(async (row) => toEntryItem(contest, row, (await entryFiles(db, row)).length))) };
}

export async function getEntryMng(db: TDb, actor: TActor, cntstId: number, entryId: number): Promise<TCntstEntryMngDetail> {
  const contest = await managedCntst(db, actor, cntstId);
  const [row] = await findEntrants(db, and(eq(cntstEntry.cntstId, cntstId), eq(cntstEntry.entryId, entryId)));
  if (!row) throw AppError.notFound(M.entryNotFound);
  const files = await entryFiles(db, row);
  // the entry by its number: its title beside the entrant's id would tie a blind number to a name
  const entryNo = blindEntryNo(await entryPositionOf(db, cntstId, entryId));
  await logPersonalDataAccess(db, actor, { actnCd: 'VIEW', trgtUserId: row.userId, trgtDesc: entryLogDesc(cntstId, entryNo) });
  return { ...toEntryItem(contest, row, files.length), teamMbrs: row.teamMbrs, values: row.vals, files };
}

/** POST :cntstId/entries/excel: the searched entries with names and schools, after a reason (SECURITY 17). */
export async function exportEntries(db: TDb, actor: TActor, cntstId: number, body: TCntstEntryExportBody): Promise<TDownloadFile> {
  const contest = await managedCntst(db, actor, cntstId);
  const where = entryMngWhere(cntstId, body);
  const columns: TXlsxColumn<TEntrantRow>[] = [
    ['응모 번호', (r) => r.entryId, 10],
    ['작품 제목', (r) => r.entryTtl, 30],
    ['이름', (r) => r.userNm, 12],
    ['아이디', (r) => r.userId],
    ['학교', (r) => r.schlNm, 20],
    ['팀 이름', (r) => r.teamNm, 16],
    ['팀원', (r) => r.teamMbrs, 24],
    ...contest.entryForm.fields.map((f): TXlsxColumn<TEntrantRow> => [f.fieldNm, (r) => r.vals[f.fieldId] ?? null, 30]),
    ['상태', (r) => CNTST_ENTRY_STTS[r.sttsCd], 8],
    ['수상', (r) => prizeNmOf(contest, r.prizeId), 12],
    ['응모 일시', (r) => formatSeoulDateTime(r.registeredAt), 20],
  ];
  return exportPersonalData(db, actor, {
    reason: body.reason,
    what: `공모전 응모작 목록: ${contest.cntstTtl}`,
    fileStem: '공모전응모작목록',
    asciiStem: 'contest-entries',
    sheet: '응모작 목록',
    columns,
    count: (tx) => countEntrants(tx, where),
    rows: (tx, limit) => findEntrants(tx, where, 0, limit),
  });
}
