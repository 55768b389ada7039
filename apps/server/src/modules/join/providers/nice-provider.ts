import { IDNTF_MESSAGES, normalizeMblTelno } from '@portal/contract';
import type { TNiceConfig } from '../../../config/verification-env.js';
import { AppError } from '../../../plugins/app-error.js';
import type { IIdentityProvider, TVerifiedPerson } from './identity-provider.js';
import {
  decodeNiceResult,
  deriveNiceKeys,
  isNiceIntegrityValid,
  keysFromSymmetricKey,
  niceDecrypt,
  niceEncrypt,
  niceIntegrity,
  niceRequestTime,
} from './nice-crypto.js';

/**
 * The HTTP call NICE's API goes through: lib/outbound safeFetch in the app (SECURITY 6: public
 * addresses only, time-out, size cap), a stand-in in tests.
 */
export type TNiceFetch = (
  url: string,
  options: { method: 'POST'; headers: Record<string, string>; body: string },
) => Promise<{ status: number; json<T = unknown>(): Promise<T> }>;

/** NICE's standard window, opened by a form post (the CSP's form-action names this host). */
export const NICE_WINDOW_URL = 'https://nice.checkplus.co.kr/CheckPlusSafeModel/service.cb';
const TOKEN_PATH = '/digital/niceid/oauth/oauth/token';
const CRYPTO_TOKEN_PATH = '/digital/niceid/api/v1.0/common/crypto/token';

type TNiceState = { tokenVersionId: string; symmetricKey: string };

const failed = () => new AppError('IDNTF_PROVIDER', 502, IDNTF_MESSAGES.providerFailed);
const invalid = () => new AppError('IDNTF_INVALID', 400, IDNTF_MESSAGES.invalidResult);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const base64 = (value: string) => Buffer.from(value, 'utf8').toString('base64');

function parseState(providerState: string | undefined): TNiceState | undefined {
  try {
    const state = JSON.parse(providerState ?? '') as Partial<TNiceState>;
    return state.tokenVersionId && state.symmetricKey ? (state as TNiceState) : undefined;
  } catch {
    return undefined;
  }
}

/** The person in NICE's decrypted answer: name (UTF-8 form first), YYYYMMDD birth date, gender 1/0, CI. */
function toPerson(result: Record<string, unknown>): TVerifiedPerson | undefined {
  let userNm = text(result.name);
  try {
    if (text(result.utf8_name)) userNm = decodeURIComponent(text(result.utf8_name));
  } catch {
    return undefined;
  }
  const birthdate = text(result.birthdate);
  const ci = text(result.ci);
  if (!userNm || !ci || !/^\d{8}$/.test(birthdate)) return undefined;
  const gender = text(result.gender);
  const mobileno = text(result.mobileno) || text(result.mobile_no);
  return {
    userNm,
    brdt: `${birthdate.slice(0, 4)}-${birthdate.slice(4, 6)}-${birthdate.slice(6)}`,
    genderCd: gender === '1' ? 'M' : gender === '0' ? 'F' : null,
    mblTelno: mobileno ? normalizeMblTelno(mobileno) : null,
    ci,
  };
}

/**
 * NICE "본인인증 표준창" (API type): an access token by client credentials, a crypto token per
 * request, the request data encrypted with the derived key, and the answer's enc_data decrypted
 * with the same key after its integrity value is checked. HTTP goes through the injected fetch.
 */
