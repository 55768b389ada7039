import { z } from 'zod';
import { codeKeys, emptyAsUndefined, zPageOf, zSearchWrd } from '../common/adm-query.js';
import { exportReasonShape } from '../common/export.js';
import { ZAuditFields, ZId, zIntIn, zNullableText, zOptionalText, zRequiredText } from '../common/fields.js';
import { ZPageQuery } from '../common/paging.schema.js';
import { ZYn } from '../common/yn.js';
import { ADMIN_IMAGE_MESSAGES, ZAtchFile, ZFileModuleId, zImageFileId } from '../file/file.schema.js';
import { MBR_TYPE_AUTHRT, SCHL_TYPE } from '../member/member.codes.js';
import { ZSeoulDateTime } from '../popup/popup.schema.js';
import {
  CNTST_ALC_MODE,
  CNTST_ENTRY_STTS,
  CNTST_FIELD_TYPE,
  CNTST_LIMITS as L,
  CNTST_MESSAGES as M,
  CNTST_PHASE,
  CNTST_SCORE_STTS,
  CNTST_STTS,
  cntstPeriodInOrder,
} from './cntst.codes.js';

export const ZCntstSttsCd = z.enum(codeKeys(CNTST_STTS));
export const ZCntstPhaseCd = z.enum(codeKeys(CNTST_PHASE));
export const ZCntstEntrySttsCd = z.enum(codeKeys(CNTST_ENTRY_STTS));
export const ZCntstScoreSttsCd = z.enum(codeKeys(CNTST_SCORE_STTS));
export const ZCntstAlcMode = z.enum(codeKeys(CNTST_ALC_MODE));
export const ZCntstFieldType = z.enum(codeKeys(CNTST_FIELD_TYPE));

export const ZCntstParams = z.object({ cntstId: ZId });
export const ZCntstEntryParams = z.object({ cntstId: ZId, entryId: ZId });

/** An id within a contest's definition (a field, a criterion, a prize): 'f1', 'c2', 'p1'. */
const ZDefId = z
  .string({ error: '번호를 입력해 주세요.' })
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,19}$/, '번호는 영문자로 시작하는 영문자·숫자 20자 이하로 입력해 주세요.');

const uniqueIds =
  <T>(what: string, key: (item: T) => string) =>
  (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const id = key(item);
      if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [index], message: M.idDup(what, id) });
      seen.add(id);
    });
  };

// ---- the contest's definition ----

export const ZCntstField = z.object({
  fieldId: ZDefId,
  fieldNm: zRequiredText(L.fieldNm),
  fieldType: ZCntstFieldType,
  requiredYn: ZYn,
  maxLength: zIntIn(1, L.fieldMaxLength),
});
export type TCntstField = z.infer<typeof ZCntstField>;

/** What an entry holds besides its title: text fields and files with their limits. */
export const ZCntstEntryForm = z.object({
  fields: z
    .array(ZCntstField)
    .max(L.fields)
    .superRefine(uniqueIds('항목', (f: TCntstField) => f.fieldId)),
  /** 0: no files */
  fileMaxCnt: zIntIn(0, L.fileMaxCnt),
  fileMaxSizeMb: zIntIn(1, L.fileMaxSizeMb),
  fileExts: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[a-z0-9]{1,10}$/, '확장자는 영문자·숫자 10자 이하로 입력해 주세요.'),
    )
    .max(30),
});
export type TCntstEntryForm = z.infer<typeof ZCntstEntryForm>;

export const ZCntstCrtr = z.object({
  crtrId: ZDefId,
  crtrNm: zRequiredText(L.crtrNm),
  /** percent; the weights of a contest sum to 100 */
  weight: zIntIn(1, 100),
  maxScore: zIntIn(1, L.maxScore),
});
export type TCntstCrtr = z.infer<typeof ZCntstCrtr>;

