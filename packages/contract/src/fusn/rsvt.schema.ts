import { z } from 'zod';
import { emptyAsUndefined, isYmd, periodInOrder, zPageOf, zSearchWrd } from '../common/adm-query.js';
import { exportReasonShape } from '../common/export.js';
import { ZId, zIntIn, zRequiredText } from '../common/fields.js';
import { ZPageQuery } from '../common/paging.schema.js';
import { ZYn } from '../common/yn.js';
import { FUSN_RSVT_LIMITS as L, FUSN_RSVT_MESSAGES as M } from './rsvt.messages.js';
import { ZFusnHall } from './prgrm.schema.js';

/*
 * School reservations of GRP sessions (issue 19, design.md "School reservations"): the teacher in
 * charge reserves a session for stdntCnt students split into apply units; the school's students
 * apply to a unit; the administrator confirms or cancels with a reason.
 */

/** Stored states; the shown state adds CLSD 마감 and CMPL 완료 (rsvtSttsView). */
export const ZFusnRsvtSttsCd = z.enum(['APLY', 'CNFM', 'CNCL']);
export const ZFusnRsvtSttsView = z.enum(['APLY', 'CNFM', 'CLSD', 'CMPL', 'CNCL']);
export type TFusnRsvtSttsView = z.infer<typeof ZFusnRsvtSttsView>;
/** A student's application state (fusn_aply). */
export const ZFusnAplySttsCd = z.enum(['APLY', 'PEND', 'WAIT', 'OFFR', 'CNCL']);

const ZUserId = z.string().trim().min(1).max(50);
const ZAplyUnitCd = z
  .string()
  .trim()
  .regex(/^(10|[1-9])$/);
const ZYmdFilter = emptyAsUndefined(z.string().refine(isYmd, M.invalidDate));

export const ZFusnRsvtParams = z.object({ schlRsvtId: ZId });
export const ZFusnRsvtUnitParams = z.object({ schlRsvtId: ZId, aplyUnitCd: ZAplyUnitCd });

/** An apply unit as the teacher enters it. */
export const ZFusnRsvtUnitForm = z.object({
  unitNm: zRequiredText(L.unitNmMax),
  cpcty: zIntIn(1, L.stdntCntMax),
});

/**
 * POST /icec/api/fusn/rsvt: the session, the number of students, and 1..10 units whose capacities
 * add up to it (units get aplyUnitCd '1', '2', ... in the order given).
 */
export const ZFusnRsvtForm = z
  .object({
    sesnId: ZId,
    stdntCnt: zIntIn(1, L.stdntCntMax),
    units: z
      .array(ZFusnRsvtUnitForm, { error: M.unitCount(L.unitsMax) })
      .min(1, M.unitCount(L.unitsMax))
      .max(L.unitsMax, M.unitCount(L.unitsMax)),
  })
  .superRefine((v, ctx) => {
    if (v.units.reduce((sum, u) => sum + u.cpcty, 0) !== v.stdntCnt) ctx.addIssue({ code: 'custom', path: ['units'], message: M.unitSum });
    const names = v.units.map((u) => u.unitNm);
    if (new Set(names).size !== names.length) ctx.addIssue({ code: 'custom', path: ['units'], message: M.unitNmDuplicate });
  });
export type TFusnRsvtForm = z.infer<typeof ZFusnRsvtForm>;
export type TFusnRsvtFormInput = z.input<typeof ZFusnRsvtForm>;

export const ZFusnRsvtSaveResponse = z.object({ schlRsvtId: z.number().int(), sttsCd: ZFusnRsvtSttsCd });
export type TFusnRsvtSaveResponse = z.infer<typeof ZFusnRsvtSaveResponse>;

const listFilterShape = {
  prgrmId: emptyAsUndefined(ZId),
  bgngYmd: ZYmdFilter.describe('session day from (YYYY-MM-DD)'),
  endYmd: ZYmdFilter.describe('session day to (YYYY-MM-DD)'),
  sttsView: emptyAsUndefined(ZFusnRsvtSttsView).describe('shown state: CLSD 마감 and CNFM 확정 give the deadline and confirmation views'),
};
const periodRule = (v: { bgngYmd?: string; endYmd?: string }, ctx: z.RefinementCtx) => {
  if (!periodInOrder(v.bgngYmd, v.endYmd)) ctx.addIssue({ code: 'custom', path: ['endYmd'], message: M.periodOrder });
};

