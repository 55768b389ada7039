import {
  inspAnswerRange,
  inspItemText,
  type TInspBand,
  type TInspDefinition,
  type TInspItem,
  type TInspLevel,
  type TInspRslt,
  type TInspScale,
  type TInspScaleScore,
  type TInspScores,
} from '@portal/contract';

/**
 * The test engine's scorer (issue 16): pure functions of a definition and an answer sheet, so a
 * result can be computed again from what the sheet keeps.
 */

/** An adopted local norm: each scale's raw scores, ascending. */
export type TNormDist = Record<string, number[]>;

/** What one answer gives each scale it scores, and the item's lowest and highest possible share. */
type TItemScore = { scaleId: string; score: number; min: number; max: number };

const LEVELS: TInspLevel[] = ['LOW', 'MID', 'HIGH'];
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The scales an item can score with their ranges, and what the given answer scores (undefined: unanswered). */
export function itemScores(def: TInspDefinition, item: TInspItem, answer: number | undefined): TItemScore[] {
  const scale = def.answerScale;
  if (scale.type === 'likert') {
    const score = answer === undefined ? 0 : item.reverse ? scale.points + 1 - answer : answer;
    return [{ scaleId: item.scaleId!, score, min: 1, max: scale.points }];
  }
  if (scale.type === 'forcedChoice') {
    // each option's scale gains one when chosen; an option's scale may be offered once per item
    const seen = new Set<string>();
    return item.options!.flatMap((o) => {
      if (seen.has(o.scaleId)) return [];
      seen.add(o.scaleId);
      const chosen = answer !== undefined && item.options![answer]?.scaleId === o.scaleId;
      return [{ scaleId: o.scaleId, score: chosen ? 1 : 0, min: 0, max: 1 }];
    });
  }
  const weights = scale.piles.map((p) => p.weight);
  return [{ scaleId: item.scaleId!, score: answer === undefined ? 0 : scale.piles[answer]!.weight, min: Math.min(...weights), max: Math.max(...weights) }];
}

/** spec: the share of the norm's raw scores below the score plus half of the ties, 0..100. */
export function percentileIn(sorted: readonly number[], raw: number): number | null {
  if (sorted.length === 0) return null;
  let below = 0;
  let ties = 0;
  for (const value of sorted) {
    if (value < raw) below += 1;
    else if (value === raw) ties += 1;
  }
  return round(((below + ties / 2) / sorted.length) * 100, 1);
}

/** Below the first cut LOW, from the second HIGH, MID between. */
export function levelOf(value: number, cuts: readonly [number, number]): TInspLevel {
  if (value < cuts[0]) return 'LOW';
  if (value >= cuts[1]) return 'HIGH';
  return 'MID';
}

/** The scale's text for a level, else the text of the nearest level it has (higher first on a tie). */
function levelText(scale: TInspScale, level: TInspLevel): string {
  const at = LEVELS.indexOf(level);
  for (const step of [0, 1, -1, 2, -2]) {
    const found = scale.texts.find((t) => t.level === LEVELS[at + step]);
    if (found) return found.text;
  }
  return scale.texts[0]!.text;
}

/** Raw score (sum or mean), its range, of every scale. */
export function rawScores(def: TInspDefinition, answers: Readonly<Record<string, number>>): Map<string, { raw: number; min: number; max: number }> {
  const totals = new Map(def.scales.map((s) => [s.scaleId, { raw: 0, min: 0, max: 0, n: 0 }]));
  for (const item of def.items) {
    for (const part of itemScores(def, item, answers[item.itemId])) {
      const total = totals.get(part.scaleId)!;
      total.raw += part.score;
      total.min += part.min;
      total.max += part.max;
      total.n += 1;
    }
  }
  const mean = def.scoring.method === 'mean';
  return new Map(
    [...totals].map(([scaleId, t]) => {
      const by = mean && t.n > 0 ? t.n : 1;
      return [scaleId, { raw: round(t.raw / by, 4), min: round(t.min / by, 4), max: round(t.max / by, 4) }];
    }),
  );
}

/**
 * Forced choice: how often each scale was chosen in the items that offered it against another of
 * `among` (its head-to-head wins among the scales it is tied with). Empty for other answer scales.
 */
function headToHeadWins(def: TInspDefinition, answers: Readonly<Record<string, number>>, among: ReadonlySet<string>): Map<string, number> {
  const wins = new Map<string, number>();
  if (def.answerScale.type !== 'forcedChoice' || among.size < 2) return wins;
  for (const item of def.items) {
    const answer = answers[item.itemId];
    const chosen = answer === undefined ? undefined : item.options?.[answer]?.scaleId;
    if (chosen === undefined || !among.has(chosen)) continue;
    if (item.options!.some((o) => o.scaleId !== chosen && among.has(o.scaleId))) wins.set(chosen, (wins.get(chosen) ?? 0) + 1);
  }
  return wins;
}

/**
 * The scales from highest to lowest with their ranks: by percentile with a norm, else by percent;
 * among scales of the same score a forced choice orders by head-to-head wins. Scales still tied
 * share a rank (1 + the number of scales strictly ahead) and keep the definition's order, which is
 * then the only rule left for the code's letters.
 */
