import { z } from 'zod';
// Used only when called, after env.ts has finished loading, so the import cycle is harmless.
import { ConfigError } from './env.js';

/** Environment keys of the verification module, parsed with the rest by env.ts (ARCHITECTURE convention 10). */
export const VERIFICATION_ENV_SHAPE = {
  /** local: the built-in test window (development and tests only); nice: NICE's standard window */
  IDENTITY_PROVIDER: z.enum(['local', 'nice']).default('local'),
  NICE_CLIENT_ID: z.string().min(1).optional(),
  NICE_CLIENT_SECRET: z.string().min(1).optional(),
  NICE_PRODUCT_ID: z.string().min(1).optional(),
  NICE_API_BASE: z.url({ protocol: /^https$/, error: 'https 주소여야 합니다.' }).default('https://svc.niceapi.co.kr:22001'),
  /** the public address of /mbrJoin/niceCallback, as NICE must send the browser back to it */
  NICE_RETURN_URL: z.url({ protocol: /^https?$/, error: 'http(s) 주소여야 합니다.' }).optional(),
} satisfies z.ZodRawShape;

type TVerificationEnv = z.infer<z.ZodObject<typeof VERIFICATION_ENV_SHAPE>>;

export type TNiceConfig = { clientId: string; clientSecret: string; productId: string; apiBase: string; returnUrl: string };

export type TVerificationConfig = { provider: 'LOCAL' } | { provider: 'NICE'; nice: TNiceConfig };

/**
 * The local provider signs whatever a tester types, so production refuses to start with it,
 * and NICE needs every one of its keys.
 */
export function toVerificationConfig(e: TVerificationEnv, isProduction: boolean): TVerificationConfig {
  if (e.IDENTITY_PROVIDER === 'local') {
    if (isProduction) throw new ConfigError('IDENTITY_PROVIDER: 운영 환경에서는 시험용 본인인증(local)을 사용할 수 없습니다. nice로 설정해 주세요.');
    return { provider: 'LOCAL' };
  }
  const missing = (['NICE_CLIENT_ID', 'NICE_CLIENT_SECRET', 'NICE_PRODUCT_ID', 'NICE_RETURN_URL'] as const).filter((key) => !e[key]);
  if (missing.length > 0) throw new ConfigError(`본인인증(nice) 설정이 빠졌습니다: ${missing.join(', ')}`);
  return {
    provider: 'NICE',
    nice: {
      clientId: e.NICE_CLIENT_ID!,
      clientSecret: e.NICE_CLIENT_SECRET!,
      productId: e.NICE_PRODUCT_ID!,
      apiBase: e.NICE_API_BASE.replace(/\/+$/, ''),
      returnUrl: e.NICE_RETURN_URL!,
    },
  };
}
