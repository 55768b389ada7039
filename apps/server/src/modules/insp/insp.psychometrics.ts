import { INSP_BANDS, INSP_NORM_MIN_N, type TInspBand, type TInspDefinition, type TInspGenderCd, type TInspStats } from '@portal/contract';
import { itemScores, rawScores, type TNormDist } from './insp.score.js';

/**
 * The psychometrics panel (issue 16) from the portal's own completed sheets: item means,
 * corrected item-total correlations, Cronbach's alpha per scale, and local norms per band and sex.
 * Pure functions of a definition and the sheets' answers.
 */

export type TCompletedSheet = { band: TInspBand; genderCd: TInspGenderCd | null; answers: Record<string, number> };
export type TNormRow = { band: TInspBand; genderCd: 'ALL' | TInspGenderCd; n: number; dist: TNormDist };

const round = (value: number) => Math.round(value * 1000) / 1000;
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Sample variance (n - 1); null below two values. */
export function sampleVariance(xs: readonly number[]): number | null {
  if (xs.length < 2) return null;
  const m = mean(xs);
  return xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1);
}

/** Pearson's r; null when either side does not vary. */
export function correlation(xs: readonly number[], ys: readonly number[]): number | null {
  if (xs.length < 2) return null;
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, i) => {
    sxy += (x - mx) * (ys[i]! - my);
    sxx += (x - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  });
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : null;
}

/** Cronbach's alpha of item score columns: k/(k-1) * (1 - sum of item variances / variance of the total). */
export function cronbachAlpha(columns: readonly (readonly number[])[]): number | null {
  const k = columns.length;
  if (k < 2) return null;
  const totals = columns[0]!.map((_, r) => columns.reduce((a, col) => a + col[r]!, 0));
  const totalVar = sampleVariance(totals);
  if (!totalVar) return null;
  const itemVars = columns.map((col) => sampleVariance(col) ?? 0).reduce((a, b) => a + b, 0);
  return (k / (k - 1)) * (1 - itemVars / totalVar);
}

/** Each (item, scale) part's scored answers, in sheet order, as the scorer scores them (reverse keying, chosen options, pile weights). */
function partColumns(def: TInspDefinition, sheets: readonly TCompletedSheet[]): { itemId: string; scaleId: string; scores: number[] }[] {
  return def.items.flatMap((item) => {
    const perSheet = sheets.map((s) => itemScores(def, item, s.answers[item.itemId]));
    return itemScores(def, item, undefined).map((part, j) => ({
      itemId: item.itemId,
      scaleId: part.scaleId,
      scores: perSheet.map((parts) => parts[j]!.score),
    }));
  });
}

/** Item means, corrected item-total correlations (the item against its scale's total without it), and per scale its mean, SD and alpha. */
export function psychometrics(def: TInspDefinition, sheets: readonly TCompletedSheet[]): Pick<TInspStats, 'items' | 'scales'> {
  const parts = partColumns(def, sheets);
  const n = sheets.length;
  const raws = sheets.map((s) => rawScores(def, s.answers));
  const items: TInspStats['items'] = [];
  const scales: TInspStats['scales'] = def.scales.map((scale) => {
    const own = parts.filter((p) => p.scaleId === scale.scaleId);
    const totals = sheets.map((_, r) => own.reduce((a, p) => a + p.scores[r]!, 0));
    for (const p of own) {
      const rest = totals.map((t, r) => t - p.scores[r]!);
      const r = correlation(p.scores, rest);
      items.push({ itemId: p.itemId, scaleId: p.scaleId, mean: n ? round(mean(p.scores)) : null, itemTotal: r === null ? null : round(r) });
    }
    const scaleRaws = raws.map((m) => m.get(scale.scaleId)!.raw);
    const variance = sampleVariance(scaleRaws);
    const alpha = cronbachAlpha(own.map((p) => p.scores));
    return {
      scaleId: scale.scaleId,
      scaleNm: scale.scaleNm,
      itemCnt: own.length,
      mean: n ? round(mean(scaleRaws)) : null,
      sd: variance === null ? null : round(Math.sqrt(variance)),
      alpha: alpha === null ? null : round(alpha),
    };
  });
  const order = new Map(def.items.map((item, i) => [item.itemId, i]));
  items.sort((a, b) => order.get(a.itemId)! - order.get(b.itemId)!);
  return { items, scales };
}

/** How many sheets each band has for all takers and for each sex. */
export function normCounts(sheets: readonly TCompletedSheet[]): { band: TInspBand; genderCd: 'ALL' | TInspGenderCd; n: number }[] {
  return INSP_BANDS.flatMap((band) => {
    const own = sheets.filter((s) => s.band === band);
    return (['ALL', 'M', 'F'] as const).map((genderCd) => ({
      band,
      genderCd,
      n: genderCd === 'ALL' ? own.length : own.filter((s) => s.genderCd === genderCd).length,
    }));
  });
}

/** The local norms that have enough sheets (INSP_NORM_MIN_N): each scale's raw scores, ascending. */
export function normDists(def: TInspDefinition, sheets: readonly TCompletedSheet[]): TNormRow[] {
  return normCounts(sheets)
    .filter((c) => c.n >= INSP_NORM_MIN_N)
    .map(({ band, genderCd, n }) => {
      const own = sheets.filter((s) => s.band === band && (genderCd === 'ALL' || s.genderCd === genderCd));
      const raws = own.map((s) => rawScores(def, s.answers));
      const dist = Object.fromEntries(def.scales.map((scale) => [scale.scaleId, raws.map((m) => m.get(scale.scaleId)!.raw).sort((a, b) => a - b)]));
      return { band, genderCd, n, dist };
    });
}
