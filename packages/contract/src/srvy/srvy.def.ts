import { z } from 'zod';
import { codeKeys, isYmd } from '../common/adm-query.js';
import { ZYn } from '../common/yn.js';
import { ZFileModuleId } from '../file/file.schema.js';
import { isSrvyChoiceType, isSrvyOptionType, SRVY_ETC_OPT_ID, SRVY_LIMITS, SRVY_QSTN_TYPES, type TSrvyQstnType } from './srvy.codes.js';
import { SRVY_MESSAGES as M } from './srvy.messages.js';

/**
 * A survey's questions are data (issue 17): pages of questions kept as one JSON document
 * (`srvy.def`). The same checks run in the builder, on the answering page and on the server.
 */

/** A page's, question's, option's or row's id; answers are keyed by it, so no name of Object.prototype. */
export const ZSrvyId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,20}$/, M.idInvalid)
  .refine((id) => !(id in Object.prototype), M.idInvalid);

const zLabel = (max: number) => z.string().trim().max(max);
const zCount = (max: number) => z.number().int().min(0).max(max);

export const ZSrvyQstnType = z.enum(codeKeys(SRVY_QSTN_TYPES));

export const ZSrvyOption = z.object({ optId: ZSrvyId, optNm: zLabel(SRVY_LIMITS.optNm) });
export type TSrvyOption = z.infer<typeof ZSrvyOption>;
export const ZSrvyRow = z.object({ rowId: ZSrvyId, rowNm: zLabel(SRVY_LIMITS.rowNm) });
export type TSrvyRow = z.infer<typeof ZSrvyRow>;

export const ZSrvyShowIf = z.object({ qstnId: ZSrvyId, optIds: z.array(ZSrvyId).max(SRVY_LIMITS.options) });
export type TSrvyShowIf = z.infer<typeof ZSrvyShowIf>;

export const ZSrvyQstn = z.object({
  qstnId: ZSrvyId,
  qstnType: ZSrvyQstnType,
  qstnTtl: zLabel(SRVY_LIMITS.qstnTtl),
  helpText: zLabel(SRVY_LIMITS.helpText).optional(),
  requiredYn: ZYn,
  /** SINGLE, MULTI, OTHER (the "other" choice is added, id 'etc'), RANK */
  options: z.array(ZSrvyOption).max(SRVY_LIMITS.options).optional(),
  /** MULTI */
  minPick: zCount(SRVY_LIMITS.options).optional(),
  maxPick: zCount(SRVY_LIMITS.options).optional(),
  /** SCALE5, SCALE7, MATRIX: the labels of the lowest and highest points */
  scaleLow: zLabel(SRVY_LIMITS.scaleLabel).optional(),
  scaleHigh: zLabel(SRVY_LIMITS.scaleLabel).optional(),
  /** MATRIX: the points of its scale (default 5) and its statements */
  scalePoints: z.union([z.literal(5), z.literal(7)]).optional(),
  rows: z.array(ZSrvyRow).max(SRVY_LIMITS.rows).optional(),
  /** NUMBER */
  minValue: z.number().min(-SRVY_LIMITS.numberAbs).max(SRVY_LIMITS.numberAbs).optional(),
  maxValue: z.number().min(-SRVY_LIMITS.numberAbs).max(SRVY_LIMITS.numberAbs).optional(),
  /** SHORT (default 100), LONG (default 2000) */
  maxLength: z.number().int().min(0).max(SRVY_LIMITS.longMax).optional(),
  /** FILE (default 1) */
  fileMaxCnt: z.number().int().min(0).max(SRVY_LIMITS.fileMaxCnt).optional(),
  /** shown only when that earlier choice question's answer includes one of optIds */
  showIf: ZSrvyShowIf.optional(),
});
export type TSrvyQstn = z.infer<typeof ZSrvyQstn>;

export const ZSrvyPage = z.object({
  pageId: ZSrvyId,
  pageTtl: zLabel(SRVY_LIMITS.pageTtl).optional(),
  qstns: z.array(ZSrvyQstn).max(SRVY_LIMITS.qstns),
});
export type TSrvyPage = z.infer<typeof ZSrvyPage>;

/** The definition's shape; its sense (ids, conditions, limits) is srvyDefProblems'. */
export const ZSrvyDef = z.object({ pages: z.array(ZSrvyPage).max(SRVY_LIMITS.pages) });
export type TSrvyDef = z.infer<typeof ZSrvyDef>;
export type TSrvyDefInput = z.input<typeof ZSrvyDef>;

/** A new survey's definition: one empty page. */
export const emptySrvyDef = (): TSrvyDef => ({ pages: [{ pageId: 'p1', qstns: [] }] });

