import { ACCESS_IP_MESSAGES, type TAccessIpItem, type TAccessIpListQuery, type TAccessIpListResponse, type TAccessIpSave } from '@portal/contract';
import type { TDb, TTx } from '../../db/client.js';
import { auditOf } from '../../db/columns.js';
import { pageOf } from '../../db/paging.js';
import { orNull } from '../../lib/text.js';
import { AppError } from '../../plugins/app-error.js';
import { assertSuperAdmin } from '../manager/index.js';
import { type TActor } from '../../plugins/access.js';
import { canonicalEntry, compileAllowList, displayIp, isAllowed, type TIpRule } from './access-ip.matcher.js';
import {
  accessIpWhere,
  countAccessIps,
  deleteAccessIp,
  existsAccessIpAddr,
  findAccessIp,
  findAccessIpPage,
  findActiveAccessIps,
  insertAccessIp,
  lockAccessIpList,
  type TAccessIpRow,
  updateAccessIp,
} from './access-ip.repo.js';

/** What the services need besides the database: the recovery entries and the guard's cache. */
export type TAccessIpDeps = { db: TDb; alwaysAllowed: readonly TIpRule[]; invalidate: () => void };

const toItem = (row: TAccessIpRow): TAccessIpItem => ({
  accessIpId: row.accessIpId,
  ipTypeCd: row.ipTypeCd,
  ipAddr: row.ipAddr,
  ipExpln: row.ipExpln,
  useYn: row.useYn,
  ...auditOf(row),
});

const fieldError = (code: string, message: string) => new AppError(code, 400, message, { fieldErrors: { ipAddr: message } });

export async function listAccessIps(deps: TAccessIpDeps, actor: TActor, query: TAccessIpListQuery): Promise<TAccessIpListResponse> {
  await assertSuperAdmin(deps.db, actor);
  const where = accessIpWhere(query);
  const page = await pageOf(query, countAccessIps(deps.db, where), (offset, limit) => findAccessIpPage(deps.db, where, offset, limit));
  return { ...page, list: page.list.map(toItem), clientIp: displayIp(actor.ip ?? '') };
}

export async function getAccessIp(deps: TAccessIpDeps, actor: TActor, accessIpId: number): Promise<TAccessIpItem> {
  await assertSuperAdmin(deps.db, actor);
  const row = await findAccessIp(deps.db, accessIpId);
  if (!row) throw AppError.notFound();
  return toItem(row);
}

/**
 * Every change runs in one transaction that takes the list's lock, writes, and then checks the list
 * as it would be: a change that would shut out the administrator making it is rolled back
 * (SECURITY 14: the list can never lock out the last administrator). The cache is dropped after commit.
 */
async function changeList<T>(deps: TAccessIpDeps, actor: TActor, change: (tx: TTx) => Promise<T>): Promise<T> {
  await assertSuperAdmin(deps.db, actor);
  const result = await deps.db.transaction(async (tx) => {
    await lockAccessIpList(tx);
    const out = await change(tx);
    const after = compileAllowList(await findActiveAccessIps(tx));
    if (!isAllowed(actor.ip ?? undefined, after, deps.alwaysAllowed)) throw new AppError('SELF_LOCKOUT', 400, ACCESS_IP_MESSAGES.selfLockout);
    return out;
  });
  deps.invalidate();
  return result;
}

async function toWrite(tx: TTx, input: TAccessIpSave, exceptId?: number) {
  const ipAddr = canonicalEntry(input.ipTypeCd, input.ipAddr);
  if (await existsAccessIpAddr(tx, ipAddr, exceptId)) throw fieldError('DUPLICATE', ACCESS_IP_MESSAGES.duplicate);
  return { ipTypeCd: input.ipTypeCd, ipAddr, ipExpln: orNull(input.ipExpln), useYn: input.useYn };
}

export function createAccessIp(deps: TAccessIpDeps, actor: TActor, input: TAccessIpSave): Promise<TAccessIpItem> {
  return changeList(deps, actor, async (tx) => toItem(await insertAccessIp(tx, await toWrite(tx, input), actor.userId)));
}

export function updateAccessIpEntry(deps: TAccessIpDeps, actor: TActor, accessIpId: number, input: TAccessIpSave): Promise<TAccessIpItem> {
  return changeList(deps, actor, async (tx) => {
    const row = await updateAccessIp(tx, accessIpId, await toWrite(tx, input, accessIpId), actor.userId);
    if (!row) throw AppError.notFound();
    return toItem(row);
  });
}

export function deleteAccessIpEntry(deps: TAccessIpDeps, actor: TActor, accessIpId: number): Promise<{ result: 'SUCCESS' }> {
  return changeList(deps, actor, async (tx) => {
    if (!(await deleteAccessIp(tx, accessIpId))) throw AppError.notFound();
    return { result: 'SUCCESS' as const };
  });
}
