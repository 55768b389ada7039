import { hash, verify } from '@node-rs/argon2';

/** SECURITY 10: argon2id, 19 MiB, t=2 (OWASP's minimum profile), one lane. */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(pswd: string): Promise<string> {
  return hash(pswd, OPTIONS);
}

/** A hash of nothing anyone knows: unknown ids cost the same time as wrong passwords (SECURITY 11). */
let dummyHash: Promise<string> | undefined;

/** false for a null hash too, after the same amount of work. */
export async function verifyPassword(pswdHash: string | null | undefined, pswd: string): Promise<boolean> {
  if (!pswdHash) {
    await verify(await (dummyHash ??= hashPassword('dummy-password-for-timing')), pswd).catch(() => false);
    return false;
  }
  return verify(pswdHash, pswd).catch(() => false);
}
