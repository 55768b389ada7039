import { formatSeoulDateTime } from '@portal/contract';
import { createCipheriv, createDecipheriv, createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The cryptography of NICE's "본인인증 표준창" API (NICE API developer guide): a symmetric key
 * is derived from the request time, the request number and the crypto token; the request data is
 * AES-128-CBC (PKCS#7) encrypted with it and sealed with an HMAC-SHA256 integrity value.
 */
export type TNiceKeys = { symmetricKey: string; key: Buffer; iv: Buffer; hmacKey: Buffer };

/** From the base64 of sha256(req_dtim + req_no + token_val): its first 16 characters, last 16, first 32. */
export function keysFromSymmetricKey(symmetricKey: string): TNiceKeys {
  return {
    symmetricKey,
    key: Buffer.from(symmetricKey.slice(0, 16), 'utf8'),
    iv: Buffer.from(symmetricKey.slice(-16), 'utf8'),
    hmacKey: Buffer.from(symmetricKey.slice(0, 32), 'utf8'),
  };
}

export function deriveNiceKeys(reqDtim: string, reqNo: string, tokenVal: string): TNiceKeys {
  const symmetricKey = createHash('sha256').update(`${reqDtim.trim()}${reqNo.trim()}${tokenVal.trim()}`).digest('base64');
  return keysFromSymmetricKey(symmetricKey);
}

/** The request data is ASCII JSON; NICE encrypts its answers from EUC-KR bytes, hence Buffer too. */
export function niceEncrypt(keys: TNiceKeys, plain: string | Buffer): string {
  const cipher = createCipheriv('aes-128-cbc', keys.key, keys.iv);
  const bytes = typeof plain === 'string' ? Buffer.from(plain, 'utf8') : plain;
  return Buffer.concat([cipher.update(bytes), cipher.final()]).toString('base64');
}

export function niceDecrypt(keys: TNiceKeys, encData: string): Buffer {
  const decipher = createDecipheriv('aes-128-cbc', keys.key, keys.iv);
  return Buffer.concat([decipher.update(Buffer.from(encData, 'base64')), decipher.final()]);
}

export function niceIntegrity(keys: TNiceKeys, encData: string): string {
  return createHmac('sha256', keys.hmacKey).update(encData, 'utf8').digest('base64');
}

export function isNiceIntegrityValid(keys: TNiceKeys, encData: string, integrityValue: string): boolean {
  const expected = Buffer.from(niceIntegrity(keys, encData));
  const given = Buffer.from(integrityValue);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** NICE answers its result JSON in EUC-KR (utf8_name carries the name URL-encoded in UTF-8). */
export function decodeNiceResult(plain: Buffer): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(new TextDecoder('euc-kr').decode(plain));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** req_dtim: YYYYMMDDHHmmss in Korean time. */
export const niceRequestTime = (at: Date): string => formatSeoulDateTime(at).replace(/\D/g, '');
