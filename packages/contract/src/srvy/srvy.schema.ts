import { z } from 'zod';
import { codeKeys, emptyAsUndefined, zPageOf, zSearchWrd } from '../common/adm-query.js';
import { ZAuditFields, ZId, zOptionalText, zRequiredText } from '../common/fields.js';
import { ZPageQuery } from '../common/paging.schema.js';
import { toSeoulLocalInput } from '../common/seoul-time.js';
import { ZYn } from '../common/yn.js';
import { MBR_TYPE_AUTHRT, SCHL_TYPE } from '../member/member.codes.js';
import { ZSeoulDateTime } from '../popup/popup.schema.js';
import { SRVY_LIMITS, SRVY_PHASE, SRVY_POINT_TYPES, SRVY_STTS, SRVY_TRGT_SE } from './srvy.codes.js';
import { ZSrvyAnswers, ZSrvyDef } from './srvy.def.js';
import { SRVY_MESSAGES as M } from './srvy.messages.js';

export const ZSrvyParams = z.object({ srvyId: ZId });

export const ZSrvySttsCd = z.enum(codeKeys(SRVY_STTS));
export const ZSrvyTrgtSeCd = z.enum(codeKeys(SRVY_TRGT_SE));
export const ZSrvyPointTypeCd = z.enum(codeKeys(SRVY_POINT_TYPES));
export const ZSrvyPhase = z.enum(codeKeys(SRVY_PHASE));

/** A stored time as answered: Seoul 'YYYY-MM-DD HH:mm'. */
export const formatSrvyDt = (at: Date | string | null | undefined): string => toSeoulLocalInput(at).replace('T', ' ');

/** A programme's or reservation's survey context: `<prefix>:<ref>` ('rsvt:123'); '' for none. */
export const ZSrvyCtxKey = z
  .string()
  .trim()
  .max(SRVY_LIMITS.ctxKey)
  .regex(/^([a-z][a-zA-Z0-9]{0,19}:[A-Za-z0-9_-]{1,60})?$/, '참여 정보가 올바르지 않습니다.');

// ---- administration (admin srvy) ----

/** POST /api/srvy and PUT /api/srvy/:srvyId: the meta; the questions are saved by saveDef. */
export const ZSrvySave = z
  .object({
    srvyTtl: zRequiredText(SRVY_LIMITS.srvyTtl),
    srvyExpln: zOptionalText(SRVY_LIMITS.srvyExpln),
    bgngDt: ZSeoulDateTime,
    endDt: ZSeoulDateTime,
    trgtSeCd: ZSrvyTrgtSeCd,
    trgtMbrTypes: z
      .array(z.enum(codeKeys(MBR_TYPE_AUTHRT), { error: M.unknownMbrType }))
      .max(SRVY_LIMITS.mbrTypes)
      .default([]),
    trgtSchlTypes: z
      .array(z.enum(codeKeys(SCHL_TYPE), { error: M.unknownSchlType }))
      .max(3)
      .default([]),
    anonYn: ZYn,
    rptYn: ZYn,
    pointTypeCd: ZSrvyPointTypeCd.nullish().transform((v) => v ?? null),
    tmpltYn: ZYn.default('N'),
  })
  .superRefine((value, ctx) => {
    if (value.endDt <= value.bgngDt) ctx.addIssue({ code: 'custom', path: ['endDt'], message: M.period });
    if (value.trgtSeCd === 'MBR' && value.trgtMbrTypes.length === 0) ctx.addIssue({ code: 'custom', path: ['trgtMbrTypes'], message: M.mbrTypesRequired });
  })
  .transform((value) =>
    value.trgtSeCd === 'MBR'
      ? { ...value, trgtMbrTypes: [...new Set(value.trgtMbrTypes)], trgtSchlTypes: [...new Set(value.trgtSchlTypes)] }
      : { ...value, trgtMbrTypes: [], trgtSchlTypes: [] },
  );
export type TSrvySave = z.infer<typeof ZSrvySave>;
export type TSrvySaveInput = z.input<typeof ZSrvySave>;

/** PUT /api/srvy/:srvyId/def and /texts. */
export const ZSrvyDefBody = z.object({ def: ZSrvyDef });
export type TSrvyDefBody = z.infer<typeof ZSrvyDefBody>;

export const ZSrvyListQuery = z.object({
  ...ZPageQuery.shape,
  searchWrd: zSearchWrd(100).describe('part of the title'),
  sttsCd: emptyAsUndefined(ZSrvySttsCd),
  tmpltYn: emptyAsUndefined(ZYn),
});
export type TSrvyListQuery = z.infer<typeof ZSrvyListQuery>;

