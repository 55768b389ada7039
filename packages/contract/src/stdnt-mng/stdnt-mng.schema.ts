import { z } from 'zod';
import { zPageOf, zSearchWrd, emptyAsUndefined } from '../common/adm-query.js';
import { ZId } from '../common/fields.js';
import { ZPageQuery } from '../common/paging.schema.js';
import { ZGuardianFields } from '../join/join.schema.js';

/** The columns of the bulk-registration sheet, found by their Korean header (row 1). */
export const STDNT_EBLC_COLUMNS = [
  { key: 'userNm', header: '이름', example: '홍길동' },
  { key: 'stdntNo', header: '번호', example: '1' },
  { key: 'brdt', header: '생년월일', example: '2013-05-20' },
] as const;
export type TStdntEblcKey = (typeof STDNT_EBLC_COLUMNS)[number]['key'];

/** The credentials sheet's header (the register answer, .xlsx). */
export const STDNT_EBLC_CREDENTIAL_HEADERS = ['이름', '번호', '아이디', '임시 비밀번호'] as const;

export const STDNT_EBLC_LIMITS = { maxBytes: 1024 * 1024, maxRows: 60 } as const;

/** The media types of an upload (the file is the request body, as in the school import). */
export const STDNT_EBLC_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
} as const;

export const ZStdntEblcParams = z.object({ clsId: ZId });
export type TStdntEblcParams = z.infer<typeof ZStdntEblcParams>;

/** The upload itself: raw .xlsx or CSV bytes, typed by the Content-Type header (415 otherwise). */
export const ZStdntEblcFile = z.custom<Blob | Uint8Array>();

export const ZStdntEblcRow = z.object({
  rowNo: z.number().int().describe('the row of the sheet (the header is row 1)'),
  userNm: z.string(),
  stdntNo: z.number().int().nullable(),
  brdt: z.string(),
});
export type TStdntEblcRow = z.infer<typeof ZStdntEblcRow>;

export const ZStdntEblcRowError = z.object({
  rowNo: z.number().int(),
  field: z.enum(['userNm', 'stdntNo', 'brdt', 'file']),
  message: z.string(),
});
export type TStdntEblcRowError = z.infer<typeof ZStdntEblcRowError>;

/** The check's answer: every data row as read, and every problem (empty: the sheet can be registered). */
export const ZStdntEblcCheckResponse = z.object({
  rows: z.array(ZStdntEblcRow),
  errors: z.array(ZStdntEblcRowError),
});
export type TStdntEblcCheckResponse = z.infer<typeof ZStdntEblcCheckResponse>;

/** The register's 400 when any row fails: nothing was written. */
export const ZStdntEblcError = z.object({
  code: z.literal('STDNT_EBLC_INVALID'),
  message: z.string(),
  data: z.object({ errors: z.array(ZStdntEblcRowError) }),
});
export type TStdntEblcError = z.infer<typeof ZStdntEblcError>;

// ---------- /mbrMng ----------

export const ZMbrMngClass = z.object({
  clsId: z.number().int(),
  schlYr: z.number().int(),
  grd: z.number().int(),
  clsNo: z.number().int(),
  hmrmTchrNm: z.string().nullable(),
  stdntCnt: z.number().int().describe('approved students'),
});
export type TMbrMngClass = z.infer<typeof ZMbrMngClass>;
export const ZMbrMngClassesResponse = z.object({
  schlCd: z.string(),
  schlNm: z.string(),
  schlYr: z.number().int(),
  crrTchrYn: z.enum(['Y', 'N']),
  list: z.array(ZMbrMngClass),
});
export type TMbrMngClassesResponse = z.infer<typeof ZMbrMngClassesResponse>;

export const ZMbrMngListQuery = z.object({
  userNm: zSearchWrd(20),
  clsId: emptyAsUndefined(ZId),
  ...ZPageQuery.shape,
});
export type TMbrMngListQuery = z.infer<typeof ZMbrMngListQuery>;

/** A row: the name in full (the student's own teacher), phone and e-mail masked. */
export const ZMbrMngListItem = z.object({
  userId: z.string(),
  userNm: z.string(),
  grd: z.number().int().nullable(),
  clsNo: z.number().int().nullable().describe("this school year's class; null: none yet"),
  stdntNo: z.number().int().nullable(),
  clsSttsCd: z.enum(['PNDG', 'APRV']).nullable(),
  userSttsCd: z.string(),
  eblcRegYn: z.enum(['Y', 'N']),
  pswdChgNeededYn: z.enum(['Y', 'N']).describe('Y: must set a new password at the next login'),
  mblTelno: z.string().nullable().describe('masked'),
  email: z.string().nullable().describe('masked'),
  lastLoginAt: z.string().nullable(),
});
export type TMbrMngListItem = z.infer<typeof ZMbrMngListItem>;
export const ZMbrMngListResponse = zPageOf(ZMbrMngListItem);
export type TMbrMngListResponse = z.infer<typeof ZMbrMngListResponse>;

export const ZMbrMngParams = z.object({ userId: z.string().min(1).max(50) });

/** The detail: contact data in full (the view is logged, SECURITY 17). */
export const ZMbrMngDetail = ZMbrMngListItem.extend({
  brdt: z.string().nullable(),
  mblTelno: z.string().nullable(),
  email: z.string().nullable(),
  schlNm: z.string().nullable(),
  joinAt: z.string(),
  lockedUntil: z.string().nullable(),
  grdnCnstYn: z.enum(['Y', 'N']).describe('a verified guardian consent is on file'),
});
export type TMbrMngDetail = z.infer<typeof ZMbrMngDetail>;

export const ZMbrMngActionResponse = z.object({ userId: z.string(), userSttsCd: z.string() });
export type TMbrMngActionResponse = z.infer<typeof ZMbrMngActionResponse>;

/** The reset's answer: the temporary password, shown once (nothing stores it in clear). */
export const ZMbrMngResetResponse = z.object({ userId: z.string(), tmpPswd: z.string() });
export type TMbrMngResetResponse = z.infer<typeof ZMbrMngResetResponse>;

/** The login step GRDN_CNST: the join's guardian fields (a GUARDIAN verification of this browser, the relation, the agreement). */
export const ZGrdnCnstRequest = ZGuardianFields;
export type TGrdnCnstRequest = z.infer<typeof ZGrdnCnstRequest>;
