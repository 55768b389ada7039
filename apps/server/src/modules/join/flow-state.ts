import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * What the browser carries between starting a verification and its callback: which verification,
 * where to go afterwards, and the provider's key material (NICE). Sealed with AES-256-GCM under a
 * key derived from the server secret, so the browser can neither read nor change it. (Kept in an
 * HttpOnly cookie because idntf_vrfc has no column for it.)
 */
const ZFlowState = z.object({
  vrfcId: z.string(),
  returnPath: z.string(),
  providerState: z.string().optional(),
  exp: z.number(),
});
export type TFlowState = Omit<z.infer<typeof ZFlowState>, 'exp'>;

const keyOf = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'career-portal', 'idntf-flow', 32));

export function sealFlowState(secret: string, state: TFlowState, ttlSec: number): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const plain = JSON.stringify({ ...state, exp: Math.floor(Date.now() / 1000) + ttlSec });
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** undefined when missing, altered or expired. */
export function openFlowState(secret: string, sealed: string | undefined): TFlowState | undefined {
  const [iv, tag, body, extra] = (sealed ?? '').split('.').map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !tag || !body || extra || iv.length !== 12 || tag.length !== 16) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv);
    decipher.setAuthTag(tag);
    const plain = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    const parsed = ZFlowState.safeParse(JSON.parse(plain));
    if (!parsed.success || parsed.data.exp * 1000 < Date.now()) return undefined;
    const { exp: _exp, ...state } = parsed.data;
    return state;
  } catch {
    return undefined;
  }
}
