import { z } from 'zod';
import { emptyAsUndefined, isYmd, periodInOrder, zPageOf, zSearchWrd } from '../common/adm-query.js';
import { exportReasonShape } from '../common/export.js';
import { ZId, zIntIn } from '../common/fields.js';
import { ZPageQuery } from '../common/paging.schema.js';
import { checkField, VALIDATION_MESSAGES } from '../common/validation.js';
import { ZAtchFile, ZFileModuleId } from '../file/file.schema.js';
import { JOB_CD_PATTERN } from '../crr-info/crr-info.codes.js';
import { seoulDate } from '../common/seoul-time.js';
import { ACTV_DGSTFN_CDS, ACTV_SE_CDS, CRR_ACTV_LIMITS as L } from './crr-actv.codes.js';
import { CRR_ACTV_MESSAGES as M } from './crr-actv.messages.js';

export const ZActvSeCd = z.enum(ACTV_SE_CDS);

/** A trimmed required text with the spec §5 rules (required, min, max) and their messages, first failing rule first. */
const zFormText = (max: number, min?: number) =>
  z
    .string({ error: VALIDATION_MESSAGES.required() })
    .trim()
    .superRefine((value, ctx) => {
      const failed = checkField(value, { required: true, max, min });
      if (failed) ctx.addIssue({ code: 'custom', message: failed });
    });

/** The activity's day: a real day, not after today in Seoul (the server checks again with its own clock). */
export function actvYmdProblem(value: string, today: string = seoulDate()): string | undefined {
  if (value.trim() === '') return VALIDATION_MESSAGES.required();
  if (!isYmd(value)) return M.invalidDate;
  return value > today ? M.futureDate : undefined;
}

const ZActvYmd = z.string({ error: VALIDATION_MESSAGES.required() }).superRefine((value, ctx) => {
  const failed = actvYmdProblem(value);
  if (failed) ctx.addIssue({ code: 'custom', message: failed });
});

const ZStdntId = z.string().trim().min(1).max(50);

/**
 * POST /icec/api/crrActv and PUT /icec/api/crrActv/:crrActvId (spec §3, §5; design.md "Shared
 * rules"): all ten fields required. SCHL also names the class (clsId) and optionally chosen students
 * of it (stdntIds; empty: the whole class's approved students). The kind of an existing activity is
 * kept on update; FUSN is refused (403).
 */
export const ZCrrActvForm = z
  .object({
    actvSeCd: ZActvSeCd,
    schlNm: zFormText(L.schlNm),
    grd: zIntIn(L.grdMin, L.grdMax),
    actvYmd: ZActvYmd,
    actvNm: zFormText(L.actvNm, L.actvNmMin),
    actvPrps: zFormText(L.actvPrps),
    actvPlc: zFormText(L.actvPlc),
    actvDgstfn: z.enum(ACTV_DGSTFN_CDS, { error: VALIDATION_MESSAGES.required() }),
    dutyCr: zFormText(L.dutyCr),
    /** the job of the inspections' job dataset when picked (dutyCr then carries its name); none for free text */
    jobCd: emptyAsUndefined(z.string().trim().regex(JOB_CD_PATTERN, M.jobNotFound)),
    actvCn: zFormText(L.actvCn, L.actvCnMin),
    actvOpnn: zFormText(L.actvOpnn, L.actvOpnnMin),
    atchFileModuleId: emptyAsUndefined(ZFileModuleId),
    clsId: emptyAsUndefined(ZId),
    stdntIds: z.array(ZStdntId).max(L.stdnts).default([]),
  })
  .superRefine((v, ctx) => {
    if (v.actvSeCd === 'SCHL' && v.clsId === undefined) ctx.addIssue({ code: 'custom', path: ['clsId'], message: M.clsRequired });
  });
export type TCrrActvForm = z.infer<typeof ZCrrActvForm>;
export type TCrrActvFormInput = z.input<typeof ZCrrActvForm>;

export const ZCrrActvParams = z.object({ crrActvId: ZId });
export const ZCrrActvStdntParams = z.object({ userId: ZStdntId });
export const ZCrrActvStdntViewParams = z.object({ userId: ZStdntId, crrActvId: ZId });

const listFilterShape = {
  bgngYmd: emptyAsUndefined(z.string().refine(isYmd, M.invalidDate)).describe('activity day from (YYYY-MM-DD)'),
  endYmd: emptyAsUndefined(z.string().refine(isYmd, M.invalidDate)).describe('activity day to (YYYY-MM-DD)'),
  searchWrd: zSearchWrd(100).describe('part of the activity name or content'),
};
const periodRule = (v: { bgngYmd?: string; endYmd?: string }, ctx: z.RefinementCtx) => {
  if (!periodInOrder(v.bgngYmd, v.endYmd)) ctx.addIssue({ code: 'custom', path: ['endYmd'], message: M.periodOrder });
};

/**
 * GET /icec/api/crrActv/list: one kind, newest first, 10 a page (spec §9). A student sees their own;
 * a teacher their school's students' (narrowed by clsId or userId); an administrator all.
 */
export const ZCrrActvListQuery = z
  .object({
    ...ZPageQuery.shape,
    actvSeCd: ZActvSeCd,
    ...listFilterShape,
    clsId: emptyAsUndefined(ZId).describe("teachers: one class's students"),
    userId: emptyAsUndefined(ZStdntId).describe("teachers: one student's"),
  })
  .superRefine(periodRule);
