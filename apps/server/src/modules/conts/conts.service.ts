import {
  canChangeContsStts,
  CONTS_FIELDS,
  CONTS_MESSAGES as M,
  CONTS_REMOVABLE_STTS,
  type TContsMngDetail,
  type TContsMngItem,
  type TContsMngListQuery,
  type TContsMngListResponse,
  type TContsSaveParsed,
  type TContsSaveResponse,
  type TContsSnapshot,
  type TContsSttsBodyParsed,
  type TContsVerDetail,
  type TContsVerListResponse,
} from '@portal/contract';
import type { TDb, TDbOrTx, TTx } from '../../db/client.js';
import { auditOf } from '../../db/columns.js';
import { pageOf } from '../../db/paging.js';
import { searchTokens } from '../../lib/bigram.js';
import { htmlToText, sanitizeEditorHtml } from '../../lib/html-sanitize.js';
import { AppError } from '../../plugins/app-error.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { deleteRcmdtns } from '../common-log/index.js';
import { claimEditorImages, claimNewRecordImage, imagePathOf, keptFileGroup, saveRecordImage } from '../files/index.js';
import { assertKnownClsfs, clsfNames, clsfsOf } from './conts.clsf.js';
import { claimContsFiles, contsAtchFiles, contsFiles, removeContsFiles, toContsFile } from './conts.files.js';
import {
  contsMngWhere,
  countContsMng,
  findConts,
  findContsMngPage,
  findVer,
  findVers,
  insertConts,
  insertVer,
  lockConts,
  replaceClsfs,
  setContsThmbWhenNone,
  softDeleteConts,
  type TContsFullRow,
  type TContsWrite,
  updateConts,
  updateContsStts,
} from './conts.repo.js';

/**
 * Admin `contents` (issue 20): contents, their editorial states and versions. Every save writes the
 * content, its classifications (replaced) and a version snapshot naming the changed fields, and
 * raises verNo, in one transaction.
 */

const SEQ_TYPE = 'contents';
const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** The fields a save compares (the state call changes the other two). */
const SAVE_FIELDS = (Object.keys(CONTS_FIELDS) as (keyof typeof CONTS_FIELDS)[]).filter((f) => f !== 'sttsCd' && f !== 'pblcDt');

function toMngItem(row: TContsFullRow, names: Map<string, string>): TContsMngItem {
  return {
    contsId: row.contsId,
    contsTtl: row.contsTtl,
    contsKndCd: row.contsKndCd as TContsMngItem['contsKndCd'],
    sttsCd: row.sttsCd,
    pblcDt: iso(row.pblcDt),
    schlLvls: row.schlLvls as TContsMngItem['schlLvls'],
    clsfs: clsfsOf(names, row.clsfCds),
    verNo: row.verNo,
    inqCnt: row.inqCnt,
    ...auditOf(row),
  };
}

export async function listContsMng(db: TDb, actor: TActor, query: TContsMngListQuery): Promise<TContsMngListResponse> {
  assertAdmin(actor);
  const where = contsMngWhere(query);
  const names = await clsfNames(db);
  const page = await pageOf(query, countContsMng(db, where), (offset, limit) => findContsMngPage(db, where, offset, limit));
  return { ...page, list: page.list.map((row) => toMngItem(row, names)) };
}

async function mngDetailOf(db: TDb, via: TDbOrTx, contsId: number): Promise<TContsMngDetail | undefined> {
  const row = await findConts(via, contsId);
  if (!row) return undefined;
  const atchFiles = await contsAtchFiles(via, row.contsId, row.atchFileModuleId);
  return {
    ...toMngItem(row, await clsfNames(db, via)),
    contsSmry: row.contsSmry,
    contsCn: row.contsCn,
    vdoUrl: row.vdoUrl,
    vdoTrnscr: row.vdoTrnscr,
    atchFileModuleId: row.atchFileModuleId,
    files: atchFiles.map(toContsFile),
    atchFiles,
    thmbFileId: row.thmbFileId,
    thmbPath: imagePathOf(row.thmbRef),
    thmbAlt: row.thmbAlt,
  };
}

export async function getContsMng(db: TDb, actor: TActor, contsId: number): Promise<TContsMngDetail> {
  assertAdmin(actor);
  const detail = await mngDetailOf(db, db, contsId);
  if (!detail) throw AppError.notFound(M.notFound);
  return detail;
}

/** The stored fields of a save: the body sanitised, the tokens of title, summary and body text (decision 013). */
function toWrite(input: TContsSaveParsed, atchFileModuleId: string | null): Omit<TContsWrite, 'thmbFileId'> {
  const contsCn = sanitizeEditorHtml(input.contsCn);
  return {
    contsTtl: input.contsTtl,
    contsKndCd: input.contsKndCd,
    contsSmry: input.contsSmry,
    contsCn,
    vdoUrl: input.vdoUrl,
    vdoTrnscr: input.vdoUrl ? input.vdoTrnscr : null,
    atchFileModuleId,
    thmbAlt: input.thmbFileId === null ? null : input.thmbAlt,
    schlLvls: input.schlLvls,
    ...searchedOf(input.contsTtl, input.contsSmry, contsCn),
  };
}

