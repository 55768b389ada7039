import { createHash, createHmac, randomBytes } from 'node:crypto';
import { commitOf } from '@portal/contract';

/**
 * An INDV lottery session's committed seed (design "Lottery", the scheme of decision 022's coupon
 * draw): a random salt stored when the session is made, the secret seed HMAC-SHA256(server secret,
 * `fusn-sesn:${sesnId}:${seedSalt}`) revealed only at the draw, and its SHA-256 published at once.
 */

/** SHA-256 of a UTF-8 text as hex: the server's hash for the shared draw (contract drawWinners). */
export const sha256Hex = async (text: string): Promise<string> => createHash('sha256').update(text, 'utf8').digest('hex');

/** A session's random salt (CSPRNG, SECURITY 21). */
export const newSeedSalt = (): string => randomBytes(16).toString('hex');

/** The secret seed of a session. */
export const seedHexOf = (secret: string, sesnId: number, seedSalt: string): string =>
  createHmac('sha256', secret).update(`fusn-sesn:${sesnId}:${seedSalt}`, 'utf8').digest('hex');

/** The public commitment of a session's seed (sha256 of seedHex). */
export const commitHashOf = (secret: string, sesnId: number, seedSalt: string): Promise<string> => commitOf(seedHexOf(secret, sesnId, seedSalt), sha256Hex);
