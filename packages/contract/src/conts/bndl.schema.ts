import { z } from 'zod';
import { ZFileModuleId } from '../file/file.schema.js';
import { CONTS_BNDL_LIMITS as L, CONTS_BNDL_MESSAGES as M } from './bndl.messages.js';

/**
 * Contents bulk registration (issue 20, admin `contentsBundle`). The sheet travels as base64 in a
 * JSON body (no multipart for it: the attachments went through the common upload call already).
 */

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const MAX_B64 = Math.ceil(L.maxBytes / 3) * 4;

/** One attachment no row names, given to exactly one row (spec §5). */
export const ZContsBndlMap = z.object({
  fileId: z.coerce.number({ error: M.mapUnknownFile }).int(M.mapUnknownFile).min(1, M.mapUnknownFile).max(Number.MAX_SAFE_INTEGER, M.mapUnknownFile),
  rowNo: z.coerce
    .number({ error: M.mapRow })
    .int(M.mapRow)
    .min(2, M.mapRow)
    .max(L.maxRows + 1, M.mapRow),
});
export type TContsBndlMap = z.infer<typeof ZContsBndlMap>;

/** POST /api/contentsBundle/check and /import. */
export const ZContsBndlBody = z.object({
  sheet: z
    .string({ error: M.badXlsx })
    .min(1, M.badXlsx)
    .max(MAX_B64, M.tooLarge(L.maxBytes / 1024 / 1024))
    .regex(BASE64, M.badXlsx)
    .describe('the .xlsx file, base64'),
  atchFileModuleIds: z
    .array(ZFileModuleId)
    .max(L.maxGroups)
    .default([])
    .describe('the upload groups of the attachments (seqType contents; a group holds 10 files, so one per 10 files)'),
  mapping: z
    .array(ZContsBndlMap)
    .max(L.maxRows * 10)
    .default([])
    .describe('import only: each file no row names, given to one row'),
});
export type TContsBndlBody = z.input<typeof ZContsBndlBody>;
export type TContsBndlBodyParsed = z.infer<typeof ZContsBndlBody>;

export const ZContsBndlRowError = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
export type TContsBndlRowError = z.infer<typeof ZContsBndlRowError>;

export const ZContsBndlFile = z.object({
  fileId: z.number().int(),
  fileModuleId: z.string(),
  fileNo: z.number().int(),
  fileNm: z.string(),
  fileSz: z.number().int(),
  rowNo: z.number().int().nullable().describe('the row naming it; null: to be mapped'),
});
export type TContsBndlFile = z.infer<typeof ZContsBndlFile>;

export const ZContsBndlCheckResponse = z.object({
  rows: z.array(z.object({ rowNo: z.number().int(), contsTtl: z.string(), contsId: z.number().int().nullable() })),
  rowErrors: z.array(ZContsBndlRowError),
  errorCount: z.number().int(),
  files: z.array(ZContsBndlFile),
});
export type TContsBndlCheckResponse = z.infer<typeof ZContsBndlCheckResponse>;

export const ZContsBndlResult = z.object({
  rowNo: z.number().int(),
  contsTtl: z.string(),
  action: z.enum(['CREATED', 'UPDATED']),
  contsId: z.number().int(),
  verNo: z.number().int(),
  fileCnt: z.number().int(),
});
export type TContsBndlResult = z.infer<typeof ZContsBndlResult>;
export const ZContsBndlImportResponse = z.object({ result: z.literal('SUCCESS'), results: z.array(ZContsBndlResult) });
export type TContsBndlImportResponse = z.infer<typeof ZContsBndlImportResponse>;

/** The import's 400 when a row fails: nothing written, the rows' errors. */
export const ZContsBndlInvalid = z.object({
  code: z.literal('BNDL_INVALID'),
  message: z.string(),
  data: z.object({ rowErrors: z.array(ZContsBndlRowError), errorCount: z.number().int() }),
});
export type TContsBndlInvalid = z.infer<typeof ZContsBndlInvalid>;
