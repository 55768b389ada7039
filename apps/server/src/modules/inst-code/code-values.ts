import type { TDb } from '../../db/client.js';
import { AppError } from '../../plugins/app-error.js';
import { codeList } from '../code/index.js';

/** One entity field that stores a child code of a code group (ARCHITECTURE convention 7). */
export type TCodeCheck = { field: string; group: string; value: string | null | undefined; message: string };

/**
 * Entity columns keep a code's comCd only, so the server checks every code value against the
 * active codes of its group before writing; all failing fields are answered at once.
 */
export async function assertCodeValues(db: TDb, checks: TCodeCheck[]): Promise<void> {
  const fieldErrors: Record<string, string> = {};
  for (const check of checks) {
    if (!check.value) continue;
    const codes = await codeList(db, check.group);
    if (!codes.some((code) => code.comCd === check.value)) fieldErrors[check.field] = check.message;
  }
  if (Object.keys(fieldErrors).length) throw new AppError('VALIDATION', 400, Object.values(fieldErrors)[0], { fieldErrors });
}

/** The PostgreSQL error under a driver or ORM wrapper (drizzle puts it in `cause`). */
export function pgErrorOf(error: unknown): { code?: string; constraint?: string } | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined };
    }
    current = candidate.cause;
  }
  return undefined;
}

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