const srvyMetaFields = {
  srvyId: z.number().int(),
  srvyTtl: z.string(),
  srvyExpln: z.string().nullable(),
  bgngDt: z.string().describe('YYYY-MM-DD HH:mm, Seoul'),
  endDt: z.string().describe('YYYY-MM-DD HH:mm, Seoul'),
  trgtSeCd: ZSrvyTrgtSeCd,
  trgtMbrTypes: z.array(z.string()),
  trgtSchlTypes: z.array(z.string()),
  anonYn: ZYn,
  rptYn: ZYn,
  pointTypeCd: ZSrvyPointTypeCd.nullable(),
  sttsCd: ZSrvySttsCd,
  phase: ZSrvyPhase,
};

export const ZSrvyListItem = z.object({
  ...srvyMetaFields,
  verNo: z.number().int(),
  orgnSrvyId: z.number().int().nullable(),
  tmpltYn: ZYn,
  /** submitted responses */
  rspnsCnt: z.number().int(),
  qstnCnt: z.number().int(),
  ...ZAuditFields,
});
export type TSrvyListItem = z.infer<typeof ZSrvyListItem>;
export const ZSrvyListResponse = zPageOf(ZSrvyListItem);

export const ZSrvyItem = ZSrvyListItem.extend({ def: ZSrvyDef });
export type TSrvyItem = z.infer<typeof ZSrvyItem>;

// ---- answering (/srvy/list, /srvy/:srvyId) ----

export const ZSrvyOpenListQuery = z.object({ currentPage: ZPageQuery.shape.currentPage });
export type TSrvyOpenListQuery = z.infer<typeof ZSrvyOpenListQuery>;

export const ZSrvyOpenItem = z.object({
  srvyId: z.number().int(),
  srvyTtl: z.string(),
  srvyExpln: z.string().nullable(),
  bgngDt: z.string(),
  endDt: z.string(),
  trgtSeCd: ZSrvyTrgtSeCd,
  trgtMbrTypes: z.array(z.string()),
  trgtSchlTypes: z.array(z.string()),
  anonYn: ZYn,
  pointTypeCd: ZSrvyPointTypeCd.nullable(),
  qstnCnt: z.number().int(),
  /** the caller submitted it (members; false for guests) */
  answered: z.boolean(),
  /** the caller has a saved draft */
  hasDraft: z.boolean(),
});
export type TSrvyOpenItem = z.infer<typeof ZSrvyOpenItem>;
export const ZSrvyOpenListResponse = zPageOf(ZSrvyOpenItem);

export const ZSrvyViewQuery = z.object({ ctxKey: emptyAsUndefined(ZSrvyCtxKey) });
export type TSrvyViewQuery = z.infer<typeof ZSrvyViewQuery>;

export const ZSrvyView = z.object({
  srvy: z.object({ ...srvyMetaFields }),
  def: ZSrvyDef,
  /** the caller's saved draft answers, if any */
  draft: ZSrvyAnswers.nullable(),
  /** the files the draft's FILE answers hold, by question: shown by name on a later visit */
  draftFiles: z.record(z.string(), z.array(z.object({ name: z.string(), size: z.number().int() }))),
  /** the caller already submitted (a once-only survey refuses another) */
  answered: z.boolean(),
  /** the caller may answer now */
  canAnswer: z.boolean(),
  /** why not (closed, period, login, target, already answered); null when canAnswer */
  notice: z.string().nullable(),
  /** the caller must log in to answer */
  loginRequired: z.boolean(),
});
export type TSrvyView = z.infer<typeof ZSrvyView>;

/** POST /icec/api/srvy/:srvyId/save and submit. */
export const ZSrvyAnswerBody = z.object({ answers: ZSrvyAnswers, ctxKey: emptyAsUndefined(ZSrvyCtxKey) });
export type TSrvyAnswerBody = z.infer<typeof ZSrvyAnswerBody>;
export type TSrvyAnswerBodyInput = z.input<typeof ZSrvyAnswerBody>;

export const ZSrvySaveResponse = z.object({ rspnsId: z.number().int(), savedDt: z.string().describe('ISO time') });
export type TSrvySaveResponse = z.infer<typeof ZSrvySaveResponse>;

export const ZSrvySubmitResponse = z.object({ rspnsId: z.number().int(), earnedPoint: z.number().int() });
export type TSrvySubmitResponse = z.infer<typeof ZSrvySubmitResponse>;
