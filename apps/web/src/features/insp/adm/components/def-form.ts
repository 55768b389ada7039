import {
  INSP_BANDS,
  INSP_LEVEL,
  inspDefinitionProblems,
  type TInspBand,
  type TInspDefinition,
  type TInspDisplay,
  type TInspLevel,
  ZInspDefinition,
} from '@portal/contract';
import { type FieldErrors, type Resolver, set } from 'react-hook-form';

/**
 * The definition editor's form: the contract's definition (insp.def.ts) with every optional text
 * present as '' and all three answer kinds' settings kept, so switching the kind loses nothing.
 * `toDefinition` gives what is saved; the paths of both match, except a scale's level texts
 * (kept by level here, as a list there).
 */
export type TBandTexts = Record<TInspBand, string>;
export type TAnswerType = TInspDefinition['answerScale']['type'];
export type TPileForm = { label: string; weight: number; max: number };
export type TScaleForm = { scaleId: string; scaleNm: string; expln: string; texts: Record<TInspLevel, string> };
export type TOptionForm = { label: string; bandLabel: TBandTexts; scaleId: string };
export type TItemForm = { itemId: string; text: string; bandText: TBandTexts; scaleId: string; reverse: boolean; options: TOptionForm[] };
export type TDefForm = {
  answerScale: { type: TAnswerType; points: number; labels: string[]; piles: TPileForm[] };
  scales: TScaleForm[];
  items: TItemForm[];
  scoring: { method: 'sum' | 'mean'; levelCuts: [number, number] };
  display: TInspDisplay;
  codeLength: number;
};

export const LEVELS = Object.keys(INSP_LEVEL) as TInspLevel[];
export const LIKERT_DEFAULT_LABELS = ['전혀 그렇지 않다', '그렇지 않다', '보통이다', '그렇다', '매우 그렇다'];

export const emptyBandTexts = (): TBandTexts => ({ EL: '', MD: '', HI: '' });
export const emptyOption = (): TOptionForm => ({ label: '', bandLabel: emptyBandTexts(), scaleId: '' });
export const emptyScale = (): TScaleForm => ({ scaleId: '', scaleNm: '', expln: '', texts: { LOW: '', MID: '', HIGH: '' } });
export const emptyItem = (type: TAnswerType): TItemForm => ({
  itemId: '',
  text: '',
  bandText: emptyBandTexts(),
  scaleId: '',
  reverse: false,
  options: type === 'forcedChoice' ? [emptyOption(), emptyOption()] : [],
});

/** A new test's starting point: a five-point scale, no scales or items yet. */
export const emptyDefForm = (): TDefForm => ({
  answerScale: { type: 'likert', points: 5, labels: [...LIKERT_DEFAULT_LABELS], piles: [] },
  scales: [],
  items: [],
  scoring: { method: 'sum', levelCuts: [40, 70] },
  display: 'bars',
  codeLength: 3,
});

const bandTextsOf = (texts: Partial<TBandTexts> | undefined): TBandTexts => ({ EL: texts?.EL ?? '', MD: texts?.MD ?? '', HI: texts?.HI ?? '' });

export function fromDefinition(def: TInspDefinition): TDefForm {
  const scale = def.answerScale;
  return {
    answerScale: {
      type: scale.type,
      points: scale.type === 'likert' ? scale.points : 5,
      labels: scale.type === 'likert' ? [...scale.labels] : [...LIKERT_DEFAULT_LABELS],
      piles: scale.type === 'cardSort' ? scale.piles.map((p) => ({ ...p })) : [],
    },
    scales: def.scales.map((s) => ({
      scaleId: s.scaleId,
      scaleNm: s.scaleNm,
      expln: s.expln ?? '',
      texts: { LOW: '', MID: '', HIGH: '', ...Object.fromEntries(s.texts.map((t) => [t.level, t.text])) },
    })),
    items: def.items.map((i) => ({
      itemId: i.itemId,
      text: i.text,
      bandText: bandTextsOf(i.bandText),
      scaleId: i.scaleId ?? '',
      reverse: i.reverse ?? false,
      options: (i.options ?? []).map((o) => ({ label: o.label, bandLabel: bandTextsOf(o.bandLabel), scaleId: o.scaleId })),
    })),
    scoring: { method: def.scoring.method, levelCuts: [...def.scoring.levelCuts] },
    display: def.display,
    codeLength: def.codeLength ?? 3,
  };
}

