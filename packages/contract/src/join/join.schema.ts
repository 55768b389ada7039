import { z } from 'zod';
import { isKnownPagePath } from '../common/routes.js';
import { VALIDATION_MESSAGES, zField } from '../common/validation.js';
import { ZYn } from '../common/yn.js';
import { ADM_JOIN_MBR_TYPES, JOIN_MBR_TYPES } from '../member/member.codes.js';
import { PASSWORD_MAX_LENGTH } from '../member/password-policy.js';
import { isNeisSchlCd, SCHOOL_MESSAGES } from '../school/school.schema.js';

/** Korean texts of identity verification (spec §2 nice, niceCallback). */
export const IDNTF_MESSAGES = {
  notFound: '본인인증 정보를 찾을 수 없습니다. 본인인증을 다시 진행해 주세요.',
  expired: '본인인증 유효시간이 지났습니다. 본인인증을 다시 진행해 주세요.',
  used: '이미 사용된 본인인증입니다. 본인인증을 다시 진행해 주세요.',
  notVerified: '본인인증이 완료되지 않았습니다. 본인인증을 진행해 주세요.',
  wrongPurpose: '다른 용도로 진행한 본인인증입니다. 본인인증을 다시 진행해 주세요.',
  invalidResult: '본인인증 결과를 확인할 수 없습니다. 본인인증을 다시 진행해 주세요.',
  providerFailed: '본인인증 기관과 통신하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  returnPath: '올바르지 않은 이동 경로입니다.',
} as const;

/** Korean texts of the join screens and their server answers (spec §2 member join). */
export const JOIN_MESSAGES = {
  userIdRule: '아이디는 영문 소문자로 시작하는 4~20자의 영문 소문자, 숫자, 밑줄(_)로 입력해 주세요.',
  userIdTaken: '이미 사용 중인 아이디입니다.',
  userIdReserved: '사용할 수 없는 아이디입니다.',
  alreadyMember: '이미 가입된 회원입니다. 아이디 찾기를 이용해 주세요.',
  alreadyLoggedIn: '이미 로그인되어 있습니다.',
  mbrType: '회원 유형을 선택해 주세요.',
  termsRequired: '필수 약관에 모두 동의해 주세요.',
  termsChanged: '약관이 변경되었습니다. 화면을 새로 고친 뒤 다시 동의해 주세요.',
  guardianRequired: '만 14세 미만은 법정대리인의 본인인증과 동의가 필요합니다.',
  guardianNotAdult: '법정대리인은 만 19세 이상이어야 합니다.',
  guardianSelf: '가입자 본인은 법정대리인이 될 수 없습니다.',
  guardianRelation: '가입자와의 관계를 선택해 주세요.',
  guardianAgree: '법정대리인 동의에 체크해 주세요.',
  socialPendingMissing: '연결할 소셜 계정 정보가 없거나 만료되었습니다. 소셜 로그인을 다시 진행해 주세요.',
  majuonPendingMissing: '마주온 연계 정보가 없거나 만료되었습니다. 마주온 로그인을 다시 진행해 주세요.',
  admChild: '만 14세 미만은 관리자 회원으로 가입할 수 없습니다.',
  email: '올바른 이메일 형식이 아닙니다.',
  mblTelno: '휴대전화번호 형식이 올바르지 않습니다.',
  zip: '우편번호는 숫자 5자리입니다.',
  brdt: '생년월일을 YYYY-MM-DD 형식으로 정확히 입력해 주세요.',
} as const;

// ---- identity verification -------------------------------------------------------------

/** JOIN and GUARDIAN: join; FIND_ID, FIND_PSWD: account recovery; DORMANT: waking a dormant account. */
export const IDNTF_PURPOSES = ['JOIN', 'GUARDIAN', 'FIND_ID', 'FIND_PSWD', 'DORMANT'] as const;
export const ZIdntfPurpose = z.enum(IDNTF_PURPOSES);
export type TIdntfPurpose = z.infer<typeof ZIdntfPurpose>;

/**
 * SECURITY 5: where the browser goes after verification is a page of our own route table, a plain
 * path without query, scheme or host ('//evil', '/\evil', 'https://evil' never match).
 */
export function isSafeReturnPath(value: string): boolean {
  return /^\/[A-Za-z0-9_/-]*$/.test(value) && !value.startsWith('//') && isKnownPagePath(value);
}
export const ZReturnPath = z.string().max(200).refine(isSafeReturnPath, IDNTF_MESSAGES.returnPath);

export const ZIdntfStartRequest = z.object({ purposeCd: ZIdntfPurpose, returnPath: ZReturnPath });
export type TIdntfStartRequest = z.infer<typeof ZIdntfStartRequest>;

