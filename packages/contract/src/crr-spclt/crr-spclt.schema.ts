import { z } from 'zod';
import { exportReasonShape } from '../common/export.js';
import { ZId } from '../common/fields.js';
import { ZPortfloActvSe, ZPortfloInsp } from '../portflo/portflo.schema.js';
import { CRR_SPCLT_MAX_CHARS } from './crr-spclt.codes.js';
import { CRR_SPCLT_MESSAGES as M } from './crr-spclt.messages.js';

export const ZCrrSpcltClassesQuery = z.object({ schlYr: z.coerce.number().int().min(2000).max(2100).optional() });

/** GET classes: the classes of the school year the caller may edit (homeroom, or all for the career teacher). */
export const ZCrrSpcltClasses = z.object({
  schlYr: z.number(),
  maxByte: z.number(),
  list: z.array(
    z.object({
      clsId: z.number(),
      grd: z.number(),
      clsNo: z.number(),
      hmrmTchrNm: z.string().nullable(),
      stdntCnt: z.number(),
      draftCnt: z.number().describe('students with a saved, non-empty draft'),
    }),
  ),
});
export type TCrrSpcltClasses = z.infer<typeof ZCrrSpcltClasses>;

export const ZCrrSpcltClassParams = z.object({ clsId: ZId });
export const ZCrrSpcltStudentParams = z.object({ clsId: ZId, userId: z.string().trim().min(1).max(50) });

export const ZCrrSpcltClass = z.object({ clsId: z.number(), schlYr: z.number(), grd: z.number(), clsNo: z.number() });

/** GET classes/:clsId: the class's approved students by number with their draft's byte count. */
export const ZCrrSpcltStudents = z.object({
  cls: ZCrrSpcltClass,
  maxByte: z.number(),
  list: z.array(
    z.object({
      userId: z.string(),
      userNm: z.string(),
      stdntNo: z.number().nullable(),
      byteLength: z.number(),
      updatedAt: z.string().nullable().describe('ISO time of the last save; null: no draft'),
    }),
  ),
});
export type TCrrSpcltStudents = z.infer<typeof ZCrrSpcltStudents>;

export const ZCrrSpcltSourceActv = z.object({
  crrActvId: z.number(),
  actvSeCd: ZPortfloActvSe,
  actvNm: z.string(),
  actvYmd: z.string(),
  actvPrps: z.string(),
  actvCn: z.string(),
  actvOpnn: z.string(),
});
export type TCrrSpcltSourceActv = z.infer<typeof ZCrrSpcltSourceActv>;

/**
 * GET classes/:clsId/students/:userId: the draft, the school year's activities and tests it may
 * draw from, and sentences suggested from them; noContent is the spec §8 message when there is
 * nothing to draw from (then suggestions is empty).
 */
export const ZCrrSpcltSource = z.object({
  cls: ZCrrSpcltClass,
  student: z.object({ userId: z.string(), userNm: z.string(), stdntNo: z.number().nullable() }),
  maxByte: z.number(),
  cn: z.string(),
  byteLength: z.number(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  actvs: z.array(ZCrrSpcltSourceActv),
  insp: z.array(ZPortfloInsp),
  suggestions: z.array(z.string()),
  noContent: z.string().nullable(),
});
export type TCrrSpcltSource = z.infer<typeof ZCrrSpcltSource>;

/** PUT: the draft as typed (line breaks kept; ends trimmed). Over the byte limit: 400 overLimit. */
export const ZCrrSpcltSave = z.object({
  cn: z
    .string()
    .max(CRR_SPCLT_MAX_CHARS, M.tooLong(CRR_SPCLT_MAX_CHARS))
    .transform((value) => value.trim()),
});
export type TCrrSpcltSave = z.infer<typeof ZCrrSpcltSave>;
export const ZCrrSpcltSaved = z.object({ byteLength: z.number(), updatedAt: z.string() });
export type TCrrSpcltSaved = z.infer<typeof ZCrrSpcltSaved>;

export const ZCrrSpcltExportBody = z.object(exportReasonShape);
export type TCrrSpcltExportBody = z.infer<typeof ZCrrSpcltExportBody>;
