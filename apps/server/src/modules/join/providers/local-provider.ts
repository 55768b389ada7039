import { createHmac, timingSafeEqual } from 'node:crypto';
import { IDNTF_MESSAGES, idntfLocalPaths, JOIN_MESSAGES, MBL_TELNO_PATTERN, normalizeMblTelno, seoulDate, splitRouteKey, ZBrdt } from '@portal/contract';
import { z } from 'zod';
import { AppError } from '../../../plugins/app-error.js';
import type { IIdentityProvider } from './identity-provider.js';

export const LOCAL_AUTHORIZE_PATH = splitRouteKey(idntfLocalPaths.authorize).path;
export const LOCAL_SUBMIT_PATH = splitRouteKey(idntfLocalPaths.submit).path;
/** The page every provider sends the browser back to (spec §2 niceCallback). */
export const CALLBACK_PAGE_PATH = '/mbrJoin/niceCallback';
/** The signed result travels in a URL; it is good for a few minutes only. */
const RESULT_TTL_SEC = 5 * 60;

export const ZVrfcId = z.string().regex(/^[0-9a-f]{30}$/);

/** What the tester types into the local window (spec §2 nice, development and tests only). */
export const ZLocalPerson = z.object({
  vrfcId: ZVrfcId,
  userNm: z
    .string()
    .trim()
    .min(2, '이름을 2자 이상 입력해 주세요.')
    .max(20, '이름은 20자 이하로 입력해 주세요.')
    .regex(/^[가-힣A-Za-z ]+$/, '이름은 한글 또는 영문으로 입력해 주세요.'),
  brdt: ZBrdt.refine((value) => value <= seoulDate(), JOIN_MESSAGES.brdt),
  genderCd: z.enum(['M', 'F'], { error: '성별을 선택해 주세요.' }),
  mblTelno: z.string().trim().regex(MBL_TELNO_PATTERN, JOIN_MESSAGES.mblTelno).transform(normalizeMblTelno),
});
export type TLocalPerson = z.infer<typeof ZLocalPerson>;

const ZSignedResult = ZLocalPerson.extend({ exp: z.number().int() });

const mac = (secret: string, label: string, data: string) => createHmac('sha256', secret).update(`${label}:${data}`).digest('base64url');

/** The local window's answer: the typed person and an expiry, signed with the server secret. */
export function signLocalResult(secret: string, person: TLocalPerson, now = Date.now()) {
  const result = Buffer.from(JSON.stringify({ ...person, exp: Math.floor(now / 1000) + RESULT_TTL_SEC })).toString('base64url');
  return { vrfcId: person.vrfcId, result, sig: mac(secret, 'idntf-local-result', result) };
}

const invalid = () => new AppError('IDNTF_INVALID', 400, IDNTF_MESSAGES.invalidResult);

function parseSigned(result: string) {
  try {
    return ZSignedResult.safeParse(JSON.parse(Buffer.from(result, 'base64url').toString('utf8')));
  } catch {
    return undefined;
  }
}

/**
 * The built-in provider for development and tests (refused in production by the configuration):
 * a form on our own server stands in for NICE's window. Its CI is a keyed hash of name, birth
 * date and mobile number, so the same person always gets the same CI.
 */
export function createLocalProvider(secret: string): IIdentityProvider {
  return {
    providerCd: 'LOCAL',
    async start(vrfcId) {
      return { redirectUrl: `${LOCAL_AUTHORIZE_PATH}?vrfcId=${encodeURIComponent(vrfcId)}` };
    },
    async finish({ vrfcId, result, sig }) {
      if (!vrfcId || !result || !sig) throw invalid();
      const expected = Buffer.from(mac(secret, 'idntf-local-result', result));
      const given = Buffer.from(sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
      const signed = parseSigned(result);
      if (!signed?.success || signed.data.vrfcId !== vrfcId) throw invalid();
      if (signed.data.exp * 1000 < Date.now()) throw new AppError('IDNTF_EXPIRED', 400, IDNTF_MESSAGES.expired);
      const { userNm, brdt, genderCd, mblTelno } = signed.data;
      const ci = mac(secret, 'idntf-local-ci', `${userNm}|${brdt}|${mblTelno}`);
      return { vrfcId, person: { userNm, brdt, genderCd, mblTelno, ci } };
    },
  };
}