/** One question's answer: the fields of its type only (keptAnswers drops the others). */
export const ZSrvyAnswer = z.object({
  /** SINGLE, MULTI, OTHER ('etc' for the other choice) */
  optIds: z
    .array(ZSrvyId)
    .max(SRVY_LIMITS.options + 1)
    .optional(),
  /** OTHER: the text of the other choice */
  etcText: z
    .string()
    .max(SRVY_LIMITS.etcText * 2)
    .optional(),
  /** SHORT, LONG */
  text: z
    .string()
    .max(SRVY_LIMITS.longMax * 2)
    .optional(),
  /** SCALE5, SCALE7 (1..points), NUMBER */
  num: z.number().finite().optional(),
  /** DATE: YYYY-MM-DD */
  date: z.string().max(20).optional(),
  /** MATRIX: each row's point */
  rows: z.record(ZSrvyId, z.number().int()).optional(),
  /** RANK: the optIds, first is ranked highest */
  rank: z.array(ZSrvyId).max(SRVY_LIMITS.options).optional(),
  /** FILE: the upload group (seqType srvyRspns) the question's files were uploaded into */
  fileModuleId: ZFileModuleId.optional(),
});
export type TSrvyAnswer = z.infer<typeof ZSrvyAnswer>;

export const ZSrvyAnswers = z
  .record(ZSrvyId, ZSrvyAnswer)
  .refine((answers) => Object.keys(answers).length <= SRVY_LIMITS.qstns, M.tooManyQstns(SRVY_LIMITS.qstns));
export type TSrvyAnswers = z.infer<typeof ZSrvyAnswers>;

export type TSrvyAnswerProblem = { qstnId: string; message: string };

/** Every question in order. */
export const srvyQstns = (def: TSrvyDef): TSrvyQstn[] => def.pages.flatMap((page) => page.qstns);
export const srvyQstnCount = (def: TSrvyDef): number => srvyQstns(def).length;

const textMaxOf = (q: TSrvyQstn): number => q.maxLength ?? (q.qstnType === 'LONG' ? SRVY_LIMITS.longDefault : SRVY_LIMITS.shortDefault);
const scalePointsOf = (q: TSrvyQstn): number => (q.qstnType === 'SCALE7' ? 7 : q.qstnType === 'SCALE5' ? 5 : (q.scalePoints ?? 5));
export const srvyFileMaxCnt = (q: TSrvyQstn): number => q.fileMaxCnt ?? 1;
const duplicates = (ids: string[]): string[] => [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];

/** What is wrong with a definition (Korean, one line each); empty when it can be saved. */
export function srvyDefProblems(def: TSrvyDef): string[] {
  const problems: string[] = [];
  if (def.pages.length === 0) problems.push(M.defEmpty);
  for (const id of duplicates(def.pages.map((p) => p.pageId))) problems.push(M.dupPageId(id));
  const qstns = srvyQstns(def);
  if (qstns.length > SRVY_LIMITS.qstns) problems.push(M.tooManyQstns(SRVY_LIMITS.qstns));
  for (const id of duplicates(qstns.map((q) => q.qstnId))) problems.push(M.dupQstnId(id));
  qstns.forEach((q, index) => {
    const no = index + 1;
    const options = q.options ?? [];
    if (!q.qstnTtl) problems.push(M.qstnTtlRequired(no));
    if (isSrvyOptionType(q.qstnType)) {
      if (options.length < 2) problems.push(M.optionsRequired(no));
      for (const id of duplicates(options.map((o) => o.optId))) problems.push(M.dupOptId(no, id));
      if (options.some((o) => !o.optNm)) problems.push(M.optNmRequired(no));
      if (q.qstnType === 'OTHER' && options.some((o) => o.optId === SRVY_ETC_OPT_ID)) problems.push(M.etcOptReserved(no));
    } else if (options.length > 0) problems.push(M.optionsUnused(no));
    if (q.qstnType === 'MULTI') {
      if (q.minPick !== undefined && q.maxPick !== undefined && q.maxPick > 0 && q.minPick > q.maxPick) problems.push(M.pickRange(no));
      if ((q.minPick ?? 0) > options.length || (q.maxPick ?? 0) > options.length) problems.push(M.pickOverOptions(no));
    }
    if (q.qstnType === 'MATRIX') {
      const rows = q.rows ?? [];
      if (rows.length === 0) problems.push(M.rowsRequired(no));
      for (const id of duplicates(rows.map((r) => r.rowId))) problems.push(M.dupRowId(no, id));
      if (rows.some((r) => !r.rowNm)) problems.push(M.rowNmRequired(no));
    }
    if (q.qstnType === 'NUMBER' && q.minValue !== undefined && q.maxValue !== undefined && q.minValue > q.maxValue) problems.push(M.valueRange(no));
    if (q.qstnType === 'SHORT' || q.qstnType === 'LONG') {
      const max = q.qstnType === 'LONG' ? SRVY_LIMITS.longMax : SRVY_LIMITS.shortMax;
      if (q.maxLength !== undefined && (q.maxLength < 1 || q.maxLength > max)) problems.push(M.maxLength(no, max));
    }
    if (q.qstnType === 'FILE' && q.fileMaxCnt !== undefined && q.fileMaxCnt < 1) problems.push(M.fileMaxCnt(no, SRVY_LIMITS.fileMaxCnt));
    if (q.showIf) {
      const target = qstns.slice(0, index).find((earlier) => earlier.qstnId === q.showIf!.qstnId);
      if (!target) problems.push(M.condUnknown(no));
      else if (!isSrvyChoiceType(target.qstnType)) problems.push(M.condNotChoice(no));
      else {
        const known = new Set([...(target.options ?? []).map((o) => o.optId), ...(target.qstnType === 'OTHER' ? [SRVY_ETC_OPT_ID] : [])]);
        if (q.showIf.optIds.length === 0 || q.showIf.optIds.some((id) => !known.has(id))) problems.push(M.condOptions(no));
      }
    }
  });
  return problems;
}

