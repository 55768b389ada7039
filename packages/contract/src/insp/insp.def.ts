import { z } from 'zod';
import { HOLLAND_TYPES, INSP_BANDS, INSP_DISPLAYS, INSP_LEVEL, INSP_LIMITS, INSP_MESSAGES, type TInspBand } from './insp.codes.js';

/**
 * A test is data, not code (issue 16): one version's items, answer scale, scales with their result
 * texts and the scoring rule, kept as one JSON document per version (`insp_ver.definition`).
 */

/** An item's, option's or scale's id; answers and norms are keyed by it, so no name of Object.prototype (constructor, toString…). */
const ZDefId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,20}$/, INSP_MESSAGES.defInvalid)
  .refine((id) => !(id in Object.prototype), INSP_MESSAGES.defIdReserved);
const zText = (max: number) => z.string().trim().min(1).max(max);

/** Wording per age band where it differs from the base text. */
export const ZInspBandText = z.object(
  Object.fromEntries(INSP_BANDS.map((b) => [b, zText(INSP_LIMITS.itemText).optional()])) as Record<TInspBand, z.ZodOptional<z.ZodString>>,
);

export const ZInspAnswerScale = z.discriminatedUnion('type', [
  /** Likert: answer 1..points; reverse-keyed items score points + 1 - answer. */
  z.object({ type: z.literal('likert'), points: z.number().int().min(2).max(9), labels: z.array(zText(30)).min(2).max(9) }),
  /** Forced choice: the answer is the index of the chosen option; the option's scale gains one. */
  z.object({ type: z.literal('forcedChoice') }),
  /** Card sort: each card (item) goes to one pile; the pile's weight scores the card's scale; a pile may hold at most `max` cards. */
  z.object({
    type: z.literal('cardSort'),
    piles: z
      .array(z.object({ label: zText(30), weight: z.number().int().min(0).max(10), max: z.number().int().min(1).max(INSP_LIMITS.items) }))
      .min(2)
      .max(6),
  }),
]);
export type TInspAnswerScale = z.infer<typeof ZInspAnswerScale>;

export const ZInspOption = z.object({ label: zText(INSP_LIMITS.itemText), bandLabel: ZInspBandText.optional(), scaleId: ZDefId });

export const ZInspItem = z.object({
  itemId: ZDefId,
  text: zText(INSP_LIMITS.itemText),
  bandText: ZInspBandText.optional(),
  /** likert and cardSort: the scale the item scores */
  scaleId: ZDefId.optional(),
  /** likert: reverse keyed */
  reverse: z.boolean().optional(),
  /** forcedChoice: the options, each scoring its own scale */
  options: z.array(ZInspOption).min(2).max(4).optional(),
});
export type TInspItem = z.infer<typeof ZInspItem>;

export const ZInspLevelText = z.object({ level: z.enum(Object.keys(INSP_LEVEL) as [keyof typeof INSP_LEVEL]), text: zText(INSP_LIMITS.resultText) });

export const ZInspScale = z.object({
  scaleId: ZDefId,
  scaleNm: zText(INSP_LIMITS.scaleNm),
  expln: zText(INSP_LIMITS.resultText).optional(),
  /** the result text for each level (LOW, MID, HIGH); a ranking shows the HIGH text of its top values */
  texts: z.array(ZInspLevelText).min(1).max(3),
});
export type TInspScale = z.infer<typeof ZInspScale>;

export const ZInspDefinition = z
  .object({
    answerScale: ZInspAnswerScale,
    scales: z.array(ZInspScale).min(1).max(INSP_LIMITS.scales),
    items: z.array(ZInspItem).min(1).max(INSP_LIMITS.items),
    scoring: z.object({
      /** sum or mean of the scale's item scores (raw); standardised by adopted local norms when there are some */
      method: z.enum(['sum', 'mean']),
      /** the percent (or percentile) below the first cut is LOW, from the second HIGH */
      levelCuts: z.tuple([z.number().min(0).max(100), z.number().min(0).max(100)]),
    }),
    display: z.enum(INSP_DISPLAYS),
    /** hexagon: the code's length (2 or 3 letters) */
    codeLength: z.number().int().min(2).max(3).optional(),
  })
  .superRefine((def, ctx) => {
    for (const message of inspDefinitionProblems(def)) ctx.addIssue({ code: 'custom', message });
  });
export type TInspDefinition = z.infer<typeof ZInspDefinition>;

/** The structural rules a definition must keep beyond its shape (the server and the admin form both run them). */
export function inspDefinitionProblems(def: Omit<TInspDefinition, never>): string[] {
  const problems: string[] = [];
  const scaleIds = new Set<string>();
  for (const s of def.scales) {
    if (scaleIds.has(s.scaleId)) problems.push(INSP_MESSAGES.scaleDup(s.scaleId));
    scaleIds.add(s.scaleId);
  }
  const itemIds = new Set<string>();
  const used = new Set<string>();
  const choice = def.answerScale.type === 'forcedChoice';
  for (const item of def.items) {
    if (itemIds.has(item.itemId)) problems.push(INSP_MESSAGES.itemDup(item.itemId));
    itemIds.add(item.itemId);
    if (choice !== (item.options !== undefined) || choice === (item.scaleId !== undefined)) {
      problems.push(INSP_MESSAGES.answerKind(item.itemId));
      continue;
    }
    const ids = item.options ? item.options.map((o) => o.scaleId) : [item.scaleId!];
    for (const id of ids) {
      if (!scaleIds.has(id)) problems.push(INSP_MESSAGES.scaleUnknown(item.itemId));
      used.add(id);
    }
  }
  for (const id of scaleIds) if (!used.has(id)) problems.push(INSP_MESSAGES.scaleEmpty(id));
  if (def.answerScale.type === 'likert' && def.answerScale.labels.length !== def.answerScale.points) problems.push(INSP_MESSAGES.defInvalid);
  if (def.answerScale.type === 'cardSort') {
    const room = def.answerScale.piles.reduce((sum, p) => sum + p.max, 0);
    if (room < def.items.length) problems.push(INSP_MESSAGES.pilesTooSmall(room, def.items.length));
  }
  // the hexagon's code is built of one letter per scale
  const holland = def.scales.length === HOLLAND_TYPES.length && HOLLAND_TYPES.every((letter) => scaleIds.has(letter));
  if (def.display === 'hexagon' && !holland) problems.push(INSP_MESSAGES.hexagonScales);
  if (def.codeLength !== undefined && def.codeLength > def.scales.length) problems.push(INSP_MESSAGES.codeTooLong(def.codeLength, def.scales.length));
  if (def.scoring.levelCuts[0] > def.scoring.levelCuts[1]) problems.push(INSP_MESSAGES.levelCutsOrder);
  return problems;
}

/** The item's wording for a band (the band's own text, else the base text). */
export function inspItemText(item: Pick<TInspItem, 'text' | 'bandText'>, band: TInspBand): string {
  return item.bandText?.[band] ?? item.text;
}

/** The answers an item accepts: 1..points (likert), option index (forcedChoice), pile index (cardSort). */
export function inspAnswerRange(scale: TInspAnswerScale, item: Pick<TInspItem, 'options'>): { min: number; max: number } {
  if (scale.type === 'likert') return { min: 1, max: scale.points };
  if (scale.type === 'forcedChoice') return { min: 0, max: (item.options?.length ?? 2) - 1 };
  return { min: 0, max: scale.piles.length - 1 };
}