export type TCrrActvListQuery = z.infer<typeof ZCrrActvListQuery>;
export type TCrrActvListQueryInput = z.input<typeof ZCrrActvListQuery>;

/** GET /icec/api/crrActv/stdnt/:userId/list: one student's activities for their teacher (any kind unless named). */
export const ZCrrActvStdntListQuery = z.object({ ...ZPageQuery.shape, actvSeCd: emptyAsUndefined(ZActvSeCd), ...listFilterShape }).superRefine(periodRule);
export type TCrrActvStdntListQuery = z.infer<typeof ZCrrActvStdntListQuery>;
export type TCrrActvStdntListQueryInput = z.input<typeof ZCrrActvStdntListQuery>;

export const ZCrrActvItem = z.object({
  crrActvId: z.number().int(),
  actvSeCd: ZActvSeCd,
  actvNm: z.string(),
  actvYmd: z.string().describe('YYYY-MM-DD'),
  schlYr: z.number().int(),
  schlNm: z.string(),
  grd: z.number().int(),
  actvPlc: z.string(),
  actvDgstfn: z.string(),
  dutyCr: z.string(),
  /** the owning student's name (SCHL: the first of them), masked unless the reader may see it (design.md) */
  stdntNm: z.string().nullable(),
  /** the owning students (1 for STDNT and FUSN) */
  stdntCnt: z.number().int(),
  wrtrNm: z.string(),
  fileCnt: z.number().int(),
  regDt: z.string().describe('ISO time'),
});
export type TCrrActvItem = z.infer<typeof ZCrrActvItem>;
export const ZCrrActvListResponse = zPageOf(ZCrrActvItem);
export type TCrrActvListResponse = z.infer<typeof ZCrrActvListResponse>;

export const ZCrrActvStdnt = z.object({ userId: z.string(), userNm: z.string() });

/** One activity as viewed. students: the owners the reader may see (a student sees only themselves). */
export const ZCrrActvView = z.object({
  crrActvId: z.number().int(),
  actvSeCd: ZActvSeCd,
  wrtrId: z.string(),
  wrtrNm: z.string(),
  schlNm: z.string(),
  grd: z.number().int(),
  actvYmd: z.string().describe('YYYY-MM-DD'),
  schlYr: z.number().int(),
  actvNm: z.string(),
  actvPrps: z.string(),
  actvPlc: z.string(),
  actvDgstfn: z.string(),
  dutyCr: z.string(),
  jobCd: z.string().nullable(),
  actvCn: z.string(),
  actvOpnn: z.string(),
  atchFileModuleId: z.string().nullable(),
  files: z.array(ZAtchFile),
  /** SCHL: the class the activity was recorded for (of its first student that school year) */
  clsId: z.number().int().nullable(),
  students: z.array(ZCrrActvStdnt),
  /** the caller wrote it (edit and delete) */
  editable: z.boolean(),
  regDt: z.string().describe('ISO time'),
  mdfcnDt: z.string().describe('ISO time'),
});
export type TCrrActvView = z.infer<typeof ZCrrActvView>;

/** The student a teacher reads (the header of /myPage/list/:userId). */
export const ZCrrActvStdntInfo = z.object({
  userId: z.string(),
  userNm: z.string(),
  schlNm: z.string().nullable(),
  grd: z.number().int().nullable(),
  clsNm: z.string().nullable(),
});
export const ZCrrActvStdntListResponse = ZCrrActvListResponse.extend({ stdnt: ZCrrActvStdntInfo });
export type TCrrActvStdntListResponse = z.infer<typeof ZCrrActvStdntListResponse>;

/** Create answers the new id and the CRR points credited now (0: none due). */
export const ZCrrActvSaveResponse = z.object({ crrActvId: z.number().int(), point: z.number().int() });
export type TCrrActvSaveResponse = z.infer<typeof ZCrrActvSaveResponse>;

/** GET /icec/api/crrActv/writeTargets: the classes of this school year a teacher may record SCHL activities for, with their approved students. */
export const ZCrrActvWriteTargets = z.object({
  schlNm: z.string().nullable(),
  schlYr: z.number().int(),
  classes: z.array(
    z.object({
      clsId: z.number().int(),
      grd: z.number().int(),
      clsNo: z.number().int(),
      students: z.array(z.object({ userId: z.string(), userNm: z.string(), stdntNo: z.number().int().nullable() })),
    }),
  ),
});
export type TCrrActvWriteTargets = z.infer<typeof ZCrrActvWriteTargets>;

/** POST /icec/api/crrActv/excel: a class's activities (.xlsx) for its teacher, after a reason (SECURITY 17). */
export const ZCrrActvExportBody = z
  .object({
    clsId: ZId,
    actvSeCd: emptyAsUndefined(ZActvSeCd),
    bgngYmd: listFilterShape.bgngYmd,
    endYmd: listFilterShape.endYmd,
    ...exportReasonShape,
  })
  .superRefine(periodRule);
export type TCrrActvExportBody = z.infer<typeof ZCrrActvExportBody>;
export type TCrrActvExportBodyInput = z.input<typeof ZCrrActvExportBody>;