const nonEmpty = (text: string | undefined): string | undefined => {
  const value = text?.trim();
  return value ? value : undefined;
};

/** The answer reduced to its type's fields (texts trimmed); undefined when nothing is answered. */
function normalizeAnswer(q: TSrvyQstn, a: TSrvyAnswer | undefined): TSrvyAnswer | undefined {
  if (!a) return undefined;
  const type: TSrvyQstnType = q.qstnType;
  switch (type) {
    case 'SINGLE':
    case 'MULTI':
      return a.optIds?.length ? { optIds: a.optIds } : undefined;
    case 'OTHER': {
      if (!a.optIds?.length) return undefined;
      const etcText = a.optIds.includes(SRVY_ETC_OPT_ID) ? nonEmpty(a.etcText) : undefined;
      return etcText === undefined ? { optIds: a.optIds } : { optIds: a.optIds, etcText };
    }
    case 'SCALE5':
    case 'SCALE7':
    case 'NUMBER':
      return a.num === undefined ? undefined : { num: a.num };
    case 'MATRIX':
      return a.rows && Object.keys(a.rows).length > 0 ? { rows: a.rows } : undefined;
    case 'SHORT':
    case 'LONG': {
      const text = nonEmpty(a.text);
      return text === undefined ? undefined : { text };
    }
    case 'DATE': {
      const date = nonEmpty(a.date);
      return date === undefined ? undefined : { date };
    }
    case 'RANK':
      return a.rank?.length ? { rank: a.rank } : undefined;
    case 'FILE':
      return a.fileModuleId ? { fileModuleId: a.fileModuleId } : undefined;
  }
}

const showIfMet = (q: TSrvyQstn, kept: TSrvyAnswers): boolean => !q.showIf || (kept[q.showIf.qstnId]?.optIds ?? []).some((id) => q.showIf!.optIds.includes(id));

/**
 * The answers that count, in question order: a question hidden by its condition (the earlier
 * question is hidden, or its answer has none of the options) loses its answer; unknown keys and a
 * type's foreign fields go; an empty answer is no answer.
 */
export function keptAnswers(def: TSrvyDef, answers: TSrvyAnswers): TSrvyAnswers {
  const kept: TSrvyAnswers = {};
  for (const q of srvyQstns(def)) {
    if (!showIfMet(q, kept)) continue;
    const answer = normalizeAnswer(q, Object.hasOwn(answers, q.qstnId) ? answers[q.qstnId] : undefined);
    if (answer) kept[q.qstnId] = answer;
  }
  return kept;
}

/** The questions shown for these answers (conditions applied in order). */
export function visibleQstns(def: TSrvyDef, answers: TSrvyAnswers): TSrvyQstn[] {
  const kept: TSrvyAnswers = {};
  const shown: TSrvyQstn[] = [];
  for (const q of srvyQstns(def)) {
    if (!showIfMet(q, kept)) continue;
    shown.push(q);
    const answer = normalizeAnswer(q, Object.hasOwn(answers, q.qstnId) ? answers[q.qstnId] : undefined);
    if (answer) kept[q.qstnId] = answer;
  }
  return shown;
}

