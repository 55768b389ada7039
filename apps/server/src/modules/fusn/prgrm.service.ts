import {
  FUSN_PRGRM_LIMITS as L,
  FUSN_PRGRM_MESSAGES as M,
  type TFusnPrgrmDetail,
  type TFusnPrgrmItem,
  type TFusnPrgrmListQuery,
  type TFusnPrgrmSaveParsed,
  type TFusnPrgrmSttsBody,
  type TFusnSrvyOptionsResponse,
} from '@portal/contract';
import type { TDb, TTx } from '../../db/client.js';
import { auditOf } from '../../db/columns.js';
import { pageOf } from '../../db/paging.js';
import { sanitizeEditorHtml } from '../../lib/html-sanitize.js';
import { imageAltOf } from '../../lib/text.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { claimEditorImages, claimNewRecordImage, imagePathOf, removeFilesOf, saveRecordImage } from '../files/index.js';
import { ctxSurveyBriefsOf, findCtxSurveyOptions, openCtxSurveyFromTemplate } from '../srvy/index.js';
import {
  countAllSesns,
  countOpenSesns,
  countPrgrms,
  deletePrgrm,
  existingHallIds,
  findHallsOf,
  findPrgrm,
  findPrgrmDetail,
  findPrgrmPage,
  hasAnyBooking,
  insertPrgrm,
  lockPrgrm,
  prgrmWhere,
  recomputeDeadlines,
  replaceHalls,
  setPrgrmImageWhenNone,
  type TPrgrmListRow,
  type TPrgrmRow,
  type TPrgrmWrite,
  updatePrgrm,
} from './prgrm.repo.js';

/** Administrators' program establishment (design "Programs and sessions", admin prgrmEstbl). */

const SEQ_TYPE = 'fusnPrgrm';
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

const fieldError = (field: string, message: string) => new AppError('VALIDATION', 400, message, { fieldErrors: { [field]: message } });

function toItem(row: TPrgrmListRow): TFusnPrgrmItem {
  return {
    prgrmId: row.prgrmId,
    prgrmNm: row.prgrmNm,
    prgrmSeCd: row.prgrmSeCd,
    schlLvls: row.schlLvls,
    sttsCd: row.sttsCd,
    slctSeCd: row.slctSeCd,
    autoCnfmYn: row.autoCnfmYn,
    opnDt: row.opnDt.toISOString(),
    ddlnDays: row.ddlnDays,
    hallNms: row.hallNms,
    sesnCnt: row.sesnCnt,
    firstSesnYmd: row.firstSesnYmd,
    lastSesnYmd: row.lastSesnYmd,
    orgnPrgrmId: row.orgnPrgrmId,
    ...auditOf(row),
  };
}

export async function listPrgrms(db: TDb, actor: TActor, query: TFusnPrgrmListQuery) {
  assertAdmin(actor);
  const where = prgrmWhere(query);
  const page = await pageOf(query, countPrgrms(db, where), (offset, limit) => findPrgrmPage(db, where, offset, limit));
  return { ...page, list: page.list.map(toItem) };
}

export async function getPrgrm(db: TDb, actor: TActor, prgrmId: number): Promise<TFusnPrgrmDetail> {
  assertAdmin(actor);
  const row = await findPrgrmDetail(db, prgrmId);
  if (!row) throw AppError.notFound(M.notFound);
  const [halls, srvys] = await Promise.all([
    findHallsOf(db, prgrmId),
    ctxSurveyBriefsOf(
      db,
      [row.bfrSrvyId, row.dgstfnSrvyId].filter((id): id is number => id !== null),
    ),
  ]);
  return {
    ...toItem(row),
    prgrmExpln: row.prgrmExpln,
    imageFileId: row.imageFileId,
    imagePath: imagePathOf(row.imageRef),
    imageAlt: row.imageAlt,
    halls,
    durMin: row.durMin,
    bfrSrvyId: row.bfrSrvyId,
    bfrSrvyTtl: row.bfrSrvyId === null ? null : (srvys.get(row.bfrSrvyId)?.srvyTtl ?? null),
    dgstfnSrvyId: row.dgstfnSrvyId,
    dgstfnSrvyTtl: row.dgstfnSrvyId === null ? null : (srvys.get(row.dgstfnSrvyId)?.srvyTtl ?? null),
    pointYn: row.pointYn,
    schlTermLmt: row.schlTermLmt,
    offerHours: row.offerHours,
    allSesnCnt: row.allSesnCnt,
    rsvtCnt: row.rsvtCnt,
    aplyCnt: row.aplyCnt,
  };
}