/** GET /icec/api/fusn/rsvt: the teacher's school's reservations, session day newest first, 10 a page. */
export const ZFusnRsvtListQuery = z.object({ ...ZPageQuery.shape, ...listFilterShape }).superRefine(periodRule);
export type TFusnRsvtListQuery = z.infer<typeof ZFusnRsvtListQuery>;
export type TFusnRsvtListQueryInput = z.input<typeof ZFusnRsvtListQuery>;

/** GET /api/fusn/rsvt: every school's, with a school name keyword. */
export const ZFusnRsvtMngListQuery = z
  .object({ ...ZPageQuery.shape, ...listFilterShape, searchWrd: zSearchWrd(100).describe('part of the school name') })
  .superRefine(periodRule);
export type TFusnRsvtMngListQuery = z.infer<typeof ZFusnRsvtMngListQuery>;
export type TFusnRsvtMngListQueryInput = z.input<typeof ZFusnRsvtMngListQuery>;

/** A reservation in a list. */
export const ZFusnRsvtItem = z.object({
  schlRsvtId: z.number().int(),
  prgrmId: z.number().int(),
  prgrmNm: z.string(),
  sesnId: z.number().int(),
  sesnYmd: z.string().describe('YYYY-MM-DD'),
  bgngTm: z.string().describe('HH:MM'),
  endTm: z.string().describe('HH:MM'),
  ddlnDt: z.string().describe('ISO time'),
  schlCd: z.string(),
  schlNm: z.string(),
  rsvtUserNm: z.string(),
  stdntCnt: z.number().int(),
  /** students holding a seat in its units */
  aplyCnt: z.number().int(),
  sttsCd: ZFusnRsvtSttsCd,
  sttsView: ZFusnRsvtSttsView,
  regDt: z.string().describe('ISO time'),
});
export type TFusnRsvtItem = z.infer<typeof ZFusnRsvtItem>;
export const ZFusnRsvtListResponse = zPageOf(ZFusnRsvtItem);
export type TFusnRsvtListResponse = z.infer<typeof ZFusnRsvtListResponse>;

/** An apply unit with its seats. */
export const ZFusnRsvtUnit = z.object({ aplyUnitCd: z.string(), unitNm: z.string(), cpcty: z.number().int(), aplyCnt: z.number().int() });
export type TFusnRsvtUnit = z.infer<typeof ZFusnRsvtUnit>;

/** The program's before-survey for this reservation (ctxKey `rsvt:<schlRsvtId>`) and whether the student answered it. */
export const ZFusnRsvtBfrSrvy = z.object({ srvyId: z.number().int(), ctxKey: z.string(), answeredYn: ZYn });

/** One reservation as the school's teachers and the administrator see it. */
export const ZFusnRsvtView = ZFusnRsvtItem.extend({
  rsvtUserId: z.string(),
  bgngDt: z.string().describe('ISO time'),
  endDt: z.string().describe('ISO time'),
  durMin: z.number().int(),
  halls: z.array(ZFusnHall),
  units: z.array(ZFusnRsvtUnit),
  bfrSrvyId: z.number().int().nullable(),
  cnfmAt: z.string().nullable(),
  cnclAt: z.string().nullable(),
  cnclRsn: z.string().nullable(),
  /** the caller may cancel it now (teachers: the school's, before the deadline; administrators: before the end) */
  cancelableYn: ZYn,
  /** administrators: an APLY reservation not yet ended */
  confirmableYn: ZYn,
  /** teachers: the caller may read its student lists, assign and remind */
  stdntMngYn: ZYn,
});
export type TFusnRsvtView = z.infer<typeof ZFusnRsvtView>;

