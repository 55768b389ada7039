import { randomBytes } from 'node:crypto';
import {
  CODE_MESSAGES,
  COM_CD_ID_MAX,
  type TAdmCodeCreate,
  type TAdmCodeItem,
  type TAdmCodeUpdate,
  type TAdmCodeViewResponse,
  type TCodeReflectStatus,
  type TCodeSortSave,
} from '@portal/contract';
import type { TDb, TTx } from '../../db/client.js';
import { auditOf } from '../../db/columns.js';
import { orNull } from '../../lib/text.js';
import { AppError } from '../../plugins/app-error.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { CODE_REFERENCES } from './code.references.js';
import { reflectCodes, reflectStatus, toReflected } from './code.reflect.js';
import {
  deleteCode,
  findAllCodes,
  findChildren,
  findCode,
  insertCode,
  isReferenced,
  lockCodes,
  nextSortSeq,
  type TCodeRow,
  updateCode,
  updateSortSeqs,
} from './code.repo.js';

const toItem = (row: TCodeRow): TAdmCodeItem => ({
  ...toReflected(row),
  useYn: row.useYn,
  sysYn: row.sysYn,
  ...auditOf(row),
});

const fieldError = (code: string, field: string, message: string) => new AppError(code, 400, message, { fieldErrors: { [field]: message } });

/** The codes below `rootId` (all codes when null), parents first, siblings in order. */
function descendantsOf(rows: readonly TCodeRow[], rootId: string | null): TCodeRow[] {
  const children = new Map<string | null, TCodeRow[]>();
  for (const row of rows) children.set(row.upComCdId, [...(children.get(row.upComCdId) ?? []), row]);
  const out: TCodeRow[] = [];
  const walk = (id: string | null) => {
    for (const row of children.get(id) ?? []) {
      out.push(row);
      walk(row.comCdId);
    }
  };
  walk(rootId);
  return out;
}

/** spec §8: an entity row stores this code (CODE_REFERENCES). */
async function isInUse(db: TDb | TTx, row: TCodeRow): Promise<boolean> {
  for (const reference of CODE_REFERENCES) {
    if (reference.upComCdId === row.upComCdId && (await isReferenced(db, reference, row.comCd))) return true;
  }
  return false;
}

/** GET /api/manageCode/list: the whole tree (or the codes below upComCdId), flat, parents first. */
export async function listCodes(db: TDb, actor: TActor, upComCdId?: string): Promise<TAdmCodeItem[]> {
  assertAdmin(actor);
  return descendantsOf(await findAllCodes(db), upComCdId ?? null).map(toItem);
}

/** GET /api/manageCode/partCodeList: the direct children (no upComCdId: the groups). */
export async function listPartCodes(db: TDb, actor: TActor, upComCdId?: string): Promise<TAdmCodeItem[]> {
  assertAdmin(actor);
  return (await findChildren(db, upComCdId ?? null)).map(toItem);
}

/** GET /api/manageCode/view: the code with its direct children. */
export async function viewCode(db: TDb, actor: TActor, comCdId: string): Promise<TAdmCodeViewResponse> {
  assertAdmin(actor);
  const row = await findCode(db, comCdId);
  if (!row) throw AppError.notFound();
  return { code: toItem(row), codeList: (await findChildren(db, comCdId)).map(toItem) };
}

async function assertNoSibling(tx: TTx, upComCdId: string | null, comCd: string, exceptId?: string): Promise<void> {
  const siblings = await findChildren(tx, upComCdId);
  if (siblings.some((s) => s.comCd === comCd && s.comCdId !== exceptId)) throw fieldError('DUPLICATE', 'comCd', CODE_MESSAGES.duplicate);
}

/** A group's id is its comCd; a child's is `${parent}.${comCd}`, with a random tail if a renamed sibling holds it. */
async function newComCdId(tx: TTx, upComCdId: string | null, comCd: string): Promise<string> {
  if (upComCdId === null) return comCd;
  let id = `${upComCdId}.${comCd}`;
  if (await findCode(tx, id)) id = `${id}-${randomBytes(3).toString('hex')}`;
  if (id.length > COM_CD_ID_MAX) throw fieldError('TOO_DEEP', 'comCd', CODE_MESSAGES.tooDeep);
  return id;
}