export const ZIdntfStartResponse = z.object({
  vrfcId: z.string(),
  redirectUrl: z.string().describe('where the browser goes next (the provider window)'),
  form: z
    .object({ action: z.string(), fields: z.record(z.string(), z.string()) })
    .optional()
    .describe('a provider opened by a form post (NICE): the browser posts these fields to action'),
});
export type TIdntfStartResponse = z.infer<typeof ZIdntfStartResponse>;

/** What the provider handed to /mbrJoin/niceCallback, posted back as it came (local or NICE names). */
export const ZIdntfCallbackRequest = z.object({
  vrfcId: z.string().max(64).optional(),
  result: z.string().max(2000).optional(),
  sig: z.string().max(200).optional(),
  token_version_id: z.string().max(200).optional(),
  enc_data: z.string().max(8000).optional(),
  integrity_value: z.string().max(200).optional(),
});
export type TIdntfCallbackRequest = z.infer<typeof ZIdntfCallbackRequest>;

export const ZIdntfResult = z.object({
  vrfcId: z.string(),
  purposeCd: ZIdntfPurpose,
  userNm: z.string(),
  brdt: z.string().describe('YYYY-MM-DD'),
});
export type TIdntfResult = z.infer<typeof ZIdntfResult>;

export const ZIdntfCallbackResponse = ZIdntfResult.extend({ returnPath: z.string() });
export type TIdntfCallbackResponse = z.infer<typeof ZIdntfCallbackResponse>;

export const ZIdntfResultRequest = z.object({ vrfcId: z.string().min(1).max(64) });

/** The local provider's window (development and tests only): the request it shows. */
export const ZIdntfLocalWindowQuery = z.object({ vrfcId: z.string().max(64).default('') });

// ---- join ------------------------------------------------------------------------------

export const USER_ID_PATTERN = /^[a-z][a-z0-9_]{3,19}$/;
/** Ids that could pass for the site's own voice are never handed out. */
export const RESERVED_USER_IDS = [
  'admin',
  'administrator',
  'root',
  'system',
  'sysadmin',
  'manager',
  'master',
  'operator',
  'webmaster',
  'support',
  'help',
  'guest',
  'test',
  'null',
  'undefined',
  'anonymous',
  'icec',
  'api',
  'portal',
] as const;
export const isReservedUserId = (userId: string): boolean => (RESERVED_USER_IDS as readonly string[]).includes(userId) || userId.startsWith('admin');

export const ZUserId = z.string({ error: JOIN_MESSAGES.userIdRule }).trim().toLowerCase().regex(USER_ID_PATTERN, JOIN_MESSAGES.userIdRule);

export const ZCheckIdRequest = z.object({ userId: ZUserId });
export const ZCheckIdResponse = z.object({ usableYn: ZYn });

export const TRMS_TARGETS = ['SVC', 'MAJUON'] as const;
export const ZTrmsQuery = z.object({ trgtCd: z.enum(TRMS_TARGETS).default('SVC') });
export const ZTrmsItem = z.object({
  trmsCd: z.string(),
  trmsVer: z.number().int(),
  trmsNm: z.string(),
  cn: z.string().describe('the full text, shown as text'),
  requiredYn: ZYn,
  effectiveDate: z.string(),
});
export type TTrmsItem = z.infer<typeof ZTrmsItem>;
export const ZTrmsListResponse = z.object({ trmsList: z.array(ZTrmsItem) });
export type TTrmsListResponse = z.infer<typeof ZTrmsListResponse>;

export const ZAgreement = z.object({ trmsCd: z.string().min(1).max(30), trmsVer: z.number().int().min(1), agreYn: ZYn });
export type TAgreement = z.infer<typeof ZAgreement>;

/** A legal guardian giving consent for a child must be an adult (Civil Act: 19 full years). */
export const ADULT_AGE = 19;

/** Relation of the legal guardian to a child under 14 (SECURITY 16). */
export const GUARDIAN_RELATIONS = { FATHER: '부', MOTHER: '모', GUARDIAN: '후견인' } as const;
export type TGuardianRelationCd = keyof typeof GUARDIAN_RELATIONS;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MBL_TELNO_PATTERN = /^01[016789]-?\d{3,4}-?\d{4}$/;

/** One stored form of a mobile number: 01012345678 and 010-1234-5678 both become 010-1234-5678. */
export const normalizeMblTelno = (value: string): string => value.replace(/-/g, '').replace(/^(\d{3})(\d{3,4})(\d{4})$/, '$1-$2-$3');

const optionalPattern = (re: RegExp, message: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, VALIDATION_MESSAGES.max(max))
    .refine((v) => v === '' || re.test(v), message)
    .optional();

const isCalendarDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value && value >= '1900-01-01';
};
export const ZBrdt = z.string({ error: JOIN_MESSAGES.brdt }).trim().refine(isCalendarDate, JOIN_MESSAGES.brdt);

