import { FUSN_PRGRM_MESSAGES as M, seoulDate, type TFusnClsrListResponse, type TFusnClsrSave } from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { countOpenSesnsOn, deleteClsr, findClsrsBetween, upsertClsr } from './clsr.repo.js';
import { lockSchedule } from './sesn.repo.js';

/** The closure calendar (design "Closure calendar", admin prgrmEstbl/clsr): no session runs on a closure day. */

export async function listClsrs(db: TDb, actor: TActor, year?: number): Promise<TFusnClsrListResponse> {
  assertAdmin(actor);
  const y = year ?? Number(seoulDate(new Date()).slice(0, 4));
  const rows = await findClsrsBetween(db, `${y}-01-01`, `${y}-12-31`);
  return { list: rows.map((r) => ({ clsrYmd: r.clsrYmd, clsrSeCd: r.clsrSeCd, clsrNm: r.clsrNm, registeredAt: r.registeredAt.toISOString() })) };
}

/** A day with OPEN sessions is refused until they are cancelled (the count named); an existing day is renamed. */
export async function saveClsr(db: TDb, actor: TActor, input: TFusnClsrSave) {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    await lockSchedule(tx);
    const live = await countOpenSesnsOn(tx, input.clsrYmd);
    if (live > 0) throw AppError.conflict('FUSN_CLSR_HAS_SESN', M.clsrHasSesn(live));
    await upsertClsr(tx, { clsrYmd: input.clsrYmd, clsrSeCd: input.clsrSeCd, clsrNm: input.clsrNm }, actor.userId);
  });
  return { result: 'SUCCESS' as const };
}

export async function removeClsr(db: TDb, actor: TActor, clsrYmd: string) {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    await lockSchedule(tx);
    if (!(await deleteClsr(tx, clsrYmd))) throw AppError.notFound(M.clsrNotFound);
  });
  return { result: 'SUCCESS' as const };
}
