import { z } from 'zod';
import { emptyAsUndefined, zPageOf, zSearchWrd } from '../common/adm-query.js';
import { exportReasonShape } from '../common/export.js';
import { ZId } from '../common/fields.js';
import { ZPageQuery } from '../common/paging.schema.js';
import { ZSrvyQstnType } from './srvy.def.js';
import { ZSrvySttsCd, ZSrvyTrgtSeCd } from './srvy.schema.js';

/** The results' Korean messages (admin srvy, results page). */
export const SRVY_RSLT_MESSAGES = {
  notFound: '설문을 찾을 수 없습니다.',
  qstnNotFound: '문항을 찾을 수 없습니다.',
  notText: '글로 답하는 문항(단답형, 서술형, 기타 입력)만 응답 글을 볼 수 있습니다.',
  crossType: '교차 분석은 선택형과 척도형 문항, 회원 유형, 학교급으로만 할 수 있습니다.',
  crossSame: '교차 분석의 두 기준을 서로 다르게 골라 주세요.',
  notTargeted: '회원 대상 설문에서만 미응답자를 볼 수 있습니다.',
} as const;

/** A respondent without a member type or school level (a guest, a teacher) in a cross-tabulation. */
export const SRVY_NONE_KEY = '_none';
export const SRVY_NONE_NM = '미상';

/** Besides a question, a cross-tabulation's rows can be the respondents' member type or school level (snapshots at submit). */
export const SRVY_CROSS_DIMS = { MBR_TYPE: '회원 유형', SCHL_TYPE: '학교급' } as const;
export type TSrvyCrossDim = keyof typeof SRVY_CROSS_DIMS;

/** Question types whose answers a cross-tabulation can group by. */
export const SRVY_CROSS_QSTN_TYPES = ['SINGLE', 'MULTI', 'OTHER', 'SCALE5', 'SCALE7'] as const;
/** Question types whose answers are texts listed on the results page (OTHER: the 기타 texts). */
export const SRVY_TEXT_QSTN_TYPES = ['SHORT', 'LONG', 'OTHER'] as const;

/** Percent with one decimal, of a base (0 for an empty base). */
export const srvyPct = (cnt: number, base: number) => (base > 0 ? Math.round((cnt / base) * 1000) / 10 : 0);
/** A mean with two decimals (null without values). */
export const srvyMean = (sum: number, cnt: number) => (cnt > 0 ? Math.round((sum / cnt) * 100) / 100 : null);

const ZQstnKey = z.string().trim().min(1, SRVY_RSLT_MESSAGES.qstnNotFound).max(40, SRVY_RSLT_MESSAGES.qstnNotFound);

export const ZSrvyRsltParams = z.object({ srvyId: ZId });

const ZCount = z.object({ cnt: z.number().int(), pct: z.number().describe("percent of the question's respondents, one decimal") });
const ZScaleDist = z.object({
  mean: z.number().nullable(),
  dist: z.array(ZCount.extend({ point: z.number().int() })),
});

/** One question's result over the submitted responses. */
export const ZSrvyQstnRslt = z.object({
  qstnId: z.string(),
  qstnType: ZSrvyQstnType,
  qstnTtl: z.string(),
  pageId: z.string(),
  /** responses that answered it (a hidden or skipped question is not answered) */
  answeredCnt: z.number().int(),
  /** SINGLE, MULTI, OTHER: per option (OTHER ends with the 기타 line); MULTI percents are of respondents, so they add up to more than 100 */
  choices: z.array(ZCount.extend({ optId: z.string(), optNm: z.string() })).optional(),
  /** SCALE5, SCALE7: mean and the count of each point */
  scale: ZScaleDist.optional(),
  /** MATRIX: per row, on the question's scale */
  rows: z.array(ZScaleDist.extend({ rowId: z.string(), rowNm: z.string(), answeredCnt: z.number().int() })).optional(),
  /** NUMBER */
  num: z.object({ min: z.number().nullable(), mean: z.number().nullable(), max: z.number().nullable() }).optional(),
  /** DATE: the earliest and latest day answered */
  dateRange: z.object({ first: z.string().nullable(), last: z.string().nullable() }).optional(),
  /** RANK: per option, how many ranked it and its mean rank (1 = first) */
  ranks: z.array(z.object({ optId: z.string(), optNm: z.string(), cnt: z.number().int(), meanRank: z.number().nullable() })).optional(),
  /** FILE: files attached in all */
  fileCnt: z.number().int().optional(),
  /** SHORT, LONG, OTHER: answers with a text (listed by GET rslt/texts) */
  textCnt: z.number().int().optional(),
});
export type TSrvyQstnRslt = z.infer<typeof ZSrvyQstnRslt>;

