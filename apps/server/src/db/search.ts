import { and, type AnyColumn, gt, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';

/** An ILIKE pattern finding `word` anywhere; the user's % _ and \ match themselves. */
export const containsPattern = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`;

/** The keyword search of a list: any of the columns (or expressions) contains the word; no word, no filter. */
export function keywordWhere(word: string | undefined, ...columns: Parameters<typeof ilike>[0][]): SQL | undefined {
  if (!word) return undefined;
  const pattern = containsPattern(word);
  return or(...columns.map((column) => ilike(column, pattern)));
}

const now = sql`now()`;

/** The posting status filter (ONGOING: showing now, UPCOMING, ENDED) of a period, on the database clock. */
export function periodSttsWhere(bgngDt: AnyColumn, endDt: AnyColumn, sttsCd: string | undefined): SQL | undefined {
  if (sttsCd === 'ONGOING') return and(lte(bgngDt, now), gte(endDt, now));
  if (sttsCd === 'UPCOMING') return gt(bgngDt, now);
  if (sttsCd === 'ENDED') return lt(endDt, now);
  return undefined;
}