/** The body's plain text and the search tokens of title, summary and that text: the search rechecks a word in the text its tokens came from. */
function searchedOf(ttl: string, smry: string, cn: string): Pick<TContsWrite, 'contsText' | 'srchTkns'> {
  const contsText = htmlToText(cn);
  return { contsText, srchTkns: searchTokens({ ttl, cn: `${smry}\n${contsText}` }) };
}

/** The content as it is now in the transaction: its snapshot (attachments by name). */
async function snapshotOf(tx: TTx, contsId: number): Promise<{ row: TContsFullRow; snpsht: TContsSnapshot }> {
  const row = (await lockConts(tx, contsId))!;
  const files = await contsFiles(tx, contsId, row.atchFileModuleId);
  return {
    row,
    snpsht: {
      contsTtl: row.contsTtl,
      contsKndCd: row.contsKndCd as TContsSnapshot['contsKndCd'],
      contsSmry: row.contsSmry,
      contsCn: row.contsCn,
      vdoUrl: row.vdoUrl,
      vdoTrnscr: row.vdoTrnscr,
      atchFileModuleId: row.atchFileModuleId,
      atchFileNms: files.map((f) => f.fileNm),
      thmbFileId: row.thmbFileId,
      thmbAlt: row.thmbAlt,
      schlLvls: row.schlLvls,
      clsfCds: row.clsfCds,
      sttsCd: row.sttsCd,
      pblcDt: iso(row.pblcDt),
    },
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The save fields whose value differs (attachments: their list of names). */
function changedFields(before: TContsSnapshot | null, after: TContsSnapshot): string[] {
  return SAVE_FIELDS.filter((field) => {
    if (field === 'atchFileModuleId') return before ? !same(before.atchFileNms, after.atchFileNms) : after.atchFileNms.length > 0;
    const value = after[field];
    if (!before) return value !== null && !(Array.isArray(value) && value.length === 0) && value !== '';
    return !same(before[field], value);
  });
}

async function writeVersion(
  tx: TTx,
  actor: TActor,
  contsId: number,
  o: { verNo: number; before: TContsSnapshot | null; rstrVerNo?: number; chgFlds?: string[] },
): Promise<TContsSaveResponse> {
  const { snpsht } = await snapshotOf(tx, contsId);
  const chgFlds = o.chgFlds ?? changedFields(o.before, snpsht);
  await insertVer(tx, { contsId, verNo: o.verNo, snpsht, chgFlds, rstrVerNo: o.rstrVerNo ?? null, registeredBy: actor.userId });
  return { result: 'SUCCESS', contsId, verNo: o.verNo };
}

/** A new content is a draft (version 1); the files and the image uploaded with the form become its own. */
export async function createConts(db: TDb, actor: TActor, input: TContsSaveParsed): Promise<TContsSaveResponse> {
  assertAdmin(actor);
  assertKnownClsfs(await clsfNames(db), input.clsfCds);
  return db.transaction(async (tx) => {
    const group = keptFileGroup(null, input.atchFileModuleId ?? undefined);
    const write = toWrite(input, group);
    const contsId = await insertConts(tx, { ...write, thmbFileId: null }, actor.userId);
    await replaceClsfs(tx, contsId, input.clsfCds);
    await claimContsFiles(tx, contsId, group, actor.userId);
    await claimEditorImages(tx, write.contsCn, { userId: actor.userId, ownerRef: `${SEQ_TYPE}:${contsId}` });
    await claimNewRecordImage(tx, { seqType: 'contentsImage', recordId: contsId, fileId: input.thmbFileId, userId: actor.userId }, setContsThmbWhenNone);
    return writeVersion(tx, actor, contsId, { verNo: 1, before: null });
  });
}

/** A save of an existing content: its upload group kept, files added to it claimed, the image kept, replaced or removed. */
export async function updateContsEntry(db: TDb, actor: TActor, contsId: number, input: TContsSaveParsed): Promise<TContsSaveResponse> {
  assertAdmin(actor);
  const names = await clsfNames(db);
  return db.transaction(async (tx) => {
    const current = await lockConts(tx, contsId);
    if (!current) throw AppError.notFound(M.notFound);
    // a code made inactive since may stay on the content; new ones must be active leaves
    assertKnownClsfs(
      names,
      input.clsfCds.filter((code) => !current.clsfCds.includes(code)),
    );
    const { snpsht: before } = await snapshotOf(tx, contsId);
    const group = keptFileGroup(current.atchFileModuleId, input.atchFileModuleId ?? undefined);
    const image = { current: current.thmbFileId, next: input.thmbFileId };
    const thmbFileId = await saveRecordImage(tx, { seqType: 'contentsImage', recordId: contsId, ...image, userId: actor.userId });
    const write = toWrite(input, group);
    const verNo = current.verNo + 1;
    await updateConts(tx, contsId, { ...write, thmbFileId, verNo }, actor.userId);
    await replaceClsfs(tx, contsId, input.clsfCds);
    await claimContsFiles(tx, contsId, group, actor.userId);
    await claimEditorImages(tx, write.contsCn, { userId: actor.userId, ownerRef: `${SEQ_TYPE}:${contsId}` });
    return writeVersion(tx, actor, contsId, { verNo, before });
  });
}

/** DRAFT → REVIEW → PBLC → ARCHV, back to DRAFT from REVIEW, PBLC and ARCHV; publishing names its time (a later one schedules it). */
export async function changeContsStts(db: TDb, actor: TActor, contsId: number, body: TContsSttsBodyParsed): Promise<TContsSaveResponse> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const current = await lockConts(tx, contsId);
    if (!current) throw AppError.notFound(M.notFound);
    const to = body.sttsCd;
    if (current.sttsCd === to) throw AppError.conflict('STTS_SAME', M.sttsSame);
    if (!canChangeContsStts(current.sttsCd, to)) throw AppError.conflict('STTS_TRANSITION', M.sttsTransition(current.sttsCd, to));
    const pblcDt = to === 'PBLC' ? new Date(body.pblcDt!) : current.pblcDt;
    const verNo = current.verNo + 1;
    await updateContsStts(tx, contsId, { sttsCd: to, pblcDt, verNo }, actor.userId);
    const chgFlds = ['sttsCd', ...(iso(pblcDt) !== iso(current.pblcDt) ? ['pblcDt'] : [])];
    return writeVersion(tx, actor, contsId, { verNo, before: null, chgFlds });
  });
}

