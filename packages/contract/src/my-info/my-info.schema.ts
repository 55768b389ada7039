import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../common/validation.js';
import { ZYn } from '../common/yn.js';
import { ZAgreement, ZJoinAccountFields, ZJoinAddressFields, ZJoinSchoolFields, ZTrmsItem } from '../join/join.schema.js';
import { LOGIN_MESSAGES } from '../auth/login.messages.js';
import { LOGIN_PROVIDERS } from '../member/member.codes.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES } from '../member/password-policy.js';

/**
 * Account self-service (spec §2 /login/findId, /login/findPswd, /login/trmsReAgre, the password
 * change popup, /myPage/myInfo): requests, answers and their Korean messages.
 */
export const MY_INFO_MESSAGES = {
  verifyFirst: '본인인증을 먼저 진행해 주세요.',
  findIdNone: '일치하는 회원 정보가 없습니다.',
  findPswdMismatch: '입력하신 아이디와 본인인증 정보가 일치하는 회원이 없습니다.',
  resetTokenInvalid: '비밀번호 재설정 가능 시간이 지났거나 이미 사용되었습니다. 본인인증부터 다시 진행해 주세요.',
  trmsRequired: '변경된 필수 약관에 모두 동의해 주세요.',
  trmsFirstRequired: '필수 약관에 모두 동의해 주세요.',
  enterCurPswd: '현재 비밀번호를 입력해 주세요.',
  curPswdMismatch: '현재 비밀번호가 일치하지 않습니다.',
  sameAsCurrent: '현재 비밀번호와 다른 비밀번호를 입력해 주세요.',
  retry: '처리 중 정보가 바뀌었습니다. 다시 시도해 주세요.',
  pswdCheckRequired: '개인정보를 보호하기 위해 비밀번호를 다시 확인해 주세요.',
  noPswd: '비밀번호가 없는 계정(소셜 로그인 전용)입니다. 로그인 화면의 비밀번호 찾기에서 본인인증을 한 뒤 비밀번호를 만들고 다시 시도해 주세요.',
  tchrSchlByApproval: '교사의 소속 학교는 내 정보에서 바꿀 수 없습니다. 학교 정보 메뉴에서 신청하고 승인받습니다.',
} as const;

/** How long a password check lets the member edit personal data or withdraw (issue 14). */
export const PSWD_CHECK_VALID_SEC = 10 * 60;

const ZVrfcId = z.string({ error: MY_INFO_MESSAGES.verifyFirst }).trim().min(1, MY_INFO_MESSAGES.verifyFirst).max(100);
const ZUserIdInput = z.string({ error: LOGIN_MESSAGES.enterId }).trim().min(1, LOGIN_MESSAGES.enterId).max(50);

/** The new password twice; the rule itself (SECURITY 10) needs the id and birth date, so the server checks it. */
const ZNewPswd = z.string({ error: VALIDATION_MESSAGES.required() }).min(1, VALIDATION_MESSAGES.required()).max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong);
const newPswdShape = { newPswd: ZNewPswd, newPswdCnfm: ZNewPswd };
const sameNewPswd = (v: { newPswd: string; newPswdCnfm: string }) => v.newPswd === v.newPswdCnfm;
const cnfmMismatch = { message: PASSWORD_MESSAGES.mismatch, path: ['newPswdCnfm'] };

// ── find id / find password ─────────────────────────────────────────────

export const ZFindIdRequest = z.object({ vrfcId: ZVrfcId.describe('a FIND_ID identity verification of this browser') });
export type TFindIdRequest = z.infer<typeof ZFindIdRequest>;

export const ZFindIdResponse = z.object({
  userIds: z.array(z.string()).describe('the login ids of the verified person, masked (maskUserId)'),
  message: z.string().optional().describe('set when none: the client shows it in a dialog (spec §7)'),
});
export type TFindIdResponse = z.infer<typeof ZFindIdResponse>;

export const ZFindPswdVerifyRequest = z.object({ userId: ZUserIdInput, vrfcId: ZVrfcId.describe('a FIND_PSWD identity verification of this browser') });
export type TFindPswdVerifyRequest = z.infer<typeof ZFindPswdVerifyRequest>;

export const ZFindPswdVerifyResponse = z.object({
  resetToken: z.string().describe('single use; valid until expiresAt'),
  expiresAt: z.string().describe('ISO time'),
});
export type TFindPswdVerifyResponse = z.infer<typeof ZFindPswdVerifyResponse>;

