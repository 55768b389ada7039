import { z } from 'zod';

/**
 * Query helpers of the admin list schemas (member, authority, privacy log). Not re-exported by
 * the package index: only the schemas built from them are part of the contract.
 */

/** The keyword of a list's search form; '' for none. */
export const zSearchWrd = (max = 50) => emptyAsUndefined(z.string().trim().max(max));

/** The keys of a code table as a zod enum tuple. */
export const codeKeys = <T extends Record<string, string>>(codes: T) => Object.keys(codes) as [keyof T & string, ...(keyof T & string)[]];

/** Query strings send '' for an empty search field: read it as "no filter". */
export const emptyAsUndefined = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

const YMD = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A real calendar day YYYY-MM-DD (2026-02-30 is refused). */
export function isYmd(value: unknown): value is string {
  if (typeof value !== 'string' || !YMD.test(value)) return false;
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

export const INVALID_DATE_MESSAGE = '날짜 형식이 올바르지 않습니다.';
export const ZYmd = z.string().max(10).refine(isYmd, INVALID_DATE_MESSAGE);

/** A from–to day filter: the end may not come before the start. */
export const periodInOrder = (from: string | undefined, to: string | undefined) => !from || !to || from <= to;

/** The pagination of spec §3 as answered by a list. */
export const ZListPagination = z.object({
  currentPage: z.number().int(),
  maxResults: z.number().int(),
  maxLinks: z.number().int(),
  startPage: z.number().int(),
  endPage: z.number().int(),
  countItem: z.number().int(),
  countPage: z.number().int(),
  previousLinkPage: z.number().int(),
  nextLinkPage: z.number().int(),
});

export const zPageOf = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), pagination: ZListPagination });
