import {
  addDays,
  ATNDC_LABELS,
  ATNDC_LOG,
  ATNDC_MESSAGES as M,
  CHKIN_SE_LABELS,
  schlYrOf,
  seoulDate,
  TCHR_MARK_DAYS,
  type TAtndcCd,
  type TAtndcExcelBody,
  type TAtndcMarkBody,
  type TAtndcMarkResponse,
  type TAtndcRoster,
  type TAtndcRosterItem,
  type TSesnOfDayResponse,
} from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client.js';
import { htmlToText } from '../../lib/html-sanitize.js';
import { earnPoint, withdrawPoint } from '../../lib/point-hook.js';
import type { TDownloadFile, TXlsxColumn } from '../../lib/xlsx.js';
import { AppError } from '../../plugins/app-error.js';
import type { TActor } from '../../plugins/access.js';
import { cls, clsStdnt, teacherOf } from '../cls/index.js';
import { removeFusionActv, writeFusionActv } from '../crr-actv/index.js';
import { exportPersonalData, logPersonalDataAccess } from '../privacy-log/index.js';
import {
  countsOf,
  findRoster,
  findRsvt,
  findSesn,
  findSesnsOfDay,
  hallsOf,
  lockAply,
  sesnView,
  type TLockedAply,
  type TRsvtRow,
  type TSesnRow,
  upsertAtndc,
} from './atndc.repo.js';

/*
 * Attendance (issue 19 "On the day and after"): the rosters of a session (administrators) and of a
 * reservation (the school's teachers), marking one or many, and the side effects of an attendance
 * in the same transaction: attending writes the student's FUSN career activity and EXPR points once;
 * absent afterwards removes the activity and withdraws the points.
 */

const ATTENDED: readonly TAtndcCd[] = ['PRSNT', 'LATE'];
export const isAttended = (cd: TAtndcCd | null | undefined) => cd != null && ATTENDED.includes(cd);

export const atndcSrcKey = (aplyId: number) => `atndc:${aplyId}`;
export const atndcPointKey = (aplyId: number) => `fusnAtndc:${aplyId}`;

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * The attendance of one locked live application, with its side effects. The caller holds the
 * transaction and has checked the caller's right to mark it.
 */
export async function applyAttendance(
  tx: TTx,
  sesn: TSesnRow,
  aply: TLockedAply,
  mark: { atndcCd: TAtndcCd; rmrk: string | null; chkinSeCd: 'QR' | 'MNL'; chkinAt: Date | null; bmnexhlId: number | null; by: string },
): Promise<void> {
  await upsertAtndc(tx, { aplyId: aply.aplyId, ...mark });
  const srcKey = atndcSrcKey(aply.aplyId);
  if (isAttended(mark.atndcCd)) {
    if (isAttended(aply.atndcCd)) return;
    const halls = (await hallsOf(tx, [sesn.prgrmId])).get(sesn.prgrmId) ?? [];
    const text = htmlToText(sesn.prgrmExpln).trim() || sesn.prgrmNm;
    await writeFusionActv(tx, {
      srcKey,
      userId: aply.userId,
      schlCd: aply.schlCd,
      schlNm: aply.schlNm ?? '',
      grd: aply.grd ?? 1,
      actvYmd: sesn.sesnYmd,
      actvNm: clip(sesn.prgrmNm, 100),
      actvPrps: clip(text, 500),
      actvPlc: clip(halls.map((h) => h.bmnexhlNm).join(', ') || sesn.prgrmNm, 100),
      dutyCr: M.dutyCrDefault,
      actvCn: clip(text, 2000),
      actvOpnn: M.actvOpnn,
      by: mark.by,
    });
    if (sesn.pointYn === 'Y') {
      await earnPoint(tx, {
        userId: aply.userId,
        pointTypeCd: 'EXPR',
        idntfId: atndcPointKey(aply.aplyId),
        reason: M.pointReason(sesn.prgrmNm),
        srcUrl: '/myPage/fusionActvMyAply',
      });
    }
  } else if (isAttended(aply.atndcCd)) {
    await withdrawPoint(tx, {
      userId: aply.userId,
      pointTypeCd: 'EXPR',
      idntfId: atndcPointKey(aply.aplyId),
      reason: M.pointWithdrawReason(sesn.prgrmNm),
      spentMessage: M.pointSpent,
    });
    await removeFusionActv(tx, srcKey);
  }
}

