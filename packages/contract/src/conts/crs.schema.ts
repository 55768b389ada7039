import { z } from 'zod';
import { emptyAsUndefined, zPageOf, zSearchWrd } from '../common/adm-query.js';
import { ZAuditFields, ZId, zRequiredText } from '../common/fields.js';
import { ZPageQuery } from '../common/paging.schema.js';
import { VALIDATION_MESSAGES } from '../common/validation.js';
import { ZContsKndCd, ZContsSchlLvl, ZContsSttsCd, ZContsSttsBody } from './conts.schema.js';
import { CRS_LIMITS as L, CRS_MESSAGES as M } from './crs.messages.js';

/**
 * Contents classes (수업, issue 20): a class is an ordered list of sessions (차시), each with its
 * contents, objectives and a teacher's note, published like contents (visible to users only when
 * sttsCd = PBLC, pblcDt <= now and not deleted; otherwise 404).
 */

export const ZCrsParams = z.object({ crsId: ZId });
export const ZCrsAsgnParams = z.object({ asgnId: ZId });

const zOptionalLongText = (max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string({ error: VALIDATION_MESSAGES.invalid() }).trim().max(max, VALIDATION_MESSAGES.max(max)),
  );

// ---- administration ----

export const ZCrsMngListQuery = ZPageQuery.extend({
  q: zSearchWrd(L.q).describe('part of the title'),
  sttsCd: emptyAsUndefined(ZContsSttsCd),
});
export type TCrsMngListQuery = z.infer<typeof ZCrsMngListQuery>;

export const ZCrsSesnSave = z.object({
  sesnTtl: zRequiredText(L.sesnTtl),
  sesnObjc: zOptionalLongText(L.sesnObjc).describe('the session’s objectives'),
  tchrNote: zOptionalLongText(L.tchrNote).describe('the teacher’s note, shown only to teachers'),
  contsIds: z
    .array(ZId, { error: M.sesnContsRequired })
    .min(1, M.sesnContsRequired)
    .max(L.sesnConts, M.sesnContsMax)
    .superRefine((ids, ctx) => {
      if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: M.sesnContsDup });
    })
    .describe('the session’s contents, in order'),
});
export type TCrsSesnSave = z.input<typeof ZCrsSesnSave>;

/** POST /api/contentClasses and PUT /api/contentClasses/:crsId; sessions numbered in the order given. A new class is a DRAFT. */
export const ZCrsSave = z.object({
  crsTtl: zRequiredText(L.crsTtl),
  crsSmry: zRequiredText(L.crsSmry),
  schlLvls: z.array(ZContsSchlLvl, { error: M.schlLvls }).min(1, M.schlLvls).max(3, M.schlLvls),
  sesns: z.array(ZCrsSesnSave, { error: M.sesnRequired }).min(1, M.sesnRequired).max(L.sesns, M.sesnMax),
});
export type TCrsSave = z.input<typeof ZCrsSave>;
export type TCrsSaveParsed = z.infer<typeof ZCrsSave>;

/** PUT /api/contentClasses/:crsId/stts: as contents, but PBLC without a pblcDt publishes from now (a past time is fine too). */
export const ZCrsSttsBody = z.object({ sttsCd: ZContsSttsCd, pblcDt: ZContsSttsBody.shape.pblcDt });
export type TCrsSttsBody = z.input<typeof ZCrsSttsBody>;
export type TCrsSttsBodyParsed = z.infer<typeof ZCrsSttsBody>;

export const ZCrsSaveResponse = z.object({ result: z.literal('SUCCESS'), crsId: z.number().int() });
export type TCrsSaveResponse = z.infer<typeof ZCrsSaveResponse>;

export const ZCrsMngItem = z.object({
  crsId: z.number().int(),
  crsTtl: z.string(),
  sttsCd: ZContsSttsCd,
  pblcDt: z.string().nullable().describe('ISO time'),
  schlLvls: z.array(ZContsSchlLvl),
  sesnCnt: z.number().int(),
  ...ZAuditFields,
});
export type TCrsMngItem = z.infer<typeof ZCrsMngItem>;
export const ZCrsMngListResponse = zPageOf(ZCrsMngItem);
export type TCrsMngListResponse = z.infer<typeof ZCrsMngListResponse>;

/** A content as a session lists it. `visible`: published and its time has come (users see only those). */
export const ZCrsConts = z.object({
  contsId: z.number().int(),
  contsTtl: z.string(),
  contsKndCd: ZContsKndCd,
  sttsCd: ZContsSttsCd,
  visible: z.boolean(),
});
export type TCrsConts = z.infer<typeof ZCrsConts>;