/** GET rslt: the survey's results over its submitted responses (drafts never count). */
export const ZSrvyRslt = z.object({
  srvyId: z.number(),
  srvyTtl: z.string(),
  anonYn: z.enum(['Y', 'N']),
  trgtSeCd: ZSrvyTrgtSeCd,
  sttsCd: ZSrvySttsCd,
  rspnsCnt: z.number().int(),
  /** YYYY-MM-DD HH:mm of the latest submit */
  lastSbmsnDt: z.string().nullable(),
  /** per page, the responses that answered at least one of its questions */
  pages: z.array(z.object({ pageId: z.string(), pageTtl: z.string(), answeredCnt: z.number().int() })),
  qstns: z.array(ZSrvyQstnRslt),
});
export type TSrvyRslt = z.infer<typeof ZSrvyRslt>;

/** GET rslt/texts: one question's text answers, newest first, with a search. */
export const ZSrvyTextQuery = ZPageQuery.extend({ qstnId: ZQstnKey, searchWrd: zSearchWrd(50) });
export type TSrvyTextQuery = z.infer<typeof ZSrvyTextQuery>;
export const ZSrvyText = z.object({ rspnsId: z.number(), text: z.string(), sbmsnDt: z.string().describe('YYYY-MM-DD HH:mm') });
export const ZSrvyTextPage = zPageOf(ZSrvyText).extend({ qstnId: z.string(), qstnTtl: z.string() });
export type TSrvyTextPage = z.infer<typeof ZSrvyTextPage>;

/** GET rslt/cross: rows by a question (or MBR_TYPE, SCHL_TYPE), columns by another question. */
export const ZSrvyCrossQuery = z
  .object({ rowQstnId: ZQstnKey.describe("a question's id, or MBR_TYPE or SCHL_TYPE"), colQstnId: ZQstnKey })
  .refine((q) => q.rowQstnId !== q.colQstnId, { message: SRVY_RSLT_MESSAGES.crossSame, path: ['colQstnId'] });
export type TSrvyCrossQuery = z.infer<typeof ZSrvyCrossQuery>;
const ZCrossKey = z.object({ key: z.string(), label: z.string(), total: z.number().int().describe('respondents in this row (column) who answered both') });
export const ZSrvyCross = z.object({
  rowTtl: z.string(),
  colTtl: z.string(),
  cols: z.array(ZCrossKey),
  /** cnts[i] and pcts[i] belong to cols[i]; pcts are row percents (of the row's total) */
  rows: z.array(ZCrossKey.extend({ cnts: z.array(z.number().int()), pcts: z.array(z.number()) })),
  /** respondents who answered both */
  total: z.number().int(),
});
export type TSrvyCross = z.infer<typeof ZSrvyCross>;

/** GET rslt/nonRspns: members in an MBR survey's target without a submitted response (a privacy-logged view). */
export const ZSrvyNonRspnsQuery = ZPageQuery.extend({ searchWrd: zSearchWrd(50).describe('name or id'), mbrTypeAuthrt: emptyAsUndefined(z.string().max(10)) });
export type TSrvyNonRspnsQuery = z.infer<typeof ZSrvyNonRspnsQuery>;
export const ZSrvyNonRspns = z.object({
  userId: z.string(),
  userNm: z.string(),
  mbrTypeAuthrt: z.string(),
  schlTypeCd: z.string().nullable(),
  schlNm: z.string().nullable(),
  grd: z.number().nullable(),
});
export const ZSrvyNonRspnsPage = zPageOf(ZSrvyNonRspns);
export type TSrvyNonRspnsPage = z.infer<typeof ZSrvyNonRspnsPage>;

/** POST rslt/rawExport and rslt/summaryExport: the reason (needed for a named survey's responses, SECURITY 17). */
export const ZSrvyRsltExportBody = z.object(exportReasonShape);
export type TSrvyRsltExportBody = z.infer<typeof ZSrvyRsltExportBody>;