export const ZCntstPrize = z.object({
  prizeId: ZDefId,
  prizeNm: zRequiredText(L.prizeNm),
  prizeCnt: zIntIn(1, L.prizeCnt),
});
export type TCntstPrize = z.infer<typeof ZCntstPrize>;

/** The definition as answered (plain shapes: an answer is encoded, not parsed). */
const ZCntstFieldOut = z.object({ fieldId: z.string(), fieldNm: z.string(), fieldType: ZCntstFieldType, requiredYn: ZYn, maxLength: z.number().int() });
const ZCntstEntryFormOut = z.object({
  fields: z.array(ZCntstFieldOut),
  fileMaxCnt: z.number().int(),
  fileMaxSizeMb: z.number().int(),
  fileExts: z.array(z.string()),
});
const ZCntstCrtrOut = z.object({ crtrId: z.string(), crtrNm: z.string(), weight: z.number().int(), maxScore: z.number().int() });
const ZCntstPrizeOut = z.object({ prizeId: z.string(), prizeNm: z.string(), prizeCnt: z.number().int() });

const ZMbrTypes = z.array(z.enum(codeKeys(MBR_TYPE_AUTHRT))).max(10);
const ZSchlTypes = z.array(z.enum(codeKeys(SCHL_TYPE))).max(3);

/** POST /api/contest and PUT /api/contest/:cntstId: the whole contest (PUBLISHED is reached only by publish). */
export const ZCntstSave = z
  .object({
    cntstTtl: zRequiredText(L.cntstTtl),
    posterFileId: zImageFileId(),
    posterAlt: zNullableText(200),
    cntstExpln: zRequiredText(L.cntstExpln),
    /** member types that may enter (at least one) */
    trgtMbrTypes: ZMbrTypes,
    /** school levels that may enter; empty: any (members without a school level too) */
    trgtSchlTypes: ZSchlTypes,
    aplyBgngDt: ZSeoulDateTime,
    aplyEndDt: ZSeoulDateTime,
    /** the announced judging period; scores are taken from aplyEndDt until publication (cntstScoringOpen) */
    jdgBgngDt: ZSeoulDateTime,
    jdgEndDt: ZSeoulDateTime,
    annDt: ZSeoulDateTime,
    teamYn: ZYn,
    maxTeamSize: zIntIn(1, L.maxTeamSize),
    aplyLimitCnt: zIntIn(1, L.aplyLimitCnt),
    entryForm: ZCntstEntryForm,
    crtrs: z
      .array(ZCntstCrtr)
      .max(L.crtrs)
      .superRefine(uniqueIds('심사 기준', (c: TCntstCrtr) => c.crtrId)),
    prizes: z
      .array(ZCntstPrize)
      .max(L.prizes)
      .superRefine(uniqueIds('상', (p: TCntstPrize) => p.prizeId)),
    blindYn: ZYn,
    alcMode: ZCntstAlcMode,
    /** judges per entry when alcMode is N */
    alcJdgCnt: zIntIn(1, L.judges),
    sttsCd: z.enum(['DRAFT', 'OPEN']),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!cntstPeriodInOrder(v)) issue('annDt', M.periodOrder);
    if (v.trgtMbrTypes.length === 0) issue('trgtMbrTypes', M.trgtRequired);
    if (v.crtrs.length === 0) issue('crtrs', M.crtrRequired);
    else if (v.crtrs.reduce((sum, c) => sum + c.weight, 0) !== 100) issue('crtrs', M.weightSum);
    if (v.teamYn === 'Y' && v.maxTeamSize < 2) issue('maxTeamSize', M.teamSize);
    if (v.posterFileId && !v.posterAlt) issue('posterAlt', ADMIN_IMAGE_MESSAGES.altRequired);
  });
export type TCntstSave = z.infer<typeof ZCntstSave>;
export type TCntstSaveInput = z.input<typeof ZCntstSave>;

