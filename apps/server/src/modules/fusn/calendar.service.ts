import {
  addDays,
  FUSN_CALENDAR_MAX_DAYS,
  FUSN_CLOSED_WEEKDAYS,
  FUSN_PRGRM_MESSAGES as M,
  mondayOf,
  seoulDate,
  type TFusnCalendar,
  type TFusnCalendarSesn,
  type TFusnPrgrmView,
} from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { AppError } from '../../plugins/app-error.js';
import { imagePathOf } from '../files/index.js';
import { findCalendarSesns, findDayMarks, findUpcomingSesnsOf, type TCalendarRow } from './calendar.repo.js';
import { findHallsOf, findPrgrmDetail } from './prgrm.repo.js';

/** The public calendar and program view (design "Public calendar"; /crrFusion is a public prefix, spec §6). */

export function toCalendarSesn(r: TCalendarRow): TFusnCalendarSesn {
  return {
    sesnId: r.sesnId,
    prgrmId: r.prgrmId,
    prgrmNm: r.prgrmNm,
    prgrmSeCd: r.prgrmSeCd,
    slctSeCd: r.slctSeCd,
    schlLvls: r.schlLvls,
    hallNms: r.hallNms,
    sesnYmd: r.sesnYmd,
    bgngTm: r.bgngTm,
    endTm: r.endTm,
    ddlnDt: r.ddlnDt.toISOString(),
    opnDt: r.opnDt.toISOString(),
    cpcty: r.cpcty,
    remaining: Math.max(0, r.cpcty - r.rsvdCnt),
    bookable: r.bookable,
  };
}

/** Two statements: the shown days' sessions, and the closure and bookable days the date picker needs. */
export async function calendarOf(db: TDb, q: { startDay?: string; days: number; prgrmSeCd?: 'GRP' | 'INDV' }, now = new Date()): Promise<TFusnCalendar> {
  const today = seoulDate(now);
  const startDay = q.startDay ?? mondayOf(today);
  const endDay = addDays(startDay, q.days - 1);
  const maxDate = addDays(today, FUSN_CALENDAR_MAX_DAYS);
  const fromYmd = startDay < today ? startDay : today;
  const toYmd = endDay > maxDate ? endDay : maxDate;
  const [sesns, marks] = await Promise.all([
    findCalendarSesns(db, { fromYmd: startDay, toYmd: endDay, prgrmSeCd: q.prgrmSeCd }),
    findDayMarks(db, { fromYmd, toYmd, prgrmSeCd: q.prgrmSeCd }),
  ]);
  const inPicker = (ymd: string) => ymd >= today && ymd <= maxDate;
  const closures = marks.filter((m) => m.kind === 'C');
  return {
    today,
    startDay,
    endDay,
    days: q.days,
    sesns: sesns.map(toCalendarSesn),
    clsrs: closures.filter((m) => m.ymd >= startDay && m.ymd <= endDay).map((m) => ({ clsrYmd: m.ymd, clsrSeCd: m.clsrSeCd!, clsrNm: m.clsrNm! })),
    dateRules: {
      minDate: today,
      maxDate,
      disabledDates: closures.filter((m) => inPicker(m.ymd)).map((m) => m.ymd),
      disabledWeekdays: [...FUSN_CLOSED_WEEKDAYS],
      allowedDates: marks.filter((m) => m.kind === 'B' && inPicker(m.ymd)).map((m) => m.ymd),
    },
  };
}

/** A program as the public sees it: a draft is not found. */
export async function prgrmViewOf(db: TDb, prgrmId: number, now = new Date()): Promise<TFusnPrgrmView> {
  const row = await findPrgrmDetail(db, prgrmId);
  if (!row || row.sttsCd === 'DRAFT') throw AppError.notFound(M.notFound);
  const [halls, sesns] = await Promise.all([findHallsOf(db, prgrmId), findUpcomingSesnsOf(db, prgrmId, seoulDate(now))]);
  return {
    prgrmId: row.prgrmId,
    prgrmNm: row.prgrmNm,
    prgrmSeCd: row.prgrmSeCd,
    slctSeCd: row.slctSeCd,
    sttsCd: row.sttsCd,
    schlLvls: row.schlLvls,
    prgrmExpln: row.prgrmExpln,
    imagePath: imagePathOf(row.imageRef),
    imageAlt: row.imageAlt,
    durMin: row.durMin,
    halls,
    opnDt: row.opnDt.toISOString(),
    ddlnDays: row.ddlnDays,
    schlTermLmt: row.schlTermLmt,
    pointYn: row.pointYn,
    bfrSrvyYn: row.bfrSrvyId === null ? 'N' : 'Y',
    bfrSrvyId: row.bfrSrvyId,
    dgstfnSrvyYn: row.dgstfnSrvyId === null ? 'N' : 'Y',
    sesns: sesns.map(toCalendarSesn),
  };
}