/** The band wordings that differ from the base text (empty ones are left out). */
function bandTextsFor(texts: TBandTexts): Partial<TBandTexts> | undefined {
  const filled = INSP_BANDS.filter((b) => texts[b].trim() !== '');
  return filled.length > 0 ? Object.fromEntries(filled.map((b) => [b, texts[b].trim()])) : undefined;
}

function answerScaleOf({ type, points, labels, piles }: TDefForm['answerScale']): TInspDefinition['answerScale'] {
  if (type === 'likert') return { type, points, labels: labels.slice(0, points).map((l) => l.trim()) };
  if (type === 'forcedChoice') return { type };
  return { type, piles: piles.map((p) => ({ ...p, label: p.label.trim() })) };
}

/** What is saved: the kind's own settings only, empty optional texts left out. */
export function toDefinition(form: TDefForm): TInspDefinition {
  const type = form.answerScale.type;
  return {
    answerScale: answerScaleOf(form.answerScale),
    scales: form.scales.map((s) => ({
      scaleId: s.scaleId.trim(),
      scaleNm: s.scaleNm.trim(),
      expln: s.expln.trim() || undefined,
      texts: LEVELS.filter((level) => s.texts[level].trim() !== '').map((level) => ({ level, text: s.texts[level].trim() })),
    })),
    items: form.items.map((i) => ({
      itemId: i.itemId.trim(),
      text: i.text.trim(),
      bandText: bandTextsFor(i.bandText),
      ...(type === 'forcedChoice'
        ? { options: i.options.map((o) => ({ label: o.label.trim(), bandLabel: bandTextsFor(o.bandLabel), scaleId: o.scaleId })) }
        : { scaleId: i.scaleId, reverse: type === 'likert' && i.reverse ? true : undefined }),
    })),
    scoring: { method: form.scoring.method, levelCuts: form.scoring.levelCuts },
    display: form.display,
    codeLength: form.display === 'hexagon' ? form.codeLength : undefined,
  };
}

/** The structural problems of what is in the editor now (the contract's rules, as the server runs them). */
export const problemsOf = (form: TDefForm): string[] => inspDefinitionProblems(toDefinition(form));

/**
 * A path of the saved definition (a zod issue's, or the server's 'definition.items.3.text') as the
 * form's: a scale's level text is kept by level here.
 */
export function formPathOf(path: readonly PropertyKey[], def: TInspDefinition): string {
  const parts = path.map(String);
  if (parts[0] === 'scales' && parts[2] === 'texts' && parts[3] !== undefined) {
    const level = def.scales[Number(parts[1])]?.texts[Number(parts[3])]?.level;
    if (level) return ['scales', parts[1], 'texts', level].join('.');
  }
  return parts.join('.');
}

/**
 * The contract's schema on the saved shape, its messages on the form's fields; the structural
 * problems (no path) as the form's root error, shown by the problems list.
 */
export const defResolver: Resolver<TDefForm> = (values) => {
  const def = toDefinition(values);
  const parsed = ZInspDefinition.safeParse(def);
  const problems = inspDefinitionProblems(def);
  if (parsed.success && problems.length === 0) return { values, errors: {} };
  const errors: FieldErrors<TDefForm> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    if (issue.path.length === 0) continue;
    const path = formPathOf(issue.path, def);
    if (!pathHasError(errors, path)) set(errors, path, { type: issue.code, message: issue.message });
  }
  if (problems.length > 0 || Object.keys(errors).length === 0) set(errors, 'root', { type: 'problems', message: problems[0] ?? '' });
  return { values: {}, errors };
};

function pathHasError(errors: FieldErrors<TDefForm>, path: string): boolean {
  let node: unknown = errors;
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[part];
  }
  return node !== undefined;
}