/** The form's fields as stored; a GRP program keeps no INDV settings and the reverse. */
function toWrite(input: TFusnPrgrmSaveParsed): Omit<TPrgrmWrite, 'bfrSrvyId' | 'dgstfnSrvyId' | 'imageFileId' | 'sttsCd'> {
  const grp = input.prgrmSeCd === 'GRP';
  return {
    prgrmNm: input.prgrmNm,
    prgrmSeCd: input.prgrmSeCd,
    schlLvls: [...new Set(input.schlLvls)],
    prgrmExpln: sanitizeEditorHtml(input.prgrmExpln),
    imageAlt: imageAltOf(input.imageFileId, input.imageAlt),
    durMin: input.durMin,
    pointYn: input.pointYn,
    opnDt: new Date(input.opnDt),
    ddlnDays: input.ddlnDays,
    schlTermLmt: grp ? input.schlTermLmt : null,
    autoCnfmYn: grp ? input.autoCnfmYn : 'N',
    slctSeCd: grp ? 'FCFS' : input.slctSeCd,
    offerHours: input.offerHours,
  };
}

async function checkHalls(tx: TTx, halls: number[]): Promise<number[]> {
  const ids = [...new Set(halls)];
  const found = await existingHallIds(tx, ids);
  if (ids.some((id) => !found.has(id))) throw fieldError('halls', M.hallUnknown);
  return ids;
}

/**
 * The survey a program uses: the one chosen (an open CTX survey), a fresh copy of the template
 * chosen, or, with none, a copy of the seeded template of the kind (design: surveys from templates).
 */
async function surveyFor(tx: TTx, actor: TActor, field: 'bfrSrvyId' | 'dgstfnSrvyId', chosen: number | null, prgrmNm: string): Promise<number | null> {
  const before = field === 'bfrSrvyId';
  const o = {
    pointTypeCd: before ? ('BSRV' as const) : ('ASRV' as const),
    srvyTtl: `${prgrmNm} ${before ? '사전 설문' : '만족도 조사'}`,
    bgngDt: new Date(),
    endDt: new Date(Date.now() + YEAR_MS),
  };
  if (chosen === null) return openCtxSurveyFromTemplate(tx, actor, o);
  const brief = (await ctxSurveyBriefsOf(tx, [chosen])).get(chosen);
  if (!brief || brief.trgtSeCd !== 'CTX') throw fieldError(field, M.srvyUnknown);
  if (brief.tmpltYn === 'Y') return openCtxSurveyFromTemplate(tx, actor, { ...o, tmpltId: chosen });
  return chosen;
}

export async function createPrgrm(db: TDb, actor: TActor, input: TFusnPrgrmSaveParsed) {
  assertAdmin(actor);
  const prgrmId = await db.transaction(async (tx) => {
    const halls = await checkHalls(tx, input.halls);
    const bfrSrvyId = await surveyFor(tx, actor, 'bfrSrvyId', input.bfrSrvyId, input.prgrmNm);
    const dgstfnSrvyId = await surveyFor(tx, actor, 'dgstfnSrvyId', input.dgstfnSrvyId, input.prgrmNm);
    const write = toWrite(input);
    const id = await insertPrgrm(tx, { ...write, bfrSrvyId, dgstfnSrvyId, imageFileId: null, sttsCd: 'DRAFT' }, actor.userId);
    await replaceHalls(tx, id, halls);
    await claimNewRecordImage(tx, { seqType: SEQ_TYPE, recordId: id, fileId: input.imageFileId, userId: actor.userId }, setPrgrmImageWhenNone);
    await claimEditorImages(tx, write.prgrmExpln, { userId: actor.userId, ownerRef: `${SEQ_TYPE}:${id}` });
    return id;
  });
  return { result: 'SUCCESS' as const, prgrmId };
}