const cntstMetaFields = {
  cntstId: z.number().int(),
  cntstTtl: z.string(),
  posterImagePath: z.string().nullable().describe('displayImage address of the poster'),
  posterAlt: z.string().nullable(),
  cntstExpln: z.string(),
  trgtMbrTypes: z.array(z.string()),
  trgtSchlTypes: z.array(z.string()),
  aplyBgngDt: z.string().describe('ISO time'),
  aplyEndDt: z.string().describe('ISO time'),
  jdgBgngDt: z.string().describe('ISO time'),
  jdgEndDt: z.string().describe('ISO time'),
  annDt: z.string().describe('ISO time'),
  teamYn: ZYn,
  maxTeamSize: z.number().int(),
  aplyLimitCnt: z.number().int(),
  entryForm: ZCntstEntryFormOut,
  prizes: z.array(ZCntstPrizeOut),
  sttsCd: ZCntstSttsCd,
  phase: ZCntstPhaseCd,
};

// ---- administration (contest) ----

export const ZCntstItem = z.object({
  ...cntstMetaFields,
  posterFileId: z.number().int().nullable(),
  crtrs: z.array(ZCntstCrtrOut),
  blindYn: ZYn,
  alcMode: ZCntstAlcMode,
  alcJdgCnt: z.number().int(),
  /** entries sent (withdrawn ones not counted) */
  entryCnt: z.number().int(),
  judgeCnt: z.number().int(),
  pblsDt: z.string().nullable().describe('ISO time of publication'),
  ...ZAuditFields,
});
export type TCntstItem = z.infer<typeof ZCntstItem>;

export const ZCntstListQuery = z.object({
  ...ZPageQuery.shape,
  searchWrd: zSearchWrd(100).describe('part of the title'),
  phase: emptyAsUndefined(ZCntstPhaseCd),
});
export type TCntstListQuery = z.infer<typeof ZCntstListQuery>;
export const ZCntstListResponse = zPageOf(ZCntstItem);

export const ZCntstEntryMngQuery = z.object({
  ...ZPageQuery.shape,
  sttsCd: emptyAsUndefined(ZCntstEntrySttsCd),
  searchCnd: emptyAsUndefined(z.enum(['entryTtl', 'userNm', 'schlNm'])),
  searchWrd: zSearchWrd(),
});
export type TCntstEntryMngQuery = z.infer<typeof ZCntstEntryMngQuery>;

export const ZCntstEntryMngItem = z.object({
  entryId: z.number().int(),
  entryTtl: z.string(),
  userId: z.string(),
  userNm: z.string(),
  schlNm: z.string().nullable(),
  teamNm: z.string().nullable(),
  sttsCd: ZCntstEntrySttsCd,
  prizeId: z.string().nullable(),
  prizeNm: z.string().nullable(),
  fileCnt: z.number().int(),
  regDt: z.string().describe('ISO time'),
  mdfcnDt: z.string().describe('ISO time'),
});
export type TCntstEntryMngItem = z.infer<typeof ZCntstEntryMngItem>;
export const ZCntstEntryMngListResponse = zPageOf(ZCntstEntryMngItem);

export const ZCntstEntryMngDetail = ZCntstEntryMngItem.extend({
  teamMbrs: z.string().nullable(),
  values: z.record(z.string(), z.string()),
  files: z.array(ZAtchFile),
});
export type TCntstEntryMngDetail = z.infer<typeof ZCntstEntryMngDetail>;

/** POST /api/contest/:cntstId/entries/excel: the searched entries as an .xlsx after a reason (SECURITY 17). */
export const ZCntstEntryExportBody = z.object({
  sttsCd: emptyAsUndefined(ZCntstEntrySttsCd),
  searchCnd: ZCntstEntryMngQuery.shape.searchCnd,
  searchWrd: zSearchWrd(),
  ...exportReasonShape,
});
export type TCntstEntryExportBody = z.infer<typeof ZCntstEntryExportBody>;
export type TCntstEntryExportBodyInput = z.input<typeof ZCntstEntryExportBody>;

