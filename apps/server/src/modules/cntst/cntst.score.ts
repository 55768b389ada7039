import type { TCntstCrtr } from '@portal/contract';

/*
 * The arithmetic of judging (issue 17), free of the database: allocation of entries to judges and
 * the score table (means, weighted totals, ranks with ties, spread).
 */

/**
 * Entries dealt to judges: every judge every entry ('ALL'), or `perEntry` judges per entry, each
 * entry to the least loaded judges, ties broken round robin from the entry's position. The same
 * entries and judges always give the same allocation (both are taken in id order).
 */
export function allocate(entryIds: readonly number[], judgeIds: readonly string[], mode: 'ALL' | 'N', perEntry: number): [number, string][] {
  const entries = [...entryIds].sort((a, b) => a - b);
  const judges = [...judgeIds].sort();
  if (mode === 'ALL') return entries.flatMap((entryId) => judges.map((judgeId): [number, string] => [entryId, judgeId]));
  const load = new Map(judges.map((j) => [j, 0]));
  const pairs: [number, string][] = [];
  entries.forEach((entryId, position) => {
    const order = judges
      .map((judgeId, index) => ({ judgeId, load: load.get(judgeId)!, turn: (index - position + judges.length * entries.length) % judges.length }))
      .sort((a, b) => a.load - b.load || a.turn - b.turn)
      .slice(0, Math.min(perEntry, judges.length));
    for (const { judgeId } of order) {
      load.set(judgeId, load.get(judgeId)! + 1);
      pairs.push([entryId, judgeId]);
    }
  });
  return pairs;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** One judge's weighted total of a sheet: sum(score / max * weight), 0 to 100. */
export function weightedTotal(crtrs: readonly TCntstCrtr[], scores: Record<string, number>): number {
  return round3(crtrs.reduce((sum, c) => sum + ((scores[c.crtrId] ?? 0) / c.maxScore) * c.weight, 0));
}

export type TSheet = { judgeId: string; scores: Record<string, number>; submitted: boolean };
export type TEntryScores = { entryId: number; tieOrd: number | null; sheets: TSheet[] };

export type TEntryResult = {
  entryId: number;
  means: Record<string, number | null>;
  total: number | null;
  spread: number | null;
  rank: number | null;
  tieYn: 'Y' | 'N';
};

/** The mean per criterion over submitted sheets, the weighted total of the means, the spread of the judges' totals. */
function entryFigures(crtrs: readonly TCntstCrtr[], entry: TEntryScores) {
  const submitted = entry.sheets.filter((s) => s.submitted);
  const means: Record<string, number | null> = {};
  for (const c of crtrs)
    means[c.crtrId] = submitted.length ? round3(submitted.reduce((sum, s) => sum + (s.scores[c.crtrId] ?? 0), 0) / submitted.length) : null;
  const total = submitted.length ? round3(crtrs.reduce((sum, c) => sum + (means[c.crtrId]! / c.maxScore) * c.weight, 0)) : null;
  const totals = submitted.map((s) => weightedTotal(crtrs, s.scores));
  const spread = totals.length >= 2 ? round3(Math.max(...totals) - Math.min(...totals)) : null;
  return { means, total, spread };
}

/** Two entries of the same total are apart only when the administrator ordered both of them differently. */
const separated = (a: { tieOrd: number | null }, b: { tieOrd: number | null }) => a.tieOrd !== null && b.tieOrd !== null && a.tieOrd !== b.tieOrd;

/**
 * The score table's figures: entries with a total ranked by total (then the administrator's tie
 * order); equal totals not separated by that order share a rank (1, 2, 2, 4) and are flagged.
 */
export function scoreTable(crtrs: readonly TCntstCrtr[], entries: readonly TEntryScores[]): TEntryResult[] {
  const rows = entries.map((entry) => ({ entry, ...entryFigures(crtrs, entry) }));
  const ranked = rows
    .filter((r) => r.total !== null)
    .sort((a, b) => b.total! - a.total! || (a.entry.tieOrd ?? Infinity) - (b.entry.tieOrd ?? Infinity) || a.entry.entryId - b.entry.entryId);
  const rankOf = new Map<number, number>();
  const tied = new Set<number>();
  ranked.forEach((row, index) => {
    const prev = ranked[index - 1];
    if (prev && prev.total === row.total && !separated(prev.entry, row.entry)) {
      rankOf.set(row.entry.entryId, rankOf.get(prev.entry.entryId)!);
      tied.add(row.entry.entryId).add(prev.entry.entryId);
    } else rankOf.set(row.entry.entryId, index + 1);
  });
  return rows.map((r) => ({
    entryId: r.entry.entryId,
    means: r.means,
    total: r.total,
    spread: r.spread,
    rank: rankOf.get(r.entry.entryId) ?? null,
    tieYn: tied.has(r.entry.entryId) ? 'Y' : 'N',
  }));
}
