import { z } from 'zod';
import { codeKeys, zPageOf } from '../common/adm-query.js';
import { zNullableText } from '../common/fields.js';
import { ZPageQuery } from '../common/paging.schema.js';
import { PORTFLO_ACTV_SE, PORTFLO_LIMITS, PORTFLO_SECTIONS } from './portflo.codes.js';
import { PORTFLO_MESSAGES as M } from './portflo.messages.js';

export const ZPortfloSection = z.enum(codeKeys(PORTFLO_SECTIONS), { error: M.unknownSection });
export const ZPortfloActvSe = z.enum(codeKeys(PORTFLO_ACTV_SE));

/** A student in a path: optional on view, pdf and history (none: the logged-in student). */
// the transform keeps the key present (undefined) as defineApi's check of a path's params asks
export const ZPortfloUserParams = z.object({ userId: z.string().trim().min(1).max(50).optional() }).transform(({ userId }) => ({ userId }));
export const ZPortfloUserIdParams = z.object({ userId: z.string().trim().min(1).max(50) });

/** PUT settings: what other readers do not see, the self-introduction and the goals. */
export const ZPortfloSettingsSave = z.object({
  slfIntrcn: zNullableText(PORTFLO_LIMITS.slfIntrcn),
  goal: zNullableText(PORTFLO_LIMITS.goal),
  hiddenSections: z
    .array(ZPortfloSection)
    .max(Object.keys(PORTFLO_SECTIONS).length)
    .refine((list) => new Set(list).size === list.length, M.dupSection)
    .default([]),
});
export type TPortfloSettingsSave = z.infer<typeof ZPortfloSettingsSave>;
export type TPortfloSettingsSaveInput = z.input<typeof ZPortfloSettingsSave>;

export const ZPortfloSettings = z.object({
  slfIntrcn: z.string().nullable(),
  goal: z.string().nullable(),
  hiddenSections: z.array(ZPortfloSection),
});
export type TPortfloSettings = z.infer<typeof ZPortfloSettings>;

/** A completed test's latest result: its code (hexagon, ranking) and its top scales' names. */
export const ZPortfloInsp = z.object({
  sheetId: z.number(),
  inspId: z.number(),
  inspNm: z.string(),
  cmplAt: z.string().describe('ISO time'),
  schlYr: z.number(),
  code: z.string().nullable(),
  topScales: z.array(z.string()).describe('the names of the highest scales, best first (up to 3)'),
});
export type TPortfloInsp = z.infer<typeof ZPortfloInsp>;

export const ZPortfloActv = z.object({
  crrActvId: z.number(),
  actvSeCd: ZPortfloActvSe,
  actvNm: z.string(),
  actvYmd: z.string(),
  schlYr: z.number(),
  schlNm: z.string(),
  grd: z.number(),
  actvPlc: z.string(),
  dutyCr: z.string(),
});
export type TPortfloActv = z.infer<typeof ZPortfloActv>;

/** An activity with every field of spec §3 (the administrators' portfolio page: they have no activity page). */
export const ZPortfloActvDtl = ZPortfloActv.extend({
  actvPrps: z.string(),
  actvDgstfn: z.string().describe('satisfaction code (ACTV_DGSTFN)'),
  actvCn: z.string(),
  actvOpnn: z.string(),
});
export type TPortfloActvDtl = z.infer<typeof ZPortfloActvDtl>;
/** GET actv (administrators): the activities by school year, newest first; null when the student hid the section (as on view). */
export const ZPortfloActvDtls = z.object({
  userId: z.string(),
  years: z.array(z.object({ schlYr: z.number(), list: z.array(ZPortfloActvDtl) })).nullable(),
});
export type TPortfloActvDtls = z.infer<typeof ZPortfloActvDtls>;

/** A program attended or certificate (the fusion issue); empty until it lands. */
export const ZPortfloPrgrm = z.object({ prgrmNm: z.string(), ymd: z.string(), schlYr: z.number(), certYn: z.enum(['Y', 'N']) });
export type TPortfloPrgrm = z.infer<typeof ZPortfloPrgrm>;

/** A contest entry; prizeNm only once the contest's results are published. */
export const ZPortfloCntst = z.object({
  entryId: z.number(),
  cntstId: z.number(),
  cntstTtl: z.string(),
  entryTtl: z.string(),
  entryAt: z.string().describe('ISO time'),
  schlYr: z.number(),
  prizeNm: z.string().nullable(),
});
export type TPortfloCntst = z.infer<typeof ZPortfloCntst>;

/**
 * GET view: each section is null when hidden from this reader (the student sees every section and
 * `hiddenSections` to mark them). own: the reader is the student.
 */
export const ZPortfloView = z.object({
  userId: z.string(),
  userNm: z.string(),
  own: z.boolean(),
  settings: ZPortfloSettings,
  profile: z.object({ schlNm: z.string().nullable(), grd: z.number().nullable(), clsNm: z.string().nullable() }).nullable(),
  insp: z.array(ZPortfloInsp).nullable(),
  actv: z
    .array(z.object({ schlYr: z.number(), list: z.array(ZPortfloActv) }))
    .nullable()
    .describe('by school year, newest first'),
  prgrm: z.array(ZPortfloPrgrm).nullable(),
  cntst: z.array(ZPortfloCntst).nullable(),
  point: z.object({ earned: z.number(), balance: z.number() }).nullable(),
});
export type TPortfloView = z.infer<typeof ZPortfloView>;

export const ZPortfloFusionQuery = ZPageQuery;
export const ZPortfloFusionItem = z.object({
  crrActvId: z.number(),
  actvNm: z.string(),
  actvYmd: z.string(),
  actvPlc: z.string(),
  dutyCr: z.string(),
  actvDgstfn: z.string(),
});
export type TPortfloFusionItem = z.infer<typeof ZPortfloFusionItem>;
export const ZPortfloFusionList = zPageOf(ZPortfloFusionItem).extend({ userId: z.string(), userNm: z.string() });
export type TPortfloFusionList = z.infer<typeof ZPortfloFusionList>;

/** GET hstry: one school year of the timeline (newest first). */
export const ZPortfloHstryYear = z.object({
  schlYr: z.number(),
  insp: z.array(ZPortfloInsp),
  actv: z.array(ZPortfloActv),
  prgrm: z.array(ZPortfloPrgrm),
  awards: z.array(ZPortfloCntst),
});
export type TPortfloHstryYear = z.infer<typeof ZPortfloHstryYear>;
export const ZPortfloHstry = z.object({ userId: z.string(), userNm: z.string(), years: z.array(ZPortfloHstryYear) });
export type TPortfloHstry = z.infer<typeof ZPortfloHstry>;

/** GET stdnts (teachers): the caller's school's classes of a school year (default: this one) and their approved students. */
export const ZPortfloStdntsQuery = z.object({ schlYr: z.coerce.number().int().min(2000).max(2100).optional() });
export const ZPortfloStdnts = z.object({
  schlYr: z.number(),
  classes: z.array(
    z.object({
      clsId: z.number(),
      grd: z.number(),
      clsNo: z.number(),
      students: z.array(z.object({ userId: z.string(), userNm: z.string(), stdntNo: z.number().nullable() })),
    }),
  ),
});
export type TPortfloStdnts = z.infer<typeof ZPortfloStdnts>;
