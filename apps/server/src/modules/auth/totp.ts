import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { createGuardrails, generateSecret, generateURI, verify } from 'otplib';

const STEP_SEC = 30;
/** The demo secret of the README (JBSWY3DPEHPK3PXP) decodes to 10 bytes; new secrets have 20. */
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

function keyOf(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'career-portal', 'totp-secret', 32));
}

/** TOTP secrets are stored encrypted (AES-256-GCM with a key derived from the server secret). */
export function encryptTotpSecret(serverSecret: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function decryptTotpSecret(serverSecret: string, stored: string): string {
  const [iv, tag, body] = stored.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
}

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, label: string, issuer: string): string {
  return generateURI({ issuer, label, secret });
}

/**
 * The time step of a valid code (one step of clock drift either way), or null. The caller stores
 * the step and refuses any step not newer than the last one, so a code works once (SECURITY 11).
 */
export async function verifyTotp(secret: string, code: string, now: Date = new Date()): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const epoch = Math.floor(now.getTime() / 1000);
  for (const drift of [0, -1, 1]) {
    const at = epoch + drift * STEP_SEC;
    const result = await verify({ secret, token: code, epoch: at, epochTolerance: 0, guardrails }).catch(() => null);
    if (result?.valid) return Math.floor(at / STEP_SEC);
  }
  return null;
}
