import { drawWinners, formatSeoulDateTime } from '@portal/contract';
import type { TDb, TDbOrTx } from '../../db/client.js';
import type { TDownloadFile, TXlsxColumn } from '../../lib/xlsx.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { exportPersonalData } from '../privacy-log/index.js';
import { sha256Hex } from './cpn.draw.js';
import { findCpn, findEntries, findWinners, type TCpnRow } from './cpn.repo.js';

type TWinnerRow = Awaited<ReturnType<typeof findWinners>>[number] & { drawOrder: number };

const COLUMNS: readonly TXlsxColumn<TWinnerRow>[] = [
  ['당첨 순번', (r) => r.drawOrder, 10],
  ['응모 번호', (r) => r.entryNo, 10],
  ['이름', (r) => r.userNm, 12],
  ['아이디', (r) => r.userId],
  ['학교', (r) => r.schlNm, 20],
  ['학년', (r) => r.grd, 8],
  ['전달 여부', (r) => (r.handoverDt ? '전달 완료' : '전달 전'), 10],
  ['전달 일시', (r) => (r.handoverDt ? formatSeoulDateTime(r.handoverDt) : null), 20],
];

/**
 * The winners in the order the draw chose them: the order is not stored, but the revealed seed and
 * the frozen entries give it again (the same shared algorithm the public verification runs).
 */
async function winnersInDrawOrder(db: TDbOrTx, cpn: TCpnRow): Promise<TWinnerRow[]> {
  const winners = await findWinners(db, cpn.cpnId);
  if (cpn.cpnSttsCd !== 'DRAWN' || !cpn.seedHex || winners.length === 0) return [];
  const order = await drawWinners(cpn.seedHex, await findEntries(db, cpn.cpnId), cpn.winnerCnt, sha256Hex);
  return winners.map((w) => ({ ...w, drawOrder: order.indexOf(w.entryNo) + 1 })).sort((a, b) => a.drawOrder - b.drawOrder || a.entryNo - b.entryNo);
}

/** SECURITY 17: one coupon day's winners with full names, after the reason (privacy-log exportPersonalData), for the hand-over. */
export async function exportWinners(db: TDb, actor: TActor, cpnId: number, reason: string | undefined): Promise<TDownloadFile> {
  assertAdmin(actor);
  const cpn = await findCpn(db, cpnId);
  if (!cpn) throw AppError.notFound();
  return exportPersonalData(db, actor, {
    reason,
    what: `쿠폰 추첨 당첨자 목록: ${cpn.prizeNm} (${cpn.drawYmd})`,
    fileStem: '쿠폰당첨자목록',
    asciiStem: 'coupon-winners',
    sheet: '당첨자 목록',
    columns: COLUMNS,
    count: async (tx) => (await findWinners(tx, cpnId)).length,
    // the coupon read again in the transaction: the rows and the log row see the same draw
    rows: async (tx, limit) => (await winnersInDrawOrder(tx, (await findCpn(tx, cpnId)) ?? cpn)).slice(0, limit),
  });
}