export function createNiceProvider(config: TNiceConfig, fetchFn: TNiceFetch): IIdentityProvider {
  let accessToken: { value: string; expiresAt: number } | undefined;

  async function call(path: string, headers: Record<string, string>, body: string): Promise<Record<string, unknown>> {
    let answer: { dataHeader?: { GW_RSLT_CD?: string }; dataBody?: Record<string, unknown> } | undefined;
    try {
      const response = await fetchFn(`${config.apiBase}${path}`, { method: 'POST', headers, body });
      answer = response.status === 200 ? await response.json() : undefined;
    } catch {
      throw failed();
    }
    if (answer?.dataHeader?.GW_RSLT_CD !== '1200' || !answer.dataBody) throw failed();
    return answer.dataBody;
  }

  /** The access token lives long (NICE issues it for years); it is asked for again once it ends. */
  async function getAccessToken(): Promise<string> {
    if (accessToken && accessToken.expiresAt > Date.now()) return accessToken.value;
    const body = await call(
      TOKEN_PATH,
      { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${base64(`${config.clientId}:${config.clientSecret}`)}` },
      new URLSearchParams({ grant_type: 'client_credentials', scope: 'default' }).toString(),
    );
    const value = text(body.access_token);
    if (!value) throw failed();
    const expiresInSec = Number(body.expires_in);
    accessToken = { value, expiresAt: Date.now() + (Number.isFinite(expiresInSec) ? expiresInSec : 3600) * 1000 - 60_000 };
    return value;
  }

  async function getCryptoToken(reqNo: string, now: Date) {
    const token = await getAccessToken();
    const reqDtim = niceRequestTime(now);
    const body = await call(
      CRYPTO_TOKEN_PATH,
      {
        'content-type': 'application/json',
        authorization: `bearer ${base64(`${token}:${Math.floor(now.getTime() / 1000)}:${config.clientId}`)}`,
        client_id: config.clientId,
        ProductID: config.productId,
      },
      JSON.stringify({ dataHeader: { CNTY_CD: 'ko' }, dataBody: { req_dtim: reqDtim, req_no: reqNo, enc_mode: '1' } }),
    );
    const [siteCode, tokenVersionId, tokenVal] = [text(body.site_code), text(body.token_version_id), text(body.token_val)];
    if (body.rsp_cd !== 'P000' || body.result_cd !== '0000' || !siteCode || !tokenVersionId || !tokenVal) throw failed();
    return { reqDtim, siteCode, tokenVersionId, tokenVal };
  }

  return {
    providerCd: 'NICE',
    async start(vrfcId) {
      const { reqDtim, siteCode, tokenVersionId, tokenVal } = await getCryptoToken(vrfcId, new Date());
      const keys = deriveNiceKeys(reqDtim, vrfcId, tokenVal);
      // methodtype get: NICE sends the browser to returnurl with its three values in the query.
      const requestData = JSON.stringify({ requestno: vrfcId, returnurl: config.returnUrl, sitecode: siteCode, methodtype: 'get', popupyn: 'N' });
      const encData = niceEncrypt(keys, requestData);
      const fields = { m: 'service', token_version_id: tokenVersionId, enc_data: encData, integrity_value: niceIntegrity(keys, encData) };
      const state: TNiceState = { tokenVersionId, symmetricKey: keys.symmetricKey };
      return { redirectUrl: NICE_WINDOW_URL, form: { action: NICE_WINDOW_URL, fields }, providerState: JSON.stringify(state) };
    },
    async finish(params, providerState) {
      const state = parseState(providerState);
      const { token_version_id: tokenVersionId } = params;
      // base64 values come back through a query string, where an unencoded '+' reads as a space
      const [encData, integrityValue] = [params.enc_data, params.integrity_value].map((v) => v?.replaceAll(' ', '+'));
      if (!state || !encData || !integrityValue || tokenVersionId !== state.tokenVersionId) throw invalid();
      const keys = keysFromSymmetricKey(state.symmetricKey);
      if (!isNiceIntegrityValid(keys, encData, integrityValue)) throw invalid();
      let plain: Buffer;
      try {
        plain = niceDecrypt(keys, encData);
      } catch {
        throw invalid();
      }
      const result = decodeNiceResult(plain);
      const person = result?.resultcode === '0000' ? toPerson(result) : undefined;
      const vrfcId = text(result?.requestno);
      if (!person || !vrfcId) throw invalid();
      return { vrfcId, person };
    },
  };
}