/** Soft delete, drafts and archived contents only; their files go with them. */
export async function removeConts(db: TDb, actor: TActor, contsId: number): Promise<{ result: 'SUCCESS' }> {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    const current = await lockConts(tx, contsId);
    if (!current) throw AppError.notFound(M.notFound);
    if (!(CONTS_REMOVABLE_STTS as readonly string[]).includes(current.sttsCd)) throw AppError.conflict('STTS_REMOVE', M.removeState);
    await softDeleteConts(tx, contsId, actor.userId);
    await removeContsFiles(tx, contsId);
    // its recommendations go with it (as a deleted career book's do)
    await deleteRcmdtns(tx, 'CONTS', String(contsId));
  });
  return { result: 'SUCCESS' };
}

export async function listContsVers(db: TDb, actor: TActor, contsId: number): Promise<TContsVerListResponse> {
  assertAdmin(actor);
  const row = await findConts(db, contsId);
  if (!row) throw AppError.notFound(M.notFound);
  const list = await findVers(db, contsId);
  return { curVerNo: row.verNo, list: list.map((v) => ({ ...v, registeredAt: v.registeredAt.toISOString() })) };
}

export async function getContsVer(db: TDb, actor: TActor, contsId: number, verNo: number): Promise<TContsVerDetail> {
  assertAdmin(actor);
  if (!(await findConts(db, contsId))) throw AppError.notFound(M.notFound);
  const ver = await findVer(db, contsId, verNo);
  if (!ver) throw AppError.notFound(M.verNotFound);
  return {
    ...ver,
    registeredAt: ver.registeredAt.toISOString(),
    clsfs: clsfsOf(await clsfNames(db), ver.snpsht.clsfCds),
    atchNotRestored: M.atchNotRestored,
  };
}

/**
 * A restore is a new version whose fields are the old snapshot's. Attachments and the card image
 * are files: they stay as they are now (the snapshot shows the old attachments' names only); the
 * old classifications still active come back (none left: the current ones stay); the state stays.
 */
export async function restoreContsVer(db: TDb, actor: TActor, contsId: number, verNo: number): Promise<TContsSaveResponse> {
  assertAdmin(actor);
  const names = await clsfNames(db);
  return db.transaction(async (tx) => {
    const current = await lockConts(tx, contsId);
    if (!current) throw AppError.notFound(M.notFound);
    const ver = await findVer(tx, contsId, verNo);
    if (!ver) throw AppError.notFound(M.verNotFound);
    if (verNo === current.verNo) throw AppError.conflict('RESTORE_SAME', M.restoreSame);
    const old = ver.snpsht;
    const { snpsht: before } = await snapshotOf(tx, contsId);
    const activeOld = old.clsfCds.filter((code) => names.has(code));
    const clsfCds = activeOld.length > 0 ? activeOld : current.clsfCds;
    const next = current.verNo + 1;
    await updateConts(
      tx,
      contsId,
      {
        contsTtl: old.contsTtl,
        contsKndCd: old.contsKndCd,
        contsSmry: old.contsSmry,
        contsCn: old.contsCn,
        vdoUrl: old.vdoUrl,
        vdoTrnscr: old.vdoTrnscr,
        schlLvls: old.schlLvls,
        ...searchedOf(old.contsTtl, old.contsSmry, old.contsCn),
        verNo: next,
      },
      actor.userId,
    );
    await replaceClsfs(tx, contsId, clsfCds);
    return writeVersion(tx, actor, contsId, { verNo: next, before, rstrVerNo: verNo });
  });
}
