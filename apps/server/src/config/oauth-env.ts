import { z } from 'zod';

/** Environment keys of the oauth module, parsed with the rest by env.ts (ARCHITECTURE convention 10). */
export const OAUTH_ENV_SHAPE = {} satisfies z.ZodRawShape;

export type TOauthConfig = Record<string, never>;

export function toOauthConfig(_e: Record<string, unknown>, _isProduction: boolean): TOauthConfig {
  return {};
}