/** The student's own application to a reservation. */
export const ZFusnRsvtMyAply = z.object({
  aplyId: z.number().int(),
  aplyUnitCd: z.string().nullable(),
  sttsCd: ZFusnAplySttsCd,
  /** a teacher assigned the student */
  asgnYn: ZYn,
  regDt: z.string().describe('ISO time'),
});

/** GET /icec/api/fusn/rsvt/:schlRsvtId/unit/:aplyUnitCd: what a student of the school sees to apply. */
export const ZFusnRsvtUnitView = z.object({
  schlRsvtId: z.number().int(),
  prgrmId: z.number().int(),
  prgrmNm: z.string(),
  sesnYmd: z.string(),
  bgngTm: z.string(),
  endTm: z.string(),
  ddlnDt: z.string().describe('ISO time'),
  schlNm: z.string(),
  sttsView: ZFusnRsvtSttsView,
  halls: z.array(ZFusnHall),
  unit: ZFusnRsvtUnit,
  units: z.array(ZFusnRsvtUnit),
  myAply: ZFusnRsvtMyAply.nullable(),
  bfrSrvy: ZFusnRsvtBfrSrvy.nullable(),
  /** the student may apply to this unit now (open, before the deadline, a seat left, no live application) */
  aplyPsblYn: ZYn,
  /** the student may cancel their application now (before the deadline) */
  cancelableYn: ZYn,
});
export type TFusnRsvtUnitView = z.infer<typeof ZFusnRsvtUnitView>;

export const ZFusnRsvtApplyResponse = z.object({ aplyId: z.number().int(), point: z.number().int() });
export type TFusnRsvtApplyResponse = z.infer<typeof ZFusnRsvtApplyResponse>;

/** A teacher's reminder as the student sees it (an on-site notice). */
export const ZFusnRmndr = z.object({
  rmndrId: z.number().int(),
  schlRsvtId: z.number().int(),
  prgrmNm: z.string(),
  sesnYmd: z.string(),
  ddlnDt: z.string().describe('ISO time'),
  sentByNm: z.string(),
  sentAt: z.string().describe('ISO time'),
});
export type TFusnRmndr = z.infer<typeof ZFusnRmndr>;

/** GET /icec/api/fusn/rsvt/mine: the live reservations of the student's school (this school year), with their own application; the reminders still relevant (a read: nothing marked). */
export const ZFusnRsvtMine = z.object({
  list: z.array(
    ZFusnRsvtItem.omit({ rsvtUserNm: true }).extend({
      halls: z.array(ZFusnHall),
      units: z.array(ZFusnRsvtUnit),
      myAply: ZFusnRsvtMyAply.nullable(),
      bfrSrvy: ZFusnRsvtBfrSrvy.nullable(),
      aplyPsblYn: ZYn,
    }),
  ),
  reminders: z.array(ZFusnRmndr),
});
export type TFusnRsvtMine = z.infer<typeof ZFusnRsvtMine>;

/** Filters of the teacher's student lists. */
export const ZFusnRsvtStdntQuery = z.object({
  grd: emptyAsUndefined(z.coerce.number().int().min(1).max(6)),
  clsNo: emptyAsUndefined(z.coerce.number().int().min(1).max(30)),
  aplyUnitCd: emptyAsUndefined(ZAplyUnitCd),
});
export type TFusnRsvtStdntQuery = z.infer<typeof ZFusnRsvtStdntQuery>;
export type TFusnRsvtStdntQueryInput = z.input<typeof ZFusnRsvtStdntQuery>;

/** A student in the lists; userNm in full for the school's teachers and administrators, masked (김*생) otherwise. */
const stdntShape = {
  userId: z.string(),
  userNm: z.string(),
  grd: z.number().int().nullable(),
  clsNo: z.number().int().nullable(),
  stdntNo: z.number().int().nullable(),
};

/** Who applied to which unit. */
export const ZFusnRsvtAplyStdnt = z.object({
  ...stdntShape,
  aplyId: z.number().int(),
  aplyUnitCd: z.string().nullable(),
  unitNm: z.string().nullable(),
  asgnYn: ZYn,
  regDt: z.string().describe('ISO time'),
});
export type TFusnRsvtAplyStdnt = z.infer<typeof ZFusnRsvtAplyStdnt>;

