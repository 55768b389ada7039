import { z } from 'zod';
import { emptyAsUndefined, periodInOrder, zPageOf, zSearchWrd, ZYmd, codeKeys } from '../common/adm-query.js';
import { FILE_EXTENSIONS_DEFAULT } from '../common/constants.js';
import { ZAuditFields, ZId, zIntIn, zOptionalText, zRequiredText } from '../common/fields.js';
import { ZPageQuery } from '../common/paging.schema.js';
import { ZYn } from '../common/yn.js';
import { exportReasonShape } from '../common/export.js';
import { ZAtchFile, ZFileModuleId } from '../file/file.schema.js';

/** An application's status (table cmpn_aply.aply_stts_cd): 신청, 승인, 반려, 철회. */
export const CMPN_APLY_STTS = { APLY: '신청', APRV: '승인', RJCT: '반려', WTHD: '철회' } as const;
export type TCmpnAplySttsCd = keyof typeof CMPN_APLY_STTS;

/**
 * A campaign's state on a day (computed, never stored): READY before its period, OPEN within it,
 * ENDED after it, CLOSED once an administrator closed it.
 */
export const CMPN_STTS = { READY: '예정', OPEN: '진행', ENDED: '종료', CLOSED: '마감' } as const;
export type TCmpnSttsCd = keyof typeof CMPN_STTS;

/** What a campaign's proof files may be: the limits of an upload of seqType cmpnAply. */
export const CMPN_PROOF_FILE_LIMITS = { maxCount: 3, maxSizeMb: 20, extensions: FILE_EXTENSIONS_DEFAULT } as const;

export const CMPN_LIMITS = { cmpnTtl: 100, cmpnCn: 2000, proofCn: 2000, rejectReason: 200, points: 100_000, aplyLimitCnt: 100, batch: 100 } as const;

/** The campaigns' messages (Korean, spec §8 style). */
export const CMPN_MESSAGES = {
  points: `지급 포인트는 1점부터 ${CMPN_LIMITS.points.toLocaleString('ko-KR')}점 사이로 입력해 주세요.`,
  aplyLimitCnt: `1인당 신청 횟수는 1회부터 ${CMPN_LIMITS.aplyLimitCnt}회 사이로 입력해 주세요.`,
  period: '종료일은 시작일과 같거나 그 뒤여야 합니다.',
  proofKind: '증빙 방법(내용, 파일)을 하나 이상 선택해 주세요.',
  notOpen: '신청 기간이 아니거나 마감된 캠페인입니다.',
  limitReached: (count: number) => `이 캠페인은 1인당 ${count}회까지 신청할 수 있습니다.`,
  proofCnRequired: '증빙 내용을 입력해 주세요.',
  proofFileRequired: '증빙 파일을 첨부해 주세요.',
  personalInfo: (kinds: string) => `개인정보(${kinds})로 보이는 내용이 있어 신청할 수 없습니다. 해당 내용을 지운 뒤 다시 신청해 주세요.`,
  notWithdrawable: '신청 상태인 신청만 철회할 수 있습니다.',
  rejectReasonRequired: '반려 사유를 입력해 주세요.',
  aplyIds: `처리할 신청을 1건부터 ${CMPN_LIMITS.batch}건까지 선택해 주세요.`,
  hasAplys: '신청이 있는 캠페인은 삭제할 수 없습니다. 더 받지 않으려면 마감해 주세요.',
} as const;

const M = CMPN_MESSAGES;

export const ZCmpnParams = z.object({ cmpnId: ZId });
export const ZCmpnAplyParams = z.object({ aplyId: ZId });

export const ZCmpnSttsCd = z.enum(codeKeys(CMPN_STTS));
export const ZCmpnAplySttsCd = z.enum(codeKeys(CMPN_APLY_STTS));

// ---- administration: campaigns (cmpnPointMng) ----

/** POST /api/cmpnPointMng/cmpn and PUT /api/cmpnPointMng/cmpn/:cmpnId. */
export const ZCmpnSave = z
  .object({
    cmpnTtl: zRequiredText(CMPN_LIMITS.cmpnTtl),
    cmpnCn: zRequiredText(CMPN_LIMITS.cmpnCn),
    bgngYmd: ZYmd,
    endYmd: ZYmd,
    points: zIntIn(1, CMPN_LIMITS.points, M.points),
    proofTextYn: ZYn,
    proofFileYn: ZYn,
    aplyLimitCnt: zIntIn(1, CMPN_LIMITS.aplyLimitCnt, M.aplyLimitCnt),
  })
  .superRefine((value, ctx) => {
    if (!periodInOrder(value.bgngYmd, value.endYmd)) ctx.addIssue({ code: 'custom', path: ['endYmd'], message: M.period });
    if (value.proofTextYn !== 'Y' && value.proofFileYn !== 'Y') ctx.addIssue({ code: 'custom', path: ['proofFileYn'], message: M.proofKind });
  });
export type TCmpnSave = z.infer<typeof ZCmpnSave>;
export type TCmpnSaveInput = z.input<typeof ZCmpnSave>;

export const ZCmpnListQuery = z.object({
  ...ZPageQuery.shape,
  searchWrd: zSearchWrd(100).describe('part of the title'),
  sttsCd: emptyAsUndefined(ZCmpnSttsCd),
});
export type TCmpnListQuery = z.infer<typeof ZCmpnListQuery>;

const cmpnFields = {
  cmpnId: z.number().int(),
  cmpnTtl: z.string(),
  cmpnCn: z.string(),
  bgngYmd: z.string(),
  endYmd: z.string(),
  points: z.number().int(),
  proofTextYn: ZYn,
  proofFileYn: ZYn,
  aplyLimitCnt: z.number().int(),
  closeYn: ZYn,
  sttsCd: ZCmpnSttsCd,
};