/** One visible question's problem with its (normalized) answer, if any. */
function answerProblem(q: TSrvyQstn, a: TSrvyAnswer | undefined, final: boolean): string | undefined {
  const required = final && q.requiredYn === 'Y';
  if (!a) return required ? M.required : undefined;
  const optionIds = new Set((q.options ?? []).map((o) => o.optId));
  switch (q.qstnType) {
    case 'SINGLE':
    case 'OTHER': {
      const ids = a.optIds ?? [];
      if (q.qstnType === 'OTHER') optionIds.add(SRVY_ETC_OPT_ID);
      if (ids.length !== 1) return M.pickOne;
      if (!optionIds.has(ids[0]!)) return M.unknownOption;
      if (q.qstnType === 'OTHER' && ids[0] === SRVY_ETC_OPT_ID) {
        if ((a.etcText?.length ?? 0) > SRVY_LIMITS.etcText) return M.etcTextMax(SRVY_LIMITS.etcText);
        if (final && !a.etcText) return M.etcTextRequired;
      }
      return undefined;
    }
    case 'MULTI': {
      const ids = a.optIds ?? [];
      if (new Set(ids).size !== ids.length || ids.some((id) => !optionIds.has(id))) return M.unknownOption;
      if (q.maxPick && ids.length > q.maxPick) return M.maxPick(q.maxPick);
      if (final && q.minPick && ids.length < q.minPick) return M.minPick(q.minPick);
      return undefined;
    }
    case 'SCALE5':
    case 'SCALE7': {
      const points = scalePointsOf(q);
      return Number.isInteger(a.num) && a.num! >= 1 && a.num! <= points ? undefined : M.scaleValue(points);
    }
    case 'MATRIX': {
      const points = scalePointsOf(q);
      const rowIds = new Set((q.rows ?? []).map((r) => r.rowId));
      const entries = Object.entries(a.rows ?? {});
      if (entries.some(([rowId]) => !rowIds.has(rowId))) return M.matrixUnknownRow;
      if (entries.some(([, v]) => !Number.isInteger(v) || v < 1 || v > points)) return M.scaleValue(points);
      if (required && entries.length < rowIds.size) return M.matrixAllRows;
      return undefined;
    }
    case 'SHORT':
    case 'LONG': {
      const max = textMaxOf(q);
      return (a.text?.length ?? 0) > max ? M.textMax(max) : undefined;
    }
    case 'NUMBER': {
      if (a.num === undefined || !Number.isFinite(a.num)) return M.numberInvalid;
      if (q.minValue !== undefined && a.num < q.minValue) return M.numberMin(q.minValue);
      if (q.maxValue !== undefined && a.num > q.maxValue) return M.numberMax(q.maxValue);
      return undefined;
    }
    case 'DATE':
      return isYmd(a.date) ? undefined : M.dateInvalid;
    case 'RANK': {
      const rank = a.rank ?? [];
      if (new Set(rank).size !== rank.length || rank.some((id) => !optionIds.has(id))) return M.rankInvalid;
      if (final && rank.length < optionIds.size) return M.rankAll;
      return undefined;
    }
    case 'FILE':
      return undefined;
  }
}

/**
 * The problems of answers to a definition, per visible question in order. final=false (a draft):
 * shapes and limits only; final=true (a submit): required questions, minimum picks, the other text
 * and a full ranking too. The FILE question's count is the server's (its files module claims them).
 */
export function srvyAnswerProblems(def: TSrvyDef, answers: TSrvyAnswers, options: { final: boolean }): TSrvyAnswerProblem[] {
  const kept = keptAnswers(def, answers);
  const problems: TSrvyAnswerProblem[] = [];
  for (const q of visibleQstns(def, answers)) {
    const message = answerProblem(q, kept[q.qstnId], options.final);
    if (message) problems.push({ qstnId: q.qstnId, message });
  }
  return problems;
}

/** The structure of a definition, without its texts: what answers and results depend on. */
function structureOf(def: TSrvyDef): unknown {
  return def.pages.map((page) => ({
    pageId: page.pageId,
    qstns: page.qstns.map((q) => ({
      qstnId: q.qstnId,
      qstnType: q.qstnType,
      requiredYn: q.requiredYn,
      options: (q.options ?? []).map((o) => o.optId),
      rows: (q.rows ?? []).map((r) => r.rowId),
      minPick: q.minPick ?? null,
      maxPick: q.maxPick ?? null,
      scalePoints: q.scalePoints ?? null,
      minValue: q.minValue ?? null,
      maxValue: q.maxValue ?? null,
      maxLength: q.maxLength ?? null,
      fileMaxCnt: q.fileMaxCnt ?? null,
      showIf: q.showIf ? { qstnId: q.showIf.qstnId, optIds: [...q.showIf.optIds].sort() } : null,
    })),
  }));
}

/** Whether two definitions differ only in texts (page titles, question titles and help, option, row and scale labels). */
export const sameSrvyStructure = (a: TSrvyDef, b: TSrvyDef): boolean => JSON.stringify(structureOf(a)) === JSON.stringify(structureOf(b));