function rankScales<T extends { scaleId: string; pct: number; pctl: number | null; rank: number }>(
  def: TInspDefinition,
  answers: Readonly<Record<string, number>>,
  scored: T[],
): T[] {
  const value = (s: T) => s.pctl ?? s.pct;
  const tiedWith = new Map<number, Set<string>>();
  for (const s of scored) tiedWith.set(value(s), (tiedWith.get(value(s)) ?? new Set()).add(s.scaleId));
  const wins = new Map<string, number>();
  for (const among of tiedWith.values()) for (const [scaleId, n] of headToHeadWins(def, answers, among)) wins.set(scaleId, n);
  const keyed = scored.map((s, i) => ({ s, i, v: value(s), w: wins.get(s.scaleId) ?? 0 }));
  keyed.sort((a, b) => b.v - a.v || b.w - a.w || a.i - b.i);
  keyed.forEach((k, i) => {
    const prev = keyed[i - 1];
    k.s.rank = prev && prev.v === k.v && prev.w === k.w ? prev.s.rank : i + 1;
  });
  return keyed.map((k) => k.s);
}

/**
 * Scores a complete answer sheet: raw (sum or mean), percent of the range, percentile in the
 * adopted norm (when given), level, rank (see rankScales), the level's text, and the code the
 * display shows (the first letters of the ranked order).
 */
export function scoreSheet(def: TInspDefinition, answers: Readonly<Record<string, number>>, norm?: TNormDist | null): TInspScores {
  const raws = rawScores(def, answers);
  const normApplied = Boolean(norm);
  const scored = def.scales.map((scale) => {
    const { raw, min, max } = raws.get(scale.scaleId)!;
    const pct = max > min ? round(((raw - min) / (max - min)) * 100, 1) : 0;
    const pctl = norm ? percentileIn(norm[scale.scaleId] ?? [], raw) : null;
    const level = levelOf(pctl ?? pct, def.scoring.levelCuts);
    return { scaleId: scale.scaleId, scaleNm: scale.scaleNm, raw, min, max, pct, pctl, level, rank: 0, text: levelText(scale, level) };
  });
  const top = rankScales(def, answers, scored).map((s) => s.scaleId);
  let code: string | null = null;
  if (def.display === 'hexagon') code = top.slice(0, def.codeLength ?? 3).join('');
  else if (def.display === 'ranking') code = top.slice(0, 3).join(',');
  return { scales: scored satisfies TInspScaleScore[], code, normApplied };
}

/** The label of an answer as the taker saw it (the likert label, the chosen option, the pile). */
function answerLabel(def: TInspDefinition, item: TInspItem, answer: number, band: TInspBand): string {
  const scale = def.answerScale;
  if (scale.type === 'likert') return scale.labels[answer - 1] ?? String(answer);
  if (scale.type === 'cardSort') return scale.piles[answer]?.label ?? String(answer);
  const option = item.options?.[answer];
  return option ? inspItemText({ text: option.label, bandText: option.bandLabel }, band) : String(answer);
}

/**
 * "Why this code" (hexagon only): for each letter of the code, the three answers that raised its
 * scale most (the definition's order on ties), in the sheet's band wording with the answer's label.
 */
export function whyOfCode(def: TInspDefinition, band: TInspBand, answers: Readonly<Record<string, number>>, scores: TInspScores): TInspRslt['why'] {
  if (def.display !== 'hexagon' || !scores.code) return [];
  const byScale = new Map<string, { item: TInspItem; score: number }[]>();
  for (const item of def.items) {
    const answer = answers[item.itemId];
    if (answer === undefined) continue;
    for (const part of itemScores(def, item, answer)) {
      if (part.score <= part.min) continue;
      const list = byScale.get(part.scaleId) ?? [];
      list.push({ item, score: part.score });
      byScale.set(part.scaleId, list);
    }
  }
  return [...scores.code].map((scaleId) => {
    const raised = [...(byScale.get(scaleId) ?? [])].sort((a, b) => b.score - a.score).slice(0, 3);
    return {
      scaleId,
      scaleNm: def.scales.find((s) => s.scaleId === scaleId)?.scaleNm ?? scaleId,
      items: raised.map(({ item }) => ({ text: inspItemText(item, band), answer: answerLabel(def, item, answers[item.itemId]!, band) })),
    };
  });
}

/** The answer's problem against the definition (an unknown item, a value out of range), or null. */
export function answerProblem(def: TInspDefinition, itemsById: ReadonlyMap<string, TInspItem>, answers: Readonly<Record<string, number>>): string | null {
  for (const [itemId, value] of Object.entries(answers)) {
    const item = itemsById.get(itemId);
    if (!item) return itemId;
    const { min, max } = inspAnswerRange(def.answerScale, item);
    if (!Number.isInteger(value) || value < min || value > max) return itemId;
  }
  return null;
}

/** A card sort's first pile holding more cards than it may: its label and capacity, or null. */
export function overfullPile(def: TInspDefinition, answers: Readonly<Record<string, number>>): { label: string; max: number } | null {
  if (def.answerScale.type !== 'cardSort') return null;
  const counts = new Map<number, number>();
  for (const value of Object.values(answers)) counts.set(value, (counts.get(value) ?? 0) + 1);
  const piles = def.answerScale.piles;
  const index = piles.findIndex((p, i) => (counts.get(i) ?? 0) > p.max);
  return index < 0 ? null : { label: piles[index]!.label, max: piles[index]!.max };
}

/** The first item of the definition's order without an answer, and how many are missing. */
export function unanswered(def: TInspDefinition, answers: Readonly<Record<string, number>>): { itemId: string; count: number } | null {
  const missing = def.items.filter((item) => answers[item.itemId] === undefined);
  return missing.length ? { itemId: missing[0]!.itemId, count: missing.length } : null;
}