export const ZCrsSesnMng = z.object({
  sesnNo: z.number().int(),
  sesnTtl: z.string(),
  sesnObjc: z.string(),
  tchrNote: z.string(),
  conts: z.array(ZCrsConts),
});
export type TCrsSesnMng = z.infer<typeof ZCrsSesnMng>;

export const ZCrsMngDetail = ZCrsMngItem.extend({ crsSmry: z.string(), sesns: z.array(ZCrsSesnMng) });
export type TCrsMngDetail = z.infer<typeof ZCrsMngDetail>;

/** GET /api/contentClasses/contsOptions?q=: contents for the session's search select (any state, newest first, 20). */
export const ZCrsContsOptionsQuery = z.object({ q: zSearchWrd(L.q) });
export const ZCrsContsOptions = z.object({ list: z.array(ZCrsConts) });
export type TCrsContsOptions = z.infer<typeof ZCrsContsOptions>;

// ---- users ----

export const ZCrsListQuery = z.object({ currentPage: ZPageQuery.shape.currentPage });
export const ZCrsItem = z.object({
  crsId: z.number().int(),
  crsTtl: z.string(),
  crsSmry: z.string(),
  schlLvls: z.array(ZContsSchlLvl),
  sesnCnt: z.number().int(),
  pblcDt: z.string().describe('ISO time'),
});
export type TCrsItem = z.infer<typeof ZCrsItem>;
export const ZCrsListResponse = zPageOf(ZCrsItem);
export type TCrsListResponse = z.infer<typeof ZCrsListResponse>;

export const ZCrsSesn = z.object({
  sesnNo: z.number().int(),
  sesnTtl: z.string(),
  sesnObjc: z.string(),
  /** null unless the caller is a teacher (userTypeCd T) */
  tchrNote: z.string().nullable(),
  /** visible contents only */
  conts: z.array(ZCrsConts.pick({ contsId: true, contsTtl: true, contsKndCd: true })),
});
export type TCrsSesn = z.infer<typeof ZCrsSesn>;
export const ZCrsDetail = ZCrsItem.extend({ sesns: z.array(ZCrsSesn), isTchr: z.boolean() });
export type TCrsDetail = z.infer<typeof ZCrsDetail>;

/** GET /icec/api/contsCrs/tchrCls: the calling teacher's classes of this school year (their homeroom class; all for the career teacher). */
export const ZCrsTchrCls = z.object({ clsId: z.number().int(), grd: z.number().int(), clsNo: z.number().int(), stdntCnt: z.number().int() });
export const ZCrsTchrClsResponse = z.object({ list: z.array(ZCrsTchrCls) });
export type TCrsTchrClsResponse = z.infer<typeof ZCrsTchrClsResponse>;

/** POST /icec/api/contsCrs/:crsId/asgn */
export const ZCrsAssignBody = z.object({ clsId: ZId });
export const ZCrsAssignResponse = z.object({ result: z.literal('SUCCESS'), asgnId: z.number().int() });

/** GET /icec/api/contsCrs/asgn: the teacher's assignments, newest first. */
export const ZCrsAsgnItem = z.object({
  asgnId: z.number().int(),
  crsId: z.number().int(),
  crsTtl: z.string(),
  clsId: z.number().int(),
  schlYr: z.number().int(),
  grd: z.number().int(),
  clsNo: z.number().int(),
  asgnAt: z.string().describe('ISO time'),
});
export type TCrsAsgnItem = z.infer<typeof ZCrsAsgnItem>;
export const ZCrsAsgnListResponse = z.object({ list: z.array(ZCrsAsgnItem) });
export type TCrsAsgnListResponse = z.infer<typeof ZCrsAsgnListResponse>;

/** GET /icec/api/contsCrs/asgn/:asgnId: student × session, opened of total contents per session. */
export const ZCrsAsgnProgress = z.object({
  asgn: ZCrsAsgnItem,
  sesns: z.array(z.object({ sesnNo: z.number().int(), sesnTtl: z.string(), contsCnt: z.number().int() })),
  students: z.array(
    z.object({
      userId: z.string(),
      userNm: z.string(),
      stdntNo: z.number().int().nullable(),
      /** opened contents per session, in sesnNo order */
      opened: z.array(z.number().int()),
    }),
  ),
});
export type TCrsAsgnProgress = z.infer<typeof ZCrsAsgnProgress>;

/** POST /icec/api/contsCrs/open: the content page tells the server a student opened it. `recorded`: rows newly written. */
export const ZCrsOpenBody = z.object({ contsId: ZId });
export const ZCrsOpenResponse = z.object({ result: z.literal('SUCCESS'), recorded: z.number().int() });