/** A program's kind and lottery setting stay once it has sessions (their seeds and bookings depend on them). */
export async function updatePrgrmEntry(db: TDb, actor: TActor, prgrmId: number, input: TFusnPrgrmSaveParsed) {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    const current = await lockPrgrm(tx, prgrmId);
    if (!current) throw AppError.notFound(M.notFound);
    const write = toWrite(input);
    const sesnCnt = await countAllSesns(tx, prgrmId);
    if (sesnCnt > 0 && write.prgrmSeCd !== current.prgrmSeCd) throw AppError.conflict('FUSN_SE_CHANGE', M.seChange);
    if (sesnCnt > 0 && write.prgrmSeCd === 'INDV' && write.slctSeCd !== current.slctSeCd) throw AppError.conflict('FUSN_SLCT_CHANGE', M.slctChange);
    const halls = await checkHalls(tx, input.halls);
    const bfrSrvyId = await surveyFor(tx, actor, 'bfrSrvyId', input.bfrSrvyId, input.prgrmNm);
    const dgstfnSrvyId = await surveyFor(tx, actor, 'dgstfnSrvyId', input.dgstfnSrvyId, input.prgrmNm);
    const imageFileId = await saveRecordImage(tx, {
      seqType: SEQ_TYPE,
      recordId: prgrmId,
      current: current.imageFileId,
      next: input.imageFileId,
      userId: actor.userId,
    });
    await updatePrgrm(tx, prgrmId, { ...write, bfrSrvyId, dgstfnSrvyId, imageFileId }, actor.userId);
    await replaceHalls(tx, prgrmId, halls);
    await claimEditorImages(tx, write.prgrmExpln, { userId: actor.userId, ownerRef: `${SEQ_TYPE}:${prgrmId}` });
    if (write.ddlnDays !== current.ddlnDays) await recomputeDeadlines(tx, prgrmId, write.ddlnDays);
  });
  return { result: 'SUCCESS' as const, prgrmId };
}

/** Only a program nobody ever booked is removed (with its sessions and images); one with bookings is closed instead. */
export async function removePrgrm(db: TDb, actor: TActor, prgrmId: number) {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    if (!(await lockPrgrm(tx, prgrmId))) throw AppError.notFound(M.notFound);
    if (await hasAnyBooking(tx, prgrmId)) throw AppError.conflict('FUSN_HAS_BOOKINGS', M.hasBookings);
    await deletePrgrm(tx, prgrmId);
    await removeFilesOf(tx, SEQ_TYPE, [String(prgrmId)]);
    await removeFilesOf(tx, 'editor', [`${SEQ_TYPE}:${prgrmId}`]);
  });
  return { result: 'SUCCESS' as const };
}

/** DRAFT -> OPEN needs a session; back to DRAFT (hidden again) only without live bookings; OPEN <-> CLOSED freely. */
export async function changePrgrmStts(db: TDb, actor: TActor, prgrmId: number, body: TFusnPrgrmSttsBody) {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    const current = await lockPrgrm(tx, prgrmId);
    if (!current) throw AppError.notFound(M.notFound);
    if (current.sttsCd === body.sttsCd) throw AppError.conflict('FUSN_STTS_SAME', M.sttsSame);
    if (body.sttsCd === 'OPEN' && (await countOpenSesns(tx, prgrmId)) === 0) throw AppError.conflict('FUSN_NO_SESN', M.openNeedsSesn);
    if (body.sttsCd === 'DRAFT' && (await hasAnyBooking(tx, prgrmId, true))) throw AppError.conflict('FUSN_HAS_BOOKINGS', M.draftHasBookings);
    await updatePrgrm(tx, prgrmId, { sttsCd: body.sttsCd }, actor.userId);
  });
  return { result: 'SUCCESS' as const };
}

/** Copy to the next term: a DRAFT with the same settings, halls and surveys, without sessions or image. */
export async function copyPrgrm(db: TDb, actor: TActor, prgrmId: number) {
  assertAdmin(actor);
  const newId = await db.transaction(async (tx) => {
    const row: TPrgrmRow | undefined = await findPrgrm(tx, prgrmId);
    if (!row) throw AppError.notFound(M.notFound);
    const halls = (await findHallsOf(tx, prgrmId)).map((h) => h.bmnexhlId);
    const { prgrmId: _id, registeredAt: _ra, registeredBy: _rb, updatedAt: _ua, updatedBy: _ub, ...fields } = row;
    const prgrmNm = `${row.prgrmNm.slice(0, L.prgrmNm - M.copySuffix.length)}${M.copySuffix}`;
    const id = await insertPrgrm(
      tx,
      { ...fields, prgrmNm, sttsCd: 'DRAFT', orgnPrgrmId: prgrmId, imageFileId: null, imageAlt: null, atchFileModuleId: null },
      actor.userId,
    );
    await replaceHalls(tx, id, halls);
    return id;
  });
  return { result: 'SUCCESS' as const, prgrmId: newId };
}

export async function srvyOptions(db: TDb, actor: TActor): Promise<TFusnSrvyOptionsResponse> {
  assertAdmin(actor);
  const rows = await findCtxSurveyOptions(db);
  return {
    list: rows.map((r) => ({
      srvyId: r.srvyId,
      srvyTtl: r.srvyTtl,
      tmpltYn: r.tmpltYn,
      pointTypeCd: r.pointTypeCd,
      bgngDt: r.tmpltYn === 'Y' ? null : r.bgngDt.toISOString(),
      endDt: r.tmpltYn === 'Y' ? null : r.endDt.toISOString(),
    })),
  };
}
