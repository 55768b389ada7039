import {
  INST_MESSAGES,
  type TAssistInstItem,
  type TAssistInstListQuery,
  type TAssistInstListResponse,
  type TAssistInstPublicQuery,
  type TAssistInstPublicResponse,
  type TAssistInstSave,
} from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { auditOf } from '../../db/columns.js';
import { pageOf } from '../../db/paging.js';
import { imageAltOf, orNull } from '../../lib/text.js';
import { AppError } from '../../plugins/app-error.js';
import { codeList } from '../code/index.js';
import { claimNewRecordImage, imagePathOf, removeFilesOf, saveRecordImage } from '../files/index.js';
import { assertCodeValues } from '../inst-code/index.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import {
  assistInstWhere,
  countAssistInsts,
  deleteAssistInst,
  findAssistInst,
  findAssistInstPage,
  insertAssistInst,
  lockAssistInstLogo,
  setAssistInstLogoWhenNone,
  type TAssistInstRow,
  type TAssistInstWrite,
  updateAssistInst,
} from './assist-inst.repo.js';

const toItem = ({ logoRef, ...row }: TAssistInstRow): TAssistInstItem => ({
  ...row,
  logoPath: imagePathOf(logoRef),
  ...auditOf(row),
});

export async function listAssistInsts(db: TDb, actor: TActor, query: TAssistInstListQuery): Promise<TAssistInstListResponse> {
  assertAdmin(actor);
  const where = assistInstWhere(query);
  const page = await pageOf(query, countAssistInsts(db, where), (offset, limit) => findAssistInstPage(db, where, offset, limit));
  return { ...page, list: page.list.map(toItem) };
}

export async function getAssistInst(db: TDb, actor: TActor, assistInstId: number): Promise<TAssistInstItem> {
  assertAdmin(actor);
  const row = await findAssistInst(db, assistInstId);
  if (!row) throw AppError.notFound();
  return toItem(row);
}

async function toWrite(db: TDb, input: TAssistInstSave): Promise<TAssistInstWrite> {
  await assertCodeValues(db, [{ field: 'instTypeCd', group: 'INST_TYPE', value: input.instTypeCd, message: INST_MESSAGES.instTypeCd }]);
  return {
    instNm: input.instNm,
    instTypeCd: input.instTypeCd,
    picNm: orNull(input.picNm),
    telno: orNull(input.telno),
    email: orNull(input.email),
    cntctOpenYn: input.cntctOpenYn,
    hmpgUrl: orNull(input.hmpgUrl),
    addr: orNull(input.addr),
    logoFileId: input.logoFileId,
    logoAlt: imageAltOf(input.logoFileId, input.logoAlt),
    instExpln: orNull(input.instExpln),
    sortSeq: input.sortSeq,
    useYn: input.useYn,
  };
}

/** The uploaded logo (logoFileId) becomes the new institution's in the same transaction. */
export async function createAssistInst(db: TDb, actor: TActor, input: TAssistInstSave): Promise<TAssistInstItem> {
  assertAdmin(actor);
  const write = await toWrite(db, input);
  const row = await db.transaction(async (tx) => {
    const assistInstId = await insertAssistInst(tx, { ...write, logoFileId: null }, actor.userId);
    await claimNewRecordImage(tx, { seqType: 'assistInst', recordId: assistInstId, fileId: input.logoFileId, userId: actor.userId }, setAssistInstLogoWhenNone);
    return (await findAssistInst(tx, assistInstId))!;
  });
  return toItem(row);
}

/** The institution keeps its logo, or a new upload replaces it, or the logo is removed (the old one is deleted). */
export async function updateAssistInstEntry(db: TDb, actor: TActor, assistInstId: number, input: TAssistInstSave): Promise<TAssistInstItem> {
  assertAdmin(actor);
  const write = await toWrite(db, input);
  const row = await db.transaction(async (tx) => {
    const current = await lockAssistInstLogo(tx, assistInstId);
    if (!current) throw AppError.notFound();
    const logoFileId = await saveRecordImage(tx, {
      seqType: 'assistInst',
      recordId: assistInstId,
      current: current.logoFileId,
      next: input.logoFileId,
      userId: actor.userId,
    });
    await updateAssistInst(tx, assistInstId, { ...write, logoFileId }, actor.userId);
    return (await findAssistInst(tx, assistInstId))!;
  });
  return toItem(row);
}

/** The institution and its logo go together. */
export async function deleteAssistInstEntry(db: TDb, actor: TActor, assistInstId: number): Promise<{ result: 'SUCCESS' }> {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    if (!(await deleteAssistInst(tx, assistInstId))) throw AppError.notFound();
    await removeFilesOf(tx, 'assistInst', [String(assistInstId)]);
  });
  return { result: 'SUCCESS' };
}

/**
 * GET /icec/api/assistInst/list for /infoGd/crrInst: active institutions only, spec §9 page size.
 * The contact person's name, phone and e-mail are personal data and leave the server only when
 * the institution's contact is marked public.
 */
export async function listPublicAssistInsts(db: TDb, query: TAssistInstPublicQuery): Promise<TAssistInstPublicResponse> {
  const where = assistInstWhere({ ...query, useYn: 'Y' });
  const page = await pageOf(query, countAssistInsts(db, where), (offset, limit) => findAssistInstPage(db, where, offset, limit));
  const typeNames = new Map((await codeList(db, 'INST_TYPE')).map((code) => [code.comCd, code.comCdNm]));
  return {
    ...page,
    list: page.list.map((row) => {
      const open = row.cntctOpenYn === 'Y';
      return {
        assistInstId: row.assistInstId,
        instNm: row.instNm,
        instTypeCd: row.instTypeCd,
        instTypeNm: typeNames.get(row.instTypeCd) ?? null,
        instExpln: row.instExpln,
        addr: row.addr,
        hmpgUrl: row.hmpgUrl,
        logoPath: imagePathOf(row.logoRef),
        logoAlt: row.logoAlt,
        picNm: open ? row.picNm : null,
        telno: open ? row.telno : null,
        email: open ? row.email : null,
      };
    }),
  };
}
