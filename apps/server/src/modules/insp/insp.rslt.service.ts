import { INSP_MESSAGES as M, seoulDate, type TInspRslt, type TInspRsltList, type TInspScores } from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { earnPoint } from '../../lib/point-hook.js';
import type { TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { definitionOf } from './insp.cache.js';
import { completeSheet, countRslt, findNorm, findOwnRslt, findOwnRslts, lockOwnSheet } from './insp.repo.js';
import { overfullPile, scoreSheet, unanswered, whyOfCode } from './insp.score.js';
import { sheetDone } from './insp.service.js';

/** Submitting a sheet and reading one's results (spec §2 /crrInsp/crrInspRslt). */

/** The statistics' result code: the Holland code, the top value of a ranking, '-' for bars. */
const rsltCdOf = (scores: TInspScores) => scores.code?.split(',')[0] ?? '-';

/**
 * Submits the caller's sheet in one transaction: the sheet row locked (a concurrent second submit
 * waits, then answers sheetDone), every item answered (else 400 naming the first unanswered one),
 * scored with the adopted norm of the band (and sex), completed, counted for the statistics, and
 * the INSP points credited once per test per Korean day.
 */
export async function submitSheet(db: TDb, actor: TActor, sheetId: number): Promise<{ sheetId: number; point: number }> {
  return db.transaction(async (tx) => {
    const sheet = await lockOwnSheet(tx, sheetId, actor.userId);
    if (!sheet) throw AppError.notFound(M.sheetNotFound);
    if (sheet.sttsCd !== 'ING') throw sheetDone();
    const def = await definitionOf(db, sheet.verId, tx);
    const missing = unanswered(def, sheet.answers);
    if (missing) throw new AppError('INSP_UNANSWERED', 400, M.unanswered(missing.count), { itemId: missing.itemId });
    const full = overfullPile(def, sheet.answers);
    if (full) throw new AppError('VALIDATION', 400, M.pileFull(full.label, full.max));
    const scores = scoreSheet(def, sheet.answers, await findNorm(tx, sheet.verId, sheet.band, sheet.genderCd));
    await completeSheet(tx, sheetId, scores);
    const today = seoulDate();
    await countRslt(tx, { statYmd: today, inspId: sheet.inspId, band: sheet.band, rsltCd: rsltCdOf(scores) });
    const point = await earnPoint(tx, {
      userId: actor.userId,
      pointTypeCd: 'INSP',
      idntfId: `insp:${sheet.inspId}:${today}`,
      srcUrl: `/crrInsp/crrInspRslt?sheetId=${sheetId}`,
    });
    return { sheetId, point };
  });
}

/** The caller's results per test, newest first (the comparison of attempts picks two of them). */
export async function listRslts(db: TDb, actor: TActor): Promise<TInspRsltList> {
  const rows = await findOwnRslts(db, actor.userId);
  const list: TInspRsltList['list'] = [];
  for (const row of rows) {
    let entry = list.at(-1);
    if (entry?.inspId !== row.inspId) {
      // the newest attempt's version tells how the test shows its results
      entry = { inspId: row.inspId, inspName: row.inspName, inspNm: row.inspNm, display: (await definitionOf(db, row.verId)).display, attempts: [] };
      list.push(entry);
    }
    entry.attempts.push({ sheetId: row.sheetId, cmplAt: row.cmplAt!.toISOString(), band: row.band, code: row.scores?.code ?? null, verNo: row.verNo });
  }
  return { list };
}

/** One result of the caller's (another's, or an unfinished sheet, is not found), with "why this code". */
export async function getRslt(db: TDb, actor: TActor, sheetId: number): Promise<TInspRslt> {
  const row = await findOwnRslt(db, sheetId, actor.userId);
  if (!row?.scores) throw AppError.notFound(M.rsltNotFound);
  const def = await definitionOf(db, row.verId);
  return {
    sheetId: row.sheetId,
    inspId: row.inspId,
    inspName: row.inspName,
    inspNm: row.inspNm,
    verNo: row.verNo,
    band: row.band,
    display: def.display,
    cmplAt: row.cmplAt!.toISOString(),
    scores: row.scores,
    why: whyOfCode(def, row.band, row.answers, row.scores),
  };
}
