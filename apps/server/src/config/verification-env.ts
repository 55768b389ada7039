import { z } from 'zod';

/** Environment keys of the verification module, parsed with the rest by env.ts (ARCHITECTURE convention 10). */
export const VERIFICATION_ENV_SHAPE = {} satisfies z.ZodRawShape;

export type TVerificationConfig = Record<string, never>;

export function toVerificationConfig(_e: Record<string, unknown>, _isProduction: boolean): TVerificationConfig {
  return {};
}
