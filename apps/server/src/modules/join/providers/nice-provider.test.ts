import { IDNTF_MESSAGES } from '@portal/contract';
import { describe, expect, test } from 'vitest';
import type { TNiceConfig } from '../../../config/verification-env.js';
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
import { createNiceProvider, NICE_WINDOW_URL } from './nice-provider.js';

describe('NICE cryptography', () => {
  test('the key, iv and hmac key are slices of base64(sha256(req_dtim + req_no + token_val))', () => {
    const keys = deriveNiceKeys('20260101120000', ' REQ0123456789 ', 'TOKENVALUE ');
    expect(keys.symmetricKey).toBe('Ob0IxFnCop7CnBVjvDv9319ZtpI/mUrrVcCJVlG6PyY=');
    expect(keys.key.toString()).toBe('Ob0IxFnCop7CnBVj');
    expect(keys.iv.toString()).toBe('mUrrVcCJVlG6PyY=');
    expect(keys.hmacKey.toString()).toBe('Ob0IxFnCop7CnBVjvDv9319ZtpI/mUrr');
  });

  test('encrypt and decrypt round-trip; the integrity value catches any change', () => {
    const keys = deriveNiceKeys('20260101120000', 'REQ1', 'TOKEN');
    const plain = JSON.stringify({ requestno: 'REQ1', returnurl: 'https://portal.example/mbrJoin/niceCallback' });
    const enc = niceEncrypt(keys, plain);
    expect(niceDecrypt(keys, enc).toString('utf8')).toBe(plain);
    const integrity = niceIntegrity(keys, enc);
    expect(isNiceIntegrityValid(keys, enc, integrity)).toBe(true);
    expect(isNiceIntegrityValid(keys, `${enc.slice(0, -4)}AAA=`, integrity)).toBe(false);
    expect(isNiceIntegrityValid(keysFromSymmetricKey(deriveNiceKeys('20260101120001', 'REQ1', 'TOKEN').symmetricKey), enc, integrity)).toBe(false);
  });

  test('the answer is read as EUC-KR; the request time is Korean time', () => {
    const euckr = Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xb1, 0xe8]), Buffer.from('"}')]);
    expect(decodeNiceResult(euckr)).toEqual({ name: '김' });
    expect(decodeNiceResult(Buffer.from('not json'))).toBeUndefined();
    expect(niceRequestTime(new Date('2026-03-01T15:30:05Z'))).toBe('20260302003005');
  });
});

const CONFIG: TNiceConfig = {
  clientId: 'client-id',
  clientSecret: 'client-secret',
  productId: '2101979031',
  apiBase: 'https://svc.niceapi.co.kr:22001',
  returnUrl: 'https://portal.example/mbrJoin/niceCallback',
};
const VRFC_ID = '0123456789abcdef0123456789abcd';
const reply = (status: number, body: object) => ({ status, json: async <T>() => body as T });
const ok = (dataBody: object) => reply(200, { dataHeader: { GW_RSLT_CD: '1200' }, dataBody });
type TCall = { url: string; init: { headers: Record<string, string>; body: string } };

/** A stand-in for NICE's API: access token, then crypto tokens. */
function fakeNice() {
  const calls: TCall[] = [];
  const fetchFn = async (url: string, init: TCall['init']) => {
    calls.push({ url, init });
    if (url.endsWith('/oauth/token')) return ok({ access_token: 'ACCESS', token_type: 'bearer', expires_in: 1_576_800_000 });
    return ok({ rsp_cd: 'P000', result_cd: '0000', site_code: 'SITE01', token_version_id: 'TV-1', token_val: 'CRYPTO-TOKEN-VALUE' });
  };
  return { calls, fetchFn };
}

/** What NICE sends back after a verification: the result JSON, EUC-KR, encrypted with the same key. */
function niceAnswer(symmetricKey: string, result: Record<string, string>) {
  const keys = keysFromSymmetricKey(symmetricKey);
  const enc = niceEncrypt(keys, Buffer.from(JSON.stringify(result), 'latin1'));
  return { token_version_id: 'TV-1', enc_data: enc, integrity_value: niceIntegrity(keys, enc) };
}