/** The grade/class choices of the lists' filter (the caller's classes of the school year). */
export const ZFusnRsvtClassOption = z.object({ grd: z.number().int(), clsNo: z.number().int() });

export const ZFusnRsvtAplyList = z.object({ units: z.array(ZFusnRsvtUnit), classes: z.array(ZFusnRsvtClassOption), list: z.array(ZFusnRsvtAplyStdnt) });
export type TFusnRsvtAplyList = z.infer<typeof ZFusnRsvtAplyList>;

/** A student who has not applied, with the reminders sent so far. */
export const ZFusnRsvtNotAplyStdnt = z.object({ ...stdntShape, rmndrCnt: z.number().int(), lastRmndrAt: z.string().nullable() });
export type TFusnRsvtNotAplyStdnt = z.infer<typeof ZFusnRsvtNotAplyStdnt>;
export const ZFusnRsvtNotAplyList = z.object({ units: z.array(ZFusnRsvtUnit), classes: z.array(ZFusnRsvtClassOption), list: z.array(ZFusnRsvtNotAplyStdnt) });
export type TFusnRsvtNotAplyList = z.infer<typeof ZFusnRsvtNotAplyList>;

const ZUserIds = z.array(ZUserId, { error: M.noStudents }).min(1, M.noStudents).max(L.userIdsMax);

/** POST assign: put students into a unit (same capacity rule as applying). */
export const ZFusnRsvtAssign = z.object({ aplyUnitCd: ZAplyUnitCd, userIds: ZUserIds });
export type TFusnRsvtAssign = z.infer<typeof ZFusnRsvtAssign>;
export const ZFusnRsvtAssignResponse = z.object({
  assigned: z.array(z.string()),
  refused: z.array(z.object({ userId: z.string(), reason: z.string() })),
});
export type TFusnRsvtAssignResponse = z.infer<typeof ZFusnRsvtAssignResponse>;

/** POST remind: an on-site notice to students who have not applied. */
export const ZFusnRsvtRemind = z.object({ userIds: ZUserIds });
export type TFusnRsvtRemind = z.infer<typeof ZFusnRsvtRemind>;
export const ZFusnRsvtRemindResponse = z.object({ sentCnt: z.number().int() });
export type TFusnRsvtRemindResponse = z.infer<typeof ZFusnRsvtRemindResponse>;

/** POST /api/fusn/rsvt/:schlRsvtId/cancel: an administrator's cancellation needs a reason. */
export const ZFusnRsvtCancelBody = z.object({
  cnclRsn: z
    .string({ error: M.cnclRsnRequired })
    .trim()
    .superRefine((value, ctx) => {
      const length = [...value].length;
      if (length === 0) ctx.addIssue({ code: 'custom', message: M.cnclRsnRequired });
      else if (length < L.cnclRsnMin || length > L.cnclRsnMax) ctx.addIssue({ code: 'custom', message: M.cnclRsnLength });
    }),
});
export type TFusnRsvtCancelBody = z.infer<typeof ZFusnRsvtCancelBody>;

/** GET /api/fusn/rsvt/:schlRsvtId/stdnt: the units and every student applied (full names; logged). */
export const ZFusnRsvtMngStdntList = z.object({ units: z.array(ZFusnRsvtUnit), list: z.array(ZFusnRsvtAplyStdnt) });
export type TFusnRsvtMngStdntList = z.infer<typeof ZFusnRsvtMngStdntList>;

/** POST /api/fusn/rsvt/excel: the filtered reservations (.xlsx) after a reason (SECURITY 17). */
export const ZFusnRsvtExcelBody = z.object({ ...listFilterShape, searchWrd: zSearchWrd(100), ...exportReasonShape }).superRefine(periodRule);
export type TFusnRsvtExcelBody = z.infer<typeof ZFusnRsvtExcelBody>;
export type TFusnRsvtExcelBodyInput = z.input<typeof ZFusnRsvtExcelBody>;
