import { createHash, createHmac, randomBytes } from 'node:crypto';

/** SHA-256 of a UTF-8 text as hex: the server's hash for the shared draw (contract cpn-draw.ts). */
export const sha256Hex = async (text: string): Promise<string> => createHash('sha256').update(text, 'utf8').digest('hex');

/** A coupon day's random salt (CSPRNG, SECURITY 21), stored with it when it is created. */
export const newSeedSalt = (): string => randomBytes(16).toString('hex');

/** The secret seed: HMAC-SHA256(server secret, `day-bsd-cpn:${cpnId}:${seedSalt}`); revealed only at the draw. */
export const seedHexOf = (secret: string, cpnId: number, seedSalt: string): string =>
  createHmac('sha256', secret).update(`day-bsd-cpn:${cpnId}:${seedSalt}`, 'utf8').digest('hex');