/** POST /api/manageCode: a new group (no upComCdId) or a child code, last among its siblings unless sortSeq says. */
export async function createCode(db: TDb, actor: TActor, input: TAdmCodeCreate): Promise<TAdmCodeItem> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    await lockCodes(tx);
    const upComCdId = input.upComCdId ?? null;
    if (upComCdId !== null && !(await findCode(tx, upComCdId))) throw fieldError('NOT_FOUND', 'upComCdId', CODE_MESSAGES.parentNotFound);
    await assertNoSibling(tx, upComCdId, input.comCd);
    const row = await insertCode(
      tx,
      {
        comCdId: await newComCdId(tx, upComCdId, input.comCd),
        upComCdId,
        comCd: input.comCd,
        comCdNm: input.comCdNm,
        cdExpln: orNull(input.cdExpln),
        sortSeq: input.sortSeq ?? (await nextSortSeq(tx, upComCdId)),
        useYn: input.useYn,
      },
      actor.userId,
    );
    return toItem(row);
  });
}

/** PUT /api/manageCode/:comCdId. A group's comCd is its id; a system or used code keeps its comCd (spec §8). */
export async function updateCodeEntry(db: TDb, actor: TActor, comCdId: string, input: TAdmCodeUpdate): Promise<TAdmCodeItem> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    await lockCodes(tx);
    const row = await findCode(tx, comCdId);
    if (!row) throw AppError.notFound();
    if (input.comCd !== row.comCd) {
      if (row.upComCdId === null) throw fieldError('CODE_LOCKED', 'comCd', CODE_MESSAGES.groupComCd);
      if (row.sysYn === 'Y' || (await isInUse(tx, row))) throw fieldError('CODE_LOCKED', 'comCd', CODE_MESSAGES.comCdLocked);
      await assertNoSibling(tx, row.upComCdId, input.comCd, row.comCdId);
    }
    const out = await updateCode(
      tx,
      comCdId,
      { comCd: input.comCd, comCdNm: input.comCdNm, cdExpln: orNull(input.cdExpln), sortSeq: input.sortSeq ?? row.sortSeq, useYn: input.useYn },
      actor.userId,
    );
    return toItem(out!);
  });
}

/**
 * DELETE /api/manageCode/:comCdId. spec §8: a system code, a code in use, or a code with such a
 * descendant cannot be deleted; a code with children goes only once the client confirmed
 * 'all child codes will be deleted' (withChildren=Y), and takes them with it.
 */
export async function deleteCodeEntry(db: TDb, actor: TActor, comCdId: string, withChildren: boolean): Promise<{ result: 'SUCCESS' }> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    await lockCodes(tx);
    const row = await findCode(tx, comCdId);
    if (!row) throw AppError.notFound();
    const descendants = descendantsOf(await findAllCodes(tx), comCdId);
    for (const code of [row, ...descendants]) {
      if (code.sysYn === 'Y' || (await isInUse(tx, code))) throw new AppError('CODE_CANNOT_DELETE', 400, CODE_MESSAGES.cannotDelete);
    }
    if (descendants.length && !withChildren) throw new AppError('CODE_HAS_CHILDREN', 400, CODE_MESSAGES.hasChildren);
    await deleteCode(tx, comCdId);
    return { result: 'SUCCESS' as const };
  });
}

/** POST /icec/api/manageCode/changeSortSeq: the ids must be exactly the parent's children, each once. */
export async function changeSortSeq(db: TDb, actor: TActor, input: TCodeSortSave): Promise<{ result: 'SUCCESS' }> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    await lockCodes(tx);
    const siblings = await findChildren(tx, input.upComCdId ?? null);
    const given = new Set(input.comCdIds);
    const exact = given.size === input.comCdIds.length && given.size === siblings.length && siblings.every((s) => given.has(s.comCdId));
    if (!exact) throw new AppError('CODE_SORT_MISMATCH', 400, CODE_MESSAGES.sortMismatch);
    await updateSortSeqs(tx, input.comCdIds, actor.userId);
    return { result: 'SUCCESS' as const };
  });
}

/** GET /icec/api/manageCode/resetCodeList: spec §4 reflect; republishing only, so repeating it is harmless. */
export async function resetCodeList(db: TDb, actor: TActor): Promise<TCodeReflectStatus & { result: 'SUCCESS' }> {
  assertAdmin(actor);
  return { result: 'SUCCESS', ...(await reflectCodes(db, actor.userId)) };
}

export async function getReflectStatus(db: TDb, actor: TActor): Promise<TCodeReflectStatus> {
  assertAdmin(actor);
  return reflectStatus(db);
}
