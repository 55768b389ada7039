import { INSP_MESSAGES as M, INSP_NORM_MIN_N, type TInspStats } from '@portal/contract';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { findCmplAnswers, findInspById, findNorms, findVersions, lockInsp, replaceNorms } from './insp.admin.repo.js';
import { normCounts, normDists, psychometrics } from './insp.psychometrics.js';

/**
 * The psychometrics panel and the local norms of a version (admin langDgns), computed in the
 * request from one read of the version's completed answers: fine at this portal's scale (a few
 * thousand sheets a version); a larger portal would roll them up on submit.
 */

/** The version asked for (default: the published one, else the newest), which must be the test's. */
async function versionOf(db: TDbOrTx, inspId: number, verId: number | undefined) {
  const row = await findInspById(db, inspId);
  if (!row) throw AppError.notFound(M.notFound);
  const versions = await findVersions(db, inspId);
  const ver = versions.find((v) => v.verId === (verId ?? row.pubVerId)) ?? (verId === undefined ? versions[0] : undefined);
  if (!ver) throw AppError.notFound();
  return ver;
}

export async function getInspStats(db: TDb, actor: TActor, inspId: number, verId: number | undefined): Promise<TInspStats> {
  assertAdmin(actor);
  const ver = await versionOf(db, inspId, verId);
  const [sheets, norms] = await Promise.all([findCmplAnswers(db, ver.verId), findNorms(db, ver.verId)]);
  return {
    verId: ver.verId,
    verNo: ver.verNo,
    cmplCnt: sheets.length,
    ...psychometrics(ver.definition, sheets),
    norms: norms.map((n) => ({ band: n.band, genderCd: n.genderCd, n: n.n, adopted: true, computedAt: n.computedAt.toISOString() })),
    normReady: normCounts(sheets).filter((c) => c.n >= INSP_NORM_MIN_N),
  };
}

/**
 * Adopts local norms of the version (every band and sex with enough sheets), replacing its earlier
 * ones. The test's row is locked first and the answers are read in the same transaction, so a
 * second adoption at the same time waits and then replaces the first's norms.
 */
export async function adoptInspNorm(db: TDb, actor: TActor, inspId: number, verId: number): Promise<{ result: 'SUCCESS' }> {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    if (!(await lockInsp(tx, inspId))) throw AppError.notFound(M.notFound);
    const ver = await versionOf(tx, inspId, verId);
    const rows = normDists(ver.definition, await findCmplAnswers(tx, ver.verId));
    if (rows.length === 0) throw new AppError('VALIDATION', 400, M.normTooFew);
    await replaceNorms(tx, ver.verId, rows, actor.userId);
  });
  return { result: 'SUCCESS' };
}