/** Marks many applications of a session: each must be in `allowed` (the roster the caller sees). One transaction. */
async function markMany(db: TDb, sesn: TSesnRow, allowed: Set<number>, body: TAtndcMarkBody, by: string): Promise<TAtndcMarkResponse> {
  for (const item of body.items) if (!allowed.has(item.aplyId)) throw new AppError('FUSN_NOT_IN_ROSTER', 400, M.markNotInRoster);
  await db.transaction(async (tx) => {
    // a stable order of locks: two markings of the same roster queue instead of deadlocking
    for (const item of [...body.items].sort((a, b) => a.aplyId - b.aplyId)) {
      const aply = await lockAply(tx, item.aplyId);
      if (!aply || aply.sesnId !== sesn.sesnId || aply.sttsCd !== 'APLY') throw new AppError('FUSN_NOT_IN_ROSTER', 409, M.markNotInRoster);
      const keepChkin = aply.chkinSeCd === 'QR' && isAttended(item.atndcCd) && isAttended(aply.atndcCd);
      await applyAttendance(tx, sesn, aply, {
        atndcCd: item.atndcCd,
        rmrk: item.rmrk,
        chkinSeCd: keepChkin ? 'QR' : 'MNL',
        chkinAt: keepChkin ? aply.chkinAt : isAttended(item.atndcCd) ? new Date() : null,
        bmnexhlId: null,
        by,
      });
    }
  });
  return { result: 'SUCCESS', marked: body.items.length, message: M.marked(body.items.length) };
}

async function sesnOr404(db: TDb, sesnId: number): Promise<TSesnRow> {
  const sesn = await findSesn(db, sesnId);
  if (!sesn) throw AppError.notFound(M.sesnNotFound);
  return sesn;
}

async function rosterOf(db: TDb, sesn: TSesnRow, items: TAtndcRosterItem[], rsvt: TRsvtRow | null, markable: boolean, now: Date): Promise<TAtndcRoster> {
  const halls = (await hallsOf(db, [sesn.prgrmId])).get(sesn.prgrmId) ?? [];
  return {
    sesn: sesnView(sesn, halls),
    schlRsvtId: rsvt?.schlRsvtId ?? null,
    schlNm: rsvt?.schlNm ?? null,
    items,
    counts: countsOf(items),
    markable,
    asOf: now.toISOString(),
  };
}

/* ---------- teachers: a reservation's roster ---------- */

type TRsvtScope = { rsvt: TRsvtRow; sesn: TSesnRow; userIds?: string[] };

/**
 * What a teacher sees of a reservation: the reserving teacher and the school's career teacher all
 * its students; a homeroom teacher of the school their classes' students (of the session's school
 * year); anyone else 403 (a non-teacher before the lookup, so no ids are told).
 */
async function rsvtScopeOf(db: TDb, actor: TActor, schlRsvtId: number): Promise<TRsvtScope> {
  const teacher = actor.userTypeCd === 'T' ? await teacherOf(db, actor.userId) : null;
  if (!teacher) throw AppError.forbidden(M.rsvtForbidden);
  const rsvt = await findRsvt(db, schlRsvtId);
  if (!rsvt) throw AppError.notFound(M.rsvtNotFound);
  if (rsvt.schlCd !== teacher.schlCd) throw AppError.forbidden(M.rsvtForbidden);
  const sesn = await sesnOr404(db, rsvt.sesnId);
  if (rsvt.rsvtUserId === teacher.userId || teacher.crrTchrYn === 'Y') return { rsvt, sesn };
  const schlYr = schlYrOf(sesn.sesnYmd);
  const homeroomClasses = await db
    .select({ clsId: cls.clsId })
    .from(cls)
    .where(and(eq(cls.schlCd, teacher.schlCd), eq(cls.schlYr, schlYr), eq(cls.hmrmTchrId, teacher.userId)));
  if (homeroomClasses.length === 0) throw AppError.forbidden(M.rsvtForbidden);
  const students = await db
    .select({ userId: clsStdnt.userId })
    .from(clsStdnt)
    .innerJoin(cls, eq(cls.clsId, clsStdnt.clsId))
    .where(and(eq(cls.schlCd, teacher.schlCd), eq(cls.schlYr, schlYr), eq(cls.hmrmTchrId, teacher.userId), eq(clsStdnt.sttsCd, 'APRV')));
  return { rsvt, sesn, userIds: students.map((s) => s.userId) };
}

/** A teacher marks from the session's day until TCHR_MARK_DAYS days after it (Seoul days). */
function teacherMarkProblem(sesn: TSesnRow, now: Date): string | null {
  const today = seoulDate(now);
  if (today < sesn.sesnYmd) return M.markTooEarly;
  if (today > addDays(sesn.sesnYmd, TCHR_MARK_DAYS)) return M.markTooLate(TCHR_MARK_DAYS);
  return null;
}