export const ZFindPswdResetRequest = z
  .object({ resetToken: z.string({ error: MY_INFO_MESSAGES.resetTokenInvalid }).min(1, MY_INFO_MESSAGES.resetTokenInvalid).max(100), ...newPswdShape })
  .refine(sameNewPswd, cnfmMismatch);
export type TFindPswdResetRequest = z.infer<typeof ZFindPswdResetRequest>;

// ── terms re-agreement and password change (login steps TRMS_REAGRE, PSWD_CHG) ─────────

export const ZTrmsReAgreItem = ZTrmsItem.pick({ trmsCd: true, trmsVer: true, trmsNm: true, cn: true }).extend({
  firstYn: ZYn.describe('Y: the member never agreed to any version of this terms (a first agreement, not a changed one)'),
});
export type TTrmsReAgreItem = z.infer<typeof ZTrmsReAgreItem>;

export const ZTrmsReAgreListResponse = z.object({ trmsList: z.array(ZTrmsReAgreItem).describe('changed required terms not yet agreed to') });
export type TTrmsReAgreListResponse = z.infer<typeof ZTrmsReAgreListResponse>;

export const ZTrmsReAgreRequest = z.object({ agreements: z.array(ZAgreement).max(20) });
export type TTrmsReAgreRequest = z.infer<typeof ZTrmsReAgreRequest>;

export const ZPswdChgRequest = z
  .object({ curPswd: z.string({ error: MY_INFO_MESSAGES.enterCurPswd }).min(1, MY_INFO_MESSAGES.enterCurPswd).max(200), ...newPswdShape })
  .refine(sameNewPswd, cnfmMismatch);
export type TPswdChgRequest = z.infer<typeof ZPswdChgRequest>;

// ── my info (/myPage/myInfo) ─────────────────────────────────────────────

export const ZMyInfo = z.object({
  userId: z.string(),
  userNm: z.string(),
  brdt: z.string().nullable().describe('YYYY-MM-DD'),
  userTypeCd: z.string(),
  mbrTypeAuthrt: z.string(),
  mbrTypeNm: z.string().describe('the member type, in Korean'),
  email: z.string().nullable(),
  mblTelno: z.string().nullable(),
  zip: z.string().nullable(),
  addr: z.string().nullable(),
  addrDtl: z.string().nullable(),
  schlTypeCd: z.string().nullable().describe('spec §4: derived from the birth year for students when not set'),
  schlCd: z.string().nullable().describe('the NEIS school code'),
  schlNm: z.string().nullable(),
  grd: z.number().int().nullable(),
  clsNm: z.string().nullable(),
  joinAt: z.string().describe('ISO time'),
  pswdChgAt: z.string().nullable().describe('ISO time of the last password change'),
  socialProviders: z.array(z.enum(LOGIN_PROVIDERS)).describe('linked social and partner logins'),
  pswdYn: ZYn.describe('N: a social-only account, which has no password to check'),
});
export type TMyInfo = z.infer<typeof ZMyInfo>;

/**
 * The editable fields, with the join form's rules, and only them: name, birth date, member type
 * and authority are never taken from the client (SECURITY 15); unknown keys are stripped. '' clears a field.
 */
export const ZMyInfoUpdateRequest = z.object({
  email: ZJoinAccountFields.shape.email,
  mblTelno: ZJoinAccountFields.shape.mblTelno,
  ...ZJoinAddressFields.shape,
  ...ZJoinSchoolFields.shape,
});
export type TMyInfoUpdateRequest = z.infer<typeof ZMyInfoUpdateRequest>;

/**
 * POST /icec/api/myInfo/pswdCheck: the password asked again before editing personal data or
 * withdrawing; counted with the login's failures. The session may then do both for PSWD_CHECK_VALID_SEC.
 */
export const ZPswdCheckRequest = z.object({ pswd: z.string({ error: LOGIN_MESSAGES.enterPswd }).min(1, LOGIN_MESSAGES.enterPswd).max(200) });
export type TPswdCheckRequest = z.infer<typeof ZPswdCheckRequest>;

export const ZPswdCheckResponse = z.object({ validUntil: z.string().describe('ISO time until which the check counts') });
export type TPswdCheckResponse = z.infer<typeof ZPswdCheckResponse>;