describe('NICE provider', () => {
  test('start asks for the tokens and returns the form that opens the standard window', async () => {
    const { calls, fetchFn } = fakeNice();
    const provider = createNiceProvider(CONFIG, fetchFn);
    const started = await provider.start(VRFC_ID);
    expect(started.redirectUrl).toBe(NICE_WINDOW_URL);
    expect(started.form?.action).toBe(NICE_WINDOW_URL);
    expect(Object.keys(started.form!.fields).sort()).toEqual(['enc_data', 'integrity_value', 'm', 'token_version_id']);
    expect(calls.map((c) => c.url)).toEqual([
      'https://svc.niceapi.co.kr:22001/digital/niceid/oauth/oauth/token',
      'https://svc.niceapi.co.kr:22001/digital/niceid/api/v1.0/common/crypto/token',
    ]);
    const tokenHeaders = calls[0]!.init.headers;
    expect(tokenHeaders.authorization).toBe(`Basic ${Buffer.from('client-id:client-secret').toString('base64')}`);
    const cryptoHeaders = calls[1]!.init.headers;
    expect(Buffer.from(cryptoHeaders.authorization!.replace('bearer ', ''), 'base64').toString()).toMatch(/^ACCESS:\d+:client-id$/);
    expect(cryptoHeaders.ProductID).toBe('2101979031');
    const requestBody = JSON.parse(calls[1]!.init.body);
    expect(requestBody.dataBody).toMatchObject({ req_no: VRFC_ID, enc_mode: '1' });

    // the request data decrypts with the key derived from this request's time, number and token
    const keys = deriveNiceKeys(requestBody.dataBody.req_dtim, VRFC_ID, 'CRYPTO-TOKEN-VALUE');
    const state = JSON.parse(started.providerState!);
    expect(state).toEqual({ tokenVersionId: 'TV-1', symmetricKey: keys.symmetricKey });
    const sent = JSON.parse(niceDecrypt(keys, started.form!.fields.enc_data!).toString('utf8'));
    expect(sent).toEqual({ requestno: VRFC_ID, returnurl: CONFIG.returnUrl, sitecode: 'SITE01', methodtype: 'get', popupyn: 'N' });
    expect(isNiceIntegrityValid(keys, started.form!.fields.enc_data!, started.form!.fields.integrity_value!)).toBe(true);

    // the access token is kept for the next start
    await provider.start(VRFC_ID);
    expect(calls.filter((c) => c.url.endsWith('/oauth/token'))).toHaveLength(1);
  });

  test('finish checks the integrity value and reads the person from the decrypted answer', async () => {
    const provider = createNiceProvider(CONFIG, fakeNice().fetchFn);
    const { providerState } = await provider.start(VRFC_ID);
    const { symmetricKey } = JSON.parse(providerState!);
    const answer = niceAnswer(symmetricKey, {
      resultcode: '0000',
      requestno: VRFC_ID,
      utf8_name: encodeURIComponent('김나이스'),
      birthdate: '20080315',
      gender: '0',
      mobileno: '01012345678',
      ci: 'CI-VALUE-88',
    });
    expect(await provider.finish(answer, providerState)).toEqual({
      vrfcId: VRFC_ID,
      person: { userNm: '김나이스', brdt: '2008-03-15', genderCd: 'F', mblTelno: '010-1234-5678', ci: 'CI-VALUE-88' },
    });
    const refused = (params: Record<string, string>) =>
      expect(provider.finish(params, providerState)).rejects.toMatchObject({ status: 400, message: IDNTF_MESSAGES.invalidResult });
    await refused({ ...answer, integrity_value: niceIntegrity(keysFromSymmetricKey(symmetricKey), 'other') });
    await refused({ ...answer, token_version_id: 'TV-2' });
    // a '+' turned into a space by a query string is read back as '+'
    const spaced = { ...answer, enc_data: answer.enc_data.replaceAll('+', ' '), integrity_value: answer.integrity_value.replaceAll('+', ' ') };
    expect((await provider.finish(spaced, providerState)).vrfcId).toBe(VRFC_ID);
    await refused(niceAnswer(symmetricKey, { resultcode: '0001', requestno: VRFC_ID }));
    await expect(provider.finish(answer, undefined)).rejects.toMatchObject({ status: 400 });
  });

  test('a provider that cannot be reached answers a Korean 502', async () => {
    const down = createNiceProvider(CONFIG, async () => {
      throw new Error('ECONNREFUSED');
    });
    await expect(down.start(VRFC_ID)).rejects.toMatchObject({ status: 502, message: IDNTF_MESSAGES.providerFailed });
    const refusing = createNiceProvider(CONFIG, async () => reply(401, { dataHeader: { GW_RSLT_CD: '1401' } }));
    await expect(refusing.start(VRFC_ID)).rejects.toMatchObject({ status: 502 });
  });
});
