import { rsvtSttsView, toYn, type TFusnRsvtItem, type TFusnRsvtView } from '@portal/contract';
import type { TDbOrTx } from '../../db/client.js';
import { findHalls, findUnits, type TRsvtRow } from './rsvt.repo.js';

/** A reservation as a list shows it. */
export function rsvtItemOf(row: TRsvtRow, now = new Date()): TFusnRsvtItem {
  return {
    schlRsvtId: row.schlRsvtId,
    prgrmId: row.prgrmId,
    prgrmNm: row.prgrmNm,
    sesnId: row.sesnId,
    sesnYmd: row.sesnYmd,
    bgngTm: row.bgngTm,
    endTm: row.endTm,
    ddlnDt: row.ddlnDt.toISOString(),
    schlCd: row.schlCd,
    schlNm: row.schlNm,
    rsvtUserNm: row.rsvtUserNm,
    stdntCnt: row.stdntCnt,
    aplyCnt: row.aplyCnt,
    sttsCd: row.sttsCd,
    sttsView: rsvtSttsView(row.sttsCd, row.ddlnDt, row.endDt, now),
    regDt: row.regDt.toISOString(),
  };
}

type TUnitRow = Awaited<ReturnType<typeof findUnits>>[number];
type THallRow = Awaited<ReturnType<typeof findHalls>>[number];

export const unitOf = ({ aplyUnitCd, unitNm, cpcty, aplyCnt }: TUnitRow) => ({ aplyUnitCd, unitNm, cpcty, aplyCnt });
export const hallOf = ({ bmnexhlId, bmnexhlNm }: THallRow) => ({ bmnexhlId, bmnexhlNm });

/** The units and halls of reservations, grouped by reservation and program (two statements for any number). */
export async function unitsAndHalls(db: TDbOrTx, rows: TRsvtRow[]) {
  const [units, halls] = await Promise.all([
    findUnits(db, [...new Set(rows.map((r) => r.schlRsvtId))]),
    findHalls(db, [...new Set(rows.map((r) => r.prgrmId))]),
  ]);
  return {
    unitsOf: (schlRsvtId: number) => units.filter((u) => u.schlRsvtId === schlRsvtId).map(unitOf),
    hallsOf: (prgrmId: number) => halls.filter((h) => h.prgrmId === prgrmId).map(hallOf),
  };
}

/** One reservation's page; the flags say what the caller may do with it. */
export async function rsvtViewOf(
  db: TDbOrTx,
  row: TRsvtRow,
  flags: { cancelable: boolean; confirmable: boolean; stdntMng: boolean },
  now = new Date(),
): Promise<TFusnRsvtView> {
  const { unitsOf, hallsOf } = await unitsAndHalls(db, [row]);
  return {
    ...rsvtItemOf(row, now),
    rsvtUserId: row.rsvtUserId,
    bgngDt: row.bgngDt.toISOString(),
    endDt: row.endDt.toISOString(),
    durMin: row.durMin,
    halls: hallsOf(row.prgrmId),
    units: unitsOf(row.schlRsvtId),
    bfrSrvyId: row.bfrSrvyId,
    cnfmAt: row.cnfmAt?.toISOString() ?? null,
    cnclAt: row.cnclAt?.toISOString() ?? null,
    cnclRsn: row.cnclRsn,
    cancelableYn: toYn(flags.cancelable),
    confirmableYn: toYn(flags.confirmable),
    stdntMngYn: toYn(flags.stdntMng),
  };
}