export const ZCmpnItem = z.object({
  ...cmpnFields,
  /** applications waiting for a decision */
  aplyCnt: z.number().int(),
  /** approved applications */
  aprvCnt: z.number().int(),
  ...ZAuditFields,
});
export type TCmpnItem = z.infer<typeof ZCmpnItem>;
export const ZCmpnListResponse = zPageOf(ZCmpnItem);

// ---- the student's page (/myPage/cmpnPoint/cmpnPointAply) ----

export const ZCmpnOpenItem = z.object({
  ...cmpnFields,
  /** the caller's applications counted against the limit (applied and approved) */
  myAplyCnt: z.number().int(),
  /** open, and the caller is within the limit */
  canApply: z.boolean(),
});
export type TCmpnOpenItem = z.infer<typeof ZCmpnOpenItem>;
export const ZCmpnOpenListResponse = z.object({ list: z.array(ZCmpnOpenItem) });

/** POST /icec/api/cmpnPointAply/aply: the proof asked for; the applicant is the session's. */
export const ZCmpnAplyBody = z.object({
  cmpnId: ZId,
  proofCn: zOptionalText(CMPN_LIMITS.proofCn),
  atchFileModuleId: emptyAsUndefined(ZFileModuleId),
});
export type TCmpnAplyBody = z.infer<typeof ZCmpnAplyBody>;
export type TCmpnAplyBodyInput = z.input<typeof ZCmpnAplyBody>;

export const ZMyCmpnAply = z.object({
  aplyId: z.number().int(),
  cmpnId: z.number().int(),
  cmpnTtl: z.string(),
  points: z.number().int(),
  aplySttsCd: ZCmpnAplySttsCd,
  rejectReason: z.string().nullable(),
  proofCn: z.string().nullable(),
  files: z.array(ZAtchFile),
  regDt: z.string().describe('ISO time'),
  procDt: z.string().nullable().describe('ISO time'),
});
export type TMyCmpnAply = z.infer<typeof ZMyCmpnAply>;

export const ZMyCmpnAplyQuery = z.object({
  currentPage: ZPageQuery.shape.currentPage,
  aplySttsCd: emptyAsUndefined(ZCmpnAplySttsCd),
});
export type TMyCmpnAplyQuery = z.infer<typeof ZMyCmpnAplyQuery>;
export const ZMyCmpnAplyListResponse = zPageOf(ZMyCmpnAply);

// ---- administration: applications ----

/** The applications' search: a campaign, a status, and the student's name, id or school. */
const aplyMngSearchShape = {
  cmpnId: emptyAsUndefined(ZId),
  aplySttsCd: emptyAsUndefined(ZCmpnAplySttsCd),
  searchCnd: emptyAsUndefined(z.enum(['userNm', 'userId', 'schlNm'])),
  searchWrd: zSearchWrd(),
};
export const ZCmpnAplyMngQuery = z.object({ ...ZPageQuery.shape, ...aplyMngSearchShape });
export type TCmpnAplyMngQuery = z.infer<typeof ZCmpnAplyMngQuery>;

/** POST aply/excel: the searched applications as an .xlsx, with the reason asked for (SECURITY 17). */
export const ZCmpnAplyExportBody = z.object({ ...aplyMngSearchShape, ...exportReasonShape });
export type TCmpnAplyExportBody = z.infer<typeof ZCmpnAplyExportBody>;
export type TCmpnAplyExportBodyInput = z.input<typeof ZCmpnAplyExportBody>;

export const ZCmpnAplyMngItem = z.object({
  aplyId: z.number().int(),
  cmpnId: z.number().int(),
  cmpnTtl: z.string(),
  points: z.number().int(),
  userId: z.string(),
  userNm: z.string(),
  schlNm: z.string().nullable(),
  grd: z.number().int().nullable(),
  aplySttsCd: ZCmpnAplySttsCd,
  rejectReason: z.string().nullable(),
  fileCnt: z.number().int(),
  regDt: z.string().describe('ISO time'),
  procBy: z.string().nullable(),
  procDt: z.string().nullable().describe('ISO time'),
});
export type TCmpnAplyMngItem = z.infer<typeof ZCmpnAplyMngItem>;
export const ZCmpnAplyMngListResponse = zPageOf(ZCmpnAplyMngItem);

/** One application with its proof (viewing it is logged: SECURITY 17). */
export const ZCmpnAplyMngDetail = ZCmpnAplyMngItem.extend({ proofCn: z.string().nullable(), files: z.array(ZAtchFile) });
export type TCmpnAplyMngDetail = z.infer<typeof ZCmpnAplyMngDetail>;

const ZAplyIds = z
  .array(ZId, { error: M.aplyIds })
  .min(1, M.aplyIds)
  .max(CMPN_LIMITS.batch, M.aplyIds)
  .transform((ids) => [...new Set(ids)]);

export const ZCmpnAplyApproveBody = z.object({ aplyIds: ZAplyIds });
export const ZCmpnAplyRejectBody = z.object({
  aplyIds: ZAplyIds,
  rejectReason: z
    .string({ error: M.rejectReasonRequired })
    .trim()
    .min(1, M.rejectReasonRequired)
    .max(CMPN_LIMITS.rejectReason, `반려 사유는 ${CMPN_LIMITS.rejectReason}자 이하로 입력해 주세요.`),
});
export type TCmpnAplyRejectBody = z.infer<typeof ZCmpnAplyRejectBody>;

/** How many of the chosen applications were still waiting and were processed now. */
export const ZCmpnAplyProcResponse = z.object({ result: z.literal('SUCCESS'), procCnt: z.number().int() });
export type TCmpnAplyProcResponse = z.infer<typeof ZCmpnAplyProcResponse>;