/** A judge of a contest with the load of the current allocation. */
export const ZCntstJudge = z.object({
  judgeId: z.string(),
  judgeNm: z.string(),
  alcCnt: z.number().int(),
  draftCnt: z.number().int(),
  submitCnt: z.number().int(),
});
export type TCntstJudge = z.infer<typeof ZCntstJudge>;
export const ZCntstJudgesResponse = z.object({ list: z.array(ZCntstJudge) });

/** The manager accounts an administrator may appoint as judges. */
export const ZCntstJudgeCandidatesResponse = z.object({ list: z.array(z.object({ userId: z.string(), userNm: z.string() })) });

/** PUT /api/contest/:cntstId/judges: the contest's judges (manager user ids), replacing the set. */
export const ZCntstJudgesBody = z.object({
  judgeIds: z
    .array(z.string().trim().min(1).max(50))
    .max(L.judges)
    .transform((ids) => [...new Set(ids)]),
});
export type TCntstJudgesBody = z.infer<typeof ZCntstJudgesBody>;

/** POST allocate: entries dealt to judges by the contest's alcMode; answers the allocation's size. */
export const ZCntstAllocateResponse = z.object({ result: z.literal('SUCCESS'), alcCnt: z.number().int(), judges: z.array(ZCntstJudge) });
export type TCntstAllocateResponse = z.infer<typeof ZCntstAllocateResponse>;

/** GET progress: per judge, and in all. */
export const ZCntstProgressResponse = z.object({
  judges: z.array(ZCntstJudge),
  alcCnt: z.number().int(),
  submitCnt: z.number().int(),
});
export type TCntstProgressResponse = z.infer<typeof ZCntstProgressResponse>;

export const ZCntstJudgeScore = z.object({
  judgeId: z.string(),
  judgeNm: z.string(),
  sttsCd: z.enum(['NONE', 'DRAFT', 'SUBMIT']),
  scores: z.record(z.string(), z.number()),
  /** sum(score / max * weight) of this judge, when submitted */
  total: z.number().nullable(),
  cmnt: z.string().nullable(),
});
export type TCntstJudgeScore = z.infer<typeof ZCntstJudgeScore>;

/** One row of the score table: means over submitted judges, weighted total (0..100), rank. */
export const ZCntstScoreRow = z.object({
  entryId: z.number().int(),
  entryTtl: z.string(),
  userNm: z.string(),
  schlNm: z.string().nullable(),
  alcCnt: z.number().int(),
  submitCnt: z.number().int(),
  means: z.record(z.string(), z.number().nullable()),
  total: z.number().nullable(),
  /** max - min of the submitting judges' totals (null under two) */
  spread: z.number().nullable(),
  rank: z.number().int().nullable(),
  /** Y when another entry has the same total and no manual order separates them */
  tieYn: ZYn,
  tieOrd: z.number().int().nullable(),
  prizeId: z.string().nullable(),
  judges: z.array(ZCntstJudgeScore),
});
export type TCntstScoreRow = z.infer<typeof ZCntstScoreRow>;
export const ZCntstScoreTableResponse = z.object({
  crtrs: z.array(ZCntstCrtrOut),
  prizes: z.array(ZCntstPrizeOut),
  rows: z.array(ZCntstScoreRow),
});
export type TCntstScoreTableResponse = z.infer<typeof ZCntstScoreTableResponse>;

const zReason = () => z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(L.reason, `사유는 ${L.reason}자 이하로 입력해 주세요.`);

/** POST scores/reopen: a submitted score back to draft (cntst_score_log keeps the reason). */
export const ZCntstReopenBody = z.object({ entryId: ZId, judgeId: z.string().trim().min(1).max(50), reason: zReason() });
export type TCntstReopenBody = z.infer<typeof ZCntstReopenBody>;

