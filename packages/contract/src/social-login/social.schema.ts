import { z } from 'zod';
import { ZLoginStep, ZLoginUserInfo } from '../auth/login.schema.js';
import { LOGIN_PROVIDERS, type TLoginProvider } from '../member/member.codes.js';

/** Korean texts of the social and partner login (spec §2 login callbacks). */
export const SOCIAL_MESSAGES = {
  unknownProvider: '지원하지 않는 로그인 방식입니다.',
  unavailable: '현재 이용할 수 없는 로그인 방식입니다.',
  stateInvalid: '로그인 요청이 만료되었거나 올바르지 않습니다. 처음부터 다시 시도해 주세요.',
  cancelled: '로그인이 취소되었습니다.',
  failed: '로그인 정보를 확인하지 못했습니다. 다시 시도해 주세요.',
  unreachable: '로그인 서비스와 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  noPending: '진행 중인 간편 로그인 정보가 없습니다. 다시 로그인해 주세요.',
} as const;

export const ZSocialProvider = z.enum(LOGIN_PROVIDERS, { error: SOCIAL_MESSAGES.unknownProvider });

export const ZSocialProviderParams = z.object({ provider: ZSocialProvider });

export const ZSocialAuthorizeQuery = z.object({
  redirectUrl: z.string().max(2000).optional().describe('where to go after login; kept only when a same-origin relative path (SECURITY 5)'),
});

/** What the callback page forwards from the provider's return (code or error) with the state. */
export const ZSocialCallbackRequest = z
  .object({
    code: z.string().min(1).max(2000).optional(),
    state: z.string({ error: SOCIAL_MESSAGES.stateInvalid }).min(1, SOCIAL_MESSAGES.stateInvalid).max(200),
    error: z.string().max(200).optional().describe("the provider's error code, e.g. access_denied"),
  })
  .refine((v) => v.code !== undefined || v.error !== undefined, { message: SOCIAL_MESSAGES.failed, path: ['code'] });
export type TSocialCallbackRequest = z.infer<typeof ZSocialCallbackRequest>;

/** The login steps plus JOIN: an identity with no account continues into join (issue 3). */
export const ZSocialLoginStep = z.enum([...ZLoginStep.options, 'JOIN']);
export type TSocialLoginStep = z.infer<typeof ZSocialLoginStep>;

export const ZSocialCallbackResponse = z.object({
  step: ZSocialLoginStep,
  loginUserInfo: ZLoginUserInfo.nullable().describe('null until step is DONE'),
  redirectUrl: z.string().describe('DONE: the page to return to; JOIN: the join page'),
});
export type TSocialCallbackResponse = z.infer<typeof ZSocialCallbackResponse>;

/** The provider identity waiting to join in this browser (read by the join pages). */
export const ZSocialPendingResponse = z.object({
  providerCd: ZSocialProvider,
  userNm: z.string().nullable(),
});
export type TSocialPendingResponse = z.infer<typeof ZSocialPendingResponse>;

/** The providers this portal is configured for; the login page shows a button for each. */
export const ZSocialProvidersResponse = z.object({ providers: z.array(ZSocialProvider) });
export type TSocialProvidersResponse = z.infer<typeof ZSocialProvidersResponse>;

/** The join page a first social login continues to; the partner site has its own terms. */
export const socialJoinPath = (provider: TLoginProvider): string => (provider === 'majuon' ? '/mbrJoin/joinMajuon' : '/mbrJoin/join?social=Y');
