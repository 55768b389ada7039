import { z } from 'zod';
import { ZAuditFields, zOptionalIntIn, zOptionalText, zRequiredText, ZUseYn } from '../common/fields.js';
import { VALIDATION_MESSAGES } from '../common/validation.js';
import { ZYn } from '../common/yn.js';

/**
 * Common codes (spec §3 code item, §4 reflect, §7 manageCode calls; ARCHITECTURE convention 7).
 * A group is a root code whose comCdId is its name (CRR_SITE_CTGRY); a child's comCdId is its
 * parent's comCdId and its comCd joined by a dot (CRR_SITE_CTGRY.INSP). Entities store comCd.
 */
export const CODE_MESSAGES = {
  /** spec §8 */
  cannotDelete: '삭제할 수 없는 코드입니다.',
  hasChildren: '하위 코드가 있습니다. 하위 코드까지 삭제하려면 다시 확인해 주세요.',
  duplicate: '같은 분류에 이미 있는 코드입니다.',
  comCdPattern: '코드는 영문, 숫자, 밑줄(_)만 입력할 수 있습니다.',
  comCdLocked: '시스템 코드이거나 사용 중인 코드는 코드 값을 바꿀 수 없습니다.',
  groupComCd: '분류(최상위) 코드의 코드 값은 바꿀 수 없습니다.',
  parentNotFound: '상위 코드를 찾을 수 없습니다.',
  tooDeep: '더 이상 하위 코드를 만들 수 없습니다.',
  sortMismatch: '순서를 바꿀 코드 목록이 현재 하위 코드와 맞지 않습니다. 새로고침 후 다시 시도해 주세요.',
  crossSite: '다른 누리집에서 온 요청은 처리할 수 없습니다.',
} as const;

export const COM_CD_MAX = 30;
/** comCdId grows with depth; this bound keeps ids and depth reasonable (any depth the data needs). */
export const COM_CD_ID_MAX = 200;
const COM_CD_PATTERN = /^[A-Za-z0-9_]+$/;

export const ZComCdId = z.string().trim().min(1, VALIDATION_MESSAGES.required()).max(COM_CD_ID_MAX, VALIDATION_MESSAGES.max(COM_CD_ID_MAX));

const ZComCd = z
  .string({ error: VALIDATION_MESSAGES.required() })
  .trim()
  .min(1, VALIDATION_MESSAGES.required())
  .max(COM_CD_MAX, VALIDATION_MESSAGES.max(COM_CD_MAX))
  .regex(COM_CD_PATTERN, CODE_MESSAGES.comCdPattern);

/** What users see: a reflected, active code (GET /icec/api/manageCode/list and view). */
export const ZCodeItem = z.object({
  comCdId: z.string(),
  upComCdId: z.string().nullable(),
  comCd: z.string(),
  comCdNm: z.string(),
  cdExpln: z.string().nullable(),
  sortSeq: z.number().int(),
});
export type TCodeItem = z.infer<typeof ZCodeItem>;

export const ZCodeListResponse = z.object({ codeList: z.array(ZCodeItem) });
export type TCodeListResponse = z.infer<typeof ZCodeListResponse>;

/** GET /icec/api/manageCode/list */
export const ZCodeListQuery = z.object({ upComCdId: ZComCdId.describe('the group (or parent code) whose children are listed') });
/** GET /icec/api/manageCode/view: upComCdId, when given, must be the code's parent. */
export const ZCodeViewQuery = z.object({ comCdId: ZComCdId, upComCdId: ZComCdId.optional() });

/** The admin page's view of a code: every code, active or not, with its flags and audit columns. */
export const ZAdmCodeItem = ZCodeItem.extend({
  useYn: ZYn,
  sysYn: ZYn.describe("'Y': a system code, which cannot be deleted and whose comCd cannot change"),
  ...ZAuditFields,
});
export type TAdmCodeItem = z.infer<typeof ZAdmCodeItem>;

export const ZAdmCodeListResponse = z.object({ codeList: z.array(ZAdmCodeItem) });
export type TAdmCodeListResponse = z.infer<typeof ZAdmCodeListResponse>;

/** GET /api/manageCode/view: the code and its direct children. */
export const ZAdmCodeViewQuery = z.object({ comCdId: ZComCdId });
export const ZAdmCodeViewResponse = z.object({ code: ZAdmCodeItem, codeList: z.array(ZAdmCodeItem) });
export type TAdmCodeViewResponse = z.infer<typeof ZAdmCodeViewResponse>;

/** GET /api/manageCode/partCodeList (no upComCdId: the groups) and /api/manageCode/list (no upComCdId: the whole tree). */
export const ZAdmCodeListQuery = z.object({
  upComCdId: z.preprocess((v) => (v === '' ? undefined : v), ZComCdId.optional()),
});

export const ZAdmCodeParams = z.object({ comCdId: ZComCdId });
/** DELETE /api/manageCode/:comCdId: withChildren=Y once the client confirmed 'all child codes will be deleted'. */
export const ZAdmCodeDeleteQuery = z.object({ withChildren: ZYn.optional() });

const codeFields = {
  comCd: ZComCd,
  comCdNm: zRequiredText(100),
  cdExpln: zOptionalText(500),
  sortSeq: zOptionalIntIn(0, 99_999).describe('none: last among its siblings (a new code) or unchanged'),
  useYn: ZUseYn,
};

/** PUT /api/manageCode/:comCdId */
export const ZAdmCodeUpdate = z.object(codeFields);
export type TAdmCodeUpdate = z.infer<typeof ZAdmCodeUpdate>;

/** POST /api/manageCode: no upComCdId makes a new group, whose comCdId is its comCd. */
export const ZAdmCodeCreate = z.object({ ...codeFields, upComCdId: z.preprocess((v) => (v === '' ? null : v), ZComCdId.nullable().optional()) });
export type TAdmCodeCreate = z.infer<typeof ZAdmCodeCreate>;

/** POST /icec/api/manageCode/changeSortSeq: the parent (none: the groups) and all its children in their new order. */
export const ZCodeSortSave = z.object({
  upComCdId: ZComCdId.nullable().optional(),
  comCdIds: z.array(ZComCdId).min(1, VALIDATION_MESSAGES.required()).max(1000),
});
export type TCodeSortSave = z.infer<typeof ZCodeSortSave>;

/** GET /api/manageCode/reflectStatus: the version users see and whether edits wait for 'reflect'. */
export const ZCodeReflectStatus = z.object({
  rflctVer: z.number().int().describe('0 before the first reflect'),
  rflctAt: z.string().nullable().describe('ISO time'),
  rflctBy: z.string().nullable(),
  pendingYn: ZYn.describe("'Y': the codes differ from what users see"),
});
export type TCodeReflectStatus = z.infer<typeof ZCodeReflectStatus>;

/** GET /icec/api/manageCode/resetCodeList: the reflect (spec §4), answered with the new status. */
export const ZCodeReflectResponse = ZCodeReflectStatus.extend({ result: z.literal('SUCCESS') });
export type TCodeReflectResponse = z.infer<typeof ZCodeReflectResponse>;