/** PUT ties: entries of equal total in the order the administrator decided. */
export const ZCntstTieBody = z.object({
  entryIds: z
    .array(ZId)
    .min(2, '순위를 정할 응모작을 두 건 이상 선택해 주세요.')
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, '같은 응모작이 두 번 있습니다.'),
});
export type TCntstTieBody = z.infer<typeof ZCntstTieBody>;

/** PUT prizes: the prize of each entry (null: none); entries not listed keep none. */
export const ZCntstPrizeBody = z.object({
  awards: z
    .array(z.object({ entryId: ZId, prizeId: z.string().max(20).nullable() }))
    .max(1000)
    .refine((a) => new Set(a.map((x) => x.entryId)).size === a.length, '같은 응모작이 두 번 있습니다.'),
});
export type TCntstPrizeBody = z.infer<typeof ZCntstPrizeBody>;

/** POST publish: on or after annDt; unsubmitted allocations need overrideYn 'Y'. */
export const ZCntstPublishBody = z.object({ overrideYn: ZYn.default('N') });
export type TCntstPublishBody = z.infer<typeof ZCntstPublishBody>;

// ---- the public pages (cntst) ----

export const ZCntstPubListQuery = z.object({
  currentPage: ZPageQuery.shape.currentPage,
  phase: emptyAsUndefined(ZCntstPhaseCd),
});
export type TCntstPubListQuery = z.infer<typeof ZCntstPubListQuery>;

export const ZCntstPubItem = z.object({
  cntstId: z.number().int(),
  cntstTtl: z.string(),
  posterImagePath: z.string().nullable(),
  posterAlt: z.string().nullable(),
  trgtMbrTypes: z.array(z.string()),
  trgtSchlTypes: z.array(z.string()),
  aplyBgngDt: z.string(),
  aplyEndDt: z.string(),
  annDt: z.string(),
  phase: ZCntstPhaseCd,
});
export type TCntstPubItem = z.infer<typeof ZCntstPubItem>;
export const ZCntstPubListResponse = zPageOf(ZCntstPubItem);

/** The contest page: the contest and what the caller may do. */
export const ZCntstPubView = z.object({
  ...cntstMetaFields,
  crtrs: z.array(ZCntstCrtrOut.pick({ crtrNm: true, weight: true })),
  /** the caller's entries (withdrawn ones not counted); 0 for a guest */
  myEntryCnt: z.number().int(),
  /** the caller's member type and school level may enter (false for a guest) */
  eligible: z.boolean(),
  /** within the period, eligible and under the limit */
  canEnter: z.boolean(),
});
export type TCntstPubView = z.infer<typeof ZCntstPubView>;

/** POST /icec/api/cntst/:cntstId/entry and PUT .../entry/:entryId: the entrant is the session's. */
export const ZCntstEntryBody = z.object({
  entryTtl: zRequiredText(L.entryTtl),
  teamNm: zOptionalText(L.teamNm),
  /** team members' names as typed, separated by commas */
  teamMbrs: zOptionalText(L.teamMbrs),
  values: z.record(z.string().max(20), z.string().max(L.fieldMaxLength * 2)).default({}),
  atchFileModuleId: emptyAsUndefined(ZFileModuleId),
});
export type TCntstEntryBody = z.infer<typeof ZCntstEntryBody>;
export type TCntstEntryBodyInput = z.input<typeof ZCntstEntryBody>;

export const ZCntstMyEntry = z.object({
  entryId: z.number().int(),
  cntstId: z.number().int(),
  cntstTtl: z.string(),
  phase: ZCntstPhaseCd,
  entryTtl: z.string(),
  teamNm: z.string().nullable(),
  teamMbrs: z.string().nullable(),
  values: z.record(z.string(), z.string()),
  atchFileModuleId: z.string().nullable(),
  files: z.array(ZAtchFile),
  sttsCd: ZCntstEntrySttsCd,
  /** sent and within the entry period */
  editable: z.boolean(),
  /** the prize, once the results are published */
  prizeNm: z.string().nullable(),
  regDt: z.string().describe('ISO time'),
  mdfcnDt: z.string().describe('ISO time'),
});
export type TCntstMyEntry = z.infer<typeof ZCntstMyEntry>;