const pswdField = z
  .string({ error: VALIDATION_MESSAGES.required() })
  .min(1, VALIDATION_MESSAGES.required())
  .max(PASSWORD_MAX_LENGTH, VALIDATION_MESSAGES.max(PASSWORD_MAX_LENGTH));

/** Fields every join form shares; the password rule itself is checked with checkPasswordPolicy. */
export const ZJoinAccountFields = z.object({
  userId: ZUserId,
  pswd: pswdField,
  pswdCnfm: pswdField,
  email: optionalPattern(EMAIL, JOIN_MESSAGES.email, 100),
  mblTelno: optionalPattern(MBL_TELNO_PATTERN, JOIN_MESSAGES.mblTelno, 13),
});

export const ZJoinAddressFields = z.object({
  zip: optionalPattern(/^\d{5}$/, JOIN_MESSAGES.zip, 5),
  addr: zField({ max: 200 }),
  addrDtl: zField({ max: 200 }),
});

/**
 * spec §3: students pick their school from the school list (its NEIS code: the server takes the
 * name and type from the list, never from the client), then give grade and class.
 */
export const ZJoinSchoolFields = z.object({
  schlCd: z
    .string({ error: SCHOOL_MESSAGES.schlRequired })
    .trim()
    .refine((v) => v === '' || isNeisSchlCd(v), SCHOOL_MESSAGES.schlRequired)
    .optional()
    .describe('the NEIS school code of the school picked from GET /icec/api/schl/search'),
  grd: zField({ num: true, min_value: 1, max_value: 6 }),
  clsNm: zField({ max: 20 }),
});

/** SECURITY 16: a child under 14 joins with a verified legal guardian's consent. */
export const ZGuardianFields = z.object({
  guardianVrfcId: z.string().max(64).optional(),
  guardianRelationCd: z.enum(Object.keys(GUARDIAN_RELATIONS) as [TGuardianRelationCd, ...TGuardianRelationCd[]]).optional(),
  guardianAgreYn: ZYn.optional(),
});

const ZAgreements = z.array(ZAgreement).max(20);
const isJoinType = (code: string) => JOIN_MBR_TYPES.some((t) => t.mbrTypeAuthrt === code);
const ZJoinMbrType = z.string({ error: JOIN_MESSAGES.mbrType }).refine(isJoinType, JOIN_MESSAGES.mbrType);

/**
 * POST /icec/api/mbrJoin/join. Name, birth date and the person's identity come from the JOIN
 * verification (vrfcId), the user type from mbrTypeAuthrt: never from the client (SECURITY 15).
 */
export const ZMbrJoinRequest = z.object({
  mbrTypeAuthrt: ZJoinMbrType,
  ...ZJoinAccountFields.shape,
  ...ZJoinAddressFields.shape,
  ...ZJoinSchoolFields.shape,
  agreements: ZAgreements,
  vrfcId: z.string({ error: IDNTF_MESSAGES.notVerified }).min(1, IDNTF_MESSAGES.notVerified).max(64),
  ...ZGuardianFields.shape,
  socialYn: ZYn.optional().describe('Y: link the social identity waiting in this browser'),
});
export type TMbrJoinRequest = z.infer<typeof ZMbrJoinRequest>;

/** POST /icec/api/mbrJoin/majuonJoin: the partner path, no verification; the birth date is entered. */
export const ZMajuonJoinRequest = z.object({
  mbrTypeAuthrt: ZJoinMbrType,
  ...ZJoinAccountFields.shape,
  userNm: zField({ max: 50 }).describe('used only when the partner gave no name'),
  brdt: ZBrdt,
  ...ZJoinAddressFields.shape,
  ...ZJoinSchoolFields.shape,
  agreements: ZAgreements,
  ...ZGuardianFields.shape,
});
export type TMajuonJoinRequest = z.infer<typeof ZMajuonJoinRequest>;

const isAdmJoinType = (code: string) => (ADM_JOIN_MBR_TYPES as readonly string[]).includes(code);

/** POST /icec/api/mbrJoin/admJoin: staff and institution managers, active after approval. */
export const ZAdmJoinRequest = z.object({
  mbrTypeAuthrt: z.string({ error: JOIN_MESSAGES.mbrType }).refine(isAdmJoinType, JOIN_MESSAGES.mbrType),
  ...ZJoinAccountFields.shape,
  instNm: z.string({ error: VALIDATION_MESSAGES.required() }).trim().min(1, VALIDATION_MESSAGES.required()).max(100, VALIDATION_MESSAGES.max(100)),
  agreements: ZAgreements,
  vrfcId: z.string({ error: IDNTF_MESSAGES.notVerified }).min(1, IDNTF_MESSAGES.notVerified).max(64),
});
export type TAdmJoinRequest = z.infer<typeof ZAdmJoinRequest>;

export const ZJoinResponse = z.object({ userId: z.string() });
export type TJoinResponse = z.infer<typeof ZJoinResponse>;