export async function rsvtRoster(db: TDb, actor: TActor, schlRsvtId: number, now = new Date()): Promise<TAtndcRoster> {
  const { rsvt, sesn, userIds } = await rsvtScopeOf(db, actor, schlRsvtId);
  const items = rsvt.sttsCd === 'CNCL' ? [] : await findRoster(db, sesn.sesnId, { schlRsvtId, userIds });
  await logPersonalDataAccess(db, actor, { actnCd: 'VIEW', trgtDesc: ATNDC_LOG.rsvtRoster(schlRsvtId) });
  const markable = rsvt.sttsCd !== 'CNCL' && sesn.sttsCd === 'OPEN' && teacherMarkProblem(sesn, now) === null;
  return rosterOf(db, sesn, items, rsvt, markable, now);
}

export async function rsvtMark(db: TDb, actor: TActor, schlRsvtId: number, body: TAtndcMarkBody, now = new Date()): Promise<TAtndcMarkResponse> {
  const { rsvt, sesn, userIds } = await rsvtScopeOf(db, actor, schlRsvtId);
  if (rsvt.sttsCd === 'CNCL') throw AppError.conflict('FUSN_RSVT_CNCL', M.rsvtCancelled);
  if (sesn.sttsCd === 'CNCL') throw AppError.conflict('FUSN_SESN_CNCL', M.sesnCancelled);
  const problem = teacherMarkProblem(sesn, now);
  if (problem) throw new AppError('FUSN_MARK_PERIOD', 400, problem);
  const items = await findRoster(db, sesn.sesnId, { schlRsvtId, userIds });
  return markMany(db, sesn, new Set(items.map((i) => i.aplyId)), body, actor.userId);
}

/* ---------- administrators: stdntAtndcMng ---------- */

export async function sesnOfDay(db: TDb, ymd: string | undefined, now = new Date()): Promise<TSesnOfDayResponse> {
  const day = ymd ?? seoulDate(now);
  const sesns = await findSesnsOfDay(db, day);
  const halls = await hallsOf(db, [...new Set(sesns.map((s) => s.prgrmId))]);
  const list = [];
  for (const s of sesns) {
    const items = await findRoster(db, s.sesnId);
    list.push({ ...sesnView(s, halls.get(s.prgrmId) ?? []), counts: countsOf(items) });
  }
  return { ymd: day, list };
}

export async function sesnRoster(db: TDb, actor: TActor, sesnId: number, now = new Date()): Promise<TAtndcRoster> {
  const sesn = await sesnOr404(db, sesnId);
  const items = await findRoster(db, sesnId);
  await logPersonalDataAccess(db, actor, { actnCd: 'VIEW', trgtDesc: ATNDC_LOG.sesnRoster(sesnId) });
  return rosterOf(db, sesn, items, null, sesn.sttsCd === 'OPEN', now);
}

export async function sesnMark(db: TDb, actor: TActor, sesnId: number, body: TAtndcMarkBody): Promise<TAtndcMarkResponse> {
  const sesn = await sesnOr404(db, sesnId);
  if (sesn.sttsCd === 'CNCL') throw AppError.conflict('FUSN_SESN_CNCL', M.sesnCancelled);
  const items = await findRoster(db, sesnId);
  return markMany(db, sesn, new Set(items.map((i) => i.aplyId)), body, actor.userId);
}

const EXCEL_COLUMNS: readonly TXlsxColumn<TAtndcRosterItem>[] = [
  ['신청 번호', (r) => r.aplyId, 10],
  ['이름', (r) => r.userNm, 12],
  ['학교', (r) => r.schlNm, 20],
  ['학년', (r) => r.grd, 6],
  ['반', (r) => r.clsNm, 6],
  ['신청 단위', (r) => r.unitNm, 14],
  ['출석', (r) => (r.atndcCd ? ATNDC_LABELS[r.atndcCd] : '미입력'), 8],
  ['확인 방법', (r) => (r.chkinSeCd ? CHKIN_SE_LABELS[r.chkinSeCd] : null), 12],
  ['확인 시각', (r) => (r.chkinAt ? new Date(r.chkinAt).toLocaleString('ko-KR', { timeZone: 'Asia/Seoul' }) : null), 20],
  ['비고', (r) => r.rmrk, 30],
];

export async function exportSesnRoster(db: TDb, actor: TActor, sesnId: number, body: TAtndcExcelBody): Promise<TDownloadFile> {
  const sesn = await sesnOr404(db, sesnId);
  return exportPersonalData(db, actor, {
    reason: body.reason,
    what: ATNDC_LOG.excel(sesnId),
    fileStem: `${M.excelFileStem}_${sesn.sesnYmd.replaceAll('-', '')}_${sesn.bgngTm.replace(':', '')}`,
    asciiStem: `fusion-attendance-${sesnId}`,
    sheet: M.excelSheet,
    columns: EXCEL_COLUMNS,
    count: async (tx) => (await findRoster(tx, sesnId)).length,
    rows: async (tx, limit) => (await findRoster(tx, sesnId)).slice(0, limit),
  });
}