export const ZCntstMyEntryQuery = z.object({ currentPage: ZPageQuery.shape.currentPage });
export const ZCntstMyEntryListResponse = zPageOf(ZCntstMyEntry);

/** The announced results: prize winners with masked names (decision 019). */
export const ZCntstRsltResponse = z.object({
  cntstId: z.number().int(),
  cntstTtl: z.string(),
  annDt: z.string(),
  pblsDt: z.string().nullable(),
  prizes: z.array(ZCntstPrizeOut),
  winners: z.array(
    z.object({
      prizeId: z.string(),
      prizeNm: z.string(),
      entryTtl: z.string(),
      /** 김*생, or the team's name with its representative's masked name */
      entrantNm: z.string(),
      teamNm: z.string().nullable(),
      schlNm: z.string().nullable(),
    }),
  ),
});
export type TCntstRsltResponse = z.infer<typeof ZCntstRsltResponse>;

// ---- judging (contestJudge) ----

export const ZCntstJdgContest = z.object({
  cntstId: z.number().int(),
  cntstTtl: z.string(),
  phase: ZCntstPhaseCd,
  jdgBgngDt: z.string(),
  jdgEndDt: z.string(),
  blindYn: ZYn,
  alcCnt: z.number().int(),
  submitCnt: z.number().int(),
});
export type TCntstJdgContest = z.infer<typeof ZCntstJdgContest>;
export const ZCntstJdgContestListResponse = z.object({ list: z.array(ZCntstJdgContest) });

/**
 * An allocated entry as its judge sees it. When the contest is blind the entrant is '응모작 A-001'
 * and entrantNm, schlNm, teamNm are null (the response never holds the entrant's id, name or school).
 */
export const ZCntstJdgEntryItem = z.object({
  entryId: z.number().int(),
  entryNo: z.string(),
  entryTtl: z.string(),
  entrantNm: z.string().nullable(),
  schlNm: z.string().nullable(),
  teamNm: z.string().nullable(),
  scoreSttsCd: z.enum(['NONE', 'DRAFT', 'SUBMIT']),
});
export type TCntstJdgEntryItem = z.infer<typeof ZCntstJdgEntryItem>;
export const ZCntstJdgEntryListResponse = z.object({
  cntst: ZCntstJdgContest,
  crtrs: z.array(ZCntstCrtrOut),
  list: z.array(ZCntstJdgEntryItem),
});
export type TCntstJdgEntryListResponse = z.infer<typeof ZCntstJdgEntryListResponse>;

export const ZCntstJdgEntryDetail = ZCntstJdgEntryItem.extend({
  cntstTtl: z.string(),
  blindYn: ZYn,
  fields: z.array(ZCntstFieldOut),
  values: z.record(z.string(), z.string()),
  teamMbrs: z.string().nullable(),
  /** the entry's files; regUserId is always null here */
  files: z.array(ZAtchFile),
  crtrs: z.array(ZCntstCrtrOut),
  scores: z.record(z.string(), z.number()),
  cmnt: z.string().nullable(),
  /** the judging period is open and the score is not submitted */
  editable: z.boolean(),
});
export type TCntstJdgEntryDetail = z.infer<typeof ZCntstJdgEntryDetail>;

/** PUT score (draft: any criteria) and POST score/submit (all criteria) of an allocated entry. */
export const ZCntstScoreBody = z.object({
  scores: z.record(z.string().max(20), z.number({ error: '점수는 숫자로 입력해 주세요.' }).finite()).default({}),
  cmnt: zNullableText(L.cmnt),
});
export type TCntstScoreBody = z.infer<typeof ZCntstScoreBody>;
export type TCntstScoreBodyInput = z.input<typeof ZCntstScoreBody>;
