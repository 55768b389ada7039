import { z } from 'zod';
import { emptyAsUndefined, zPageOf, zSearchWrd } from '../common/adm-query.js';
import { ZAuditFields, ZId, zOptionalText, ZUseYn } from '../common/fields.js';
import { ZPageQuery } from '../common/paging.schema.js';
import { VALIDATION_MESSAGES } from '../common/validation.js';
import { ZYn } from '../common/yn.js';
import { normalizeProhibitedText, PRHBWD_NM_MAX } from './prhbwd.js';

/** admin prhbwdMng: the page's own limits and messages (the matcher itself is prhbwd.ts). */
export const PRHBWD_LIMITS = { expln: 200, bulkLines: 500, bulkChars: 30_000, checkChars: 10_000 } as const;

export const PRHBWD_MESSAGES = {
  noLetters: '글자나 숫자를 하나 이상 포함해 입력해 주세요.',
  duplicate: '이미 등록된 금지어입니다. (띄어쓰기·기호·대소문자를 무시하면 같은 단어)',
  bulkEmpty: '등록할 금지어를 한 줄에 하나씩 입력해 주세요.',
  bulkTooMany: `한 번에 ${PRHBWD_LIMITS.bulkLines}개까지 등록할 수 있습니다.`,
  bulkLine: (line: number, message: string) => `${line}번째 줄: ${message}`,
} as const;

/** The message of a word the list cannot take (too long, or nothing left after normalising), or undefined. */
export function checkPrhbwdNm(value: string): string | undefined {
  const word = value.trim();
  if (!word) return VALIDATION_MESSAGES.required();
  if ([...word].length > PRHBWD_NM_MAX) return VALIDATION_MESSAGES.max(PRHBWD_NM_MAX);
  return normalizeProhibitedText(word) ? undefined : PRHBWD_MESSAGES.noLetters;
}

const ZPrhbwdNm = z
  .string({ error: VALIDATION_MESSAGES.required() })
  .trim()
  .superRefine((value, ctx) => {
    const message = checkPrhbwdNm(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .describe('the word as the administrator wrote it: literal text, never a pattern');

/** POST /api/prhbwdMng and PUT /api/prhbwdMng/:prhbwdId. */
export const ZPrhbwdSave = z.object({
  prhbwdNm: ZPrhbwdNm,
  expln: zOptionalText(PRHBWD_LIMITS.expln),
  useYn: ZUseYn,
});
export type TPrhbwdSave = z.input<typeof ZPrhbwdSave>;

/** POST /api/prhbwdMng/bulk: several words, one per line; blank lines are skipped. */
export const ZPrhbwdBulkSave = z.object({
  prhbwdNms: z.string({ error: VALIDATION_MESSAGES.required() }).max(PRHBWD_LIMITS.bulkChars, VALIDATION_MESSAGES.max(PRHBWD_LIMITS.bulkChars)),
  expln: zOptionalText(PRHBWD_LIMITS.expln),
  useYn: ZUseYn,
});
export type TPrhbwdBulkSave = z.input<typeof ZPrhbwdBulkSave>;

export const ZPrhbwdBulkResponse = z.object({
  addedCount: z.number().int(),
  skippedWords: z.array(z.string()).describe('lines already on the list or repeated in the input (same normal form)'),
});
export type TPrhbwdBulkResponse = z.infer<typeof ZPrhbwdBulkResponse>;

/** POST /api/prhbwdMng/check: the page's 'test a sentence' tool. */
export const ZPrhbwdCheckRequest = z.object({
  text: z.string({ error: VALIDATION_MESSAGES.required() }).max(PRHBWD_LIMITS.checkChars, VALIDATION_MESSAGES.max(PRHBWD_LIMITS.checkChars)),
});
export const ZPrhbwdCheckResponse = z.object({
  matchedWords: z.array(z.string()).describe('the words in use found in the text'),
  normalizedText: z.string().describe('the text as the matcher reads it'),
});
export type TPrhbwdCheckResponse = z.infer<typeof ZPrhbwdCheckResponse>;

export const ZPrhbwdListQuery = z.object({
  ...ZPageQuery.shape,
  searchWrd: zSearchWrd().describe('part of the word (as written or normalised) or its description'),
  useYn: emptyAsUndefined(ZYn),
});
export type TPrhbwdListQuery = z.infer<typeof ZPrhbwdListQuery>;

export const ZPrhbwdParams = z.object({ prhbwdId: ZId });

export const ZPrhbwdItem = z.object({
  prhbwdId: z.number().int(),
  prhbwdNm: z.string(),
  normalizedNm: z.string().describe('the form the matcher compares'),
  expln: z.string().nullable(),
  useYn: ZYn,
  ...ZAuditFields,
});
export type TPrhbwdItem = z.infer<typeof ZPrhbwdItem>;

export const ZPrhbwdListResponse = zPageOf(ZPrhbwdItem);
export type TPrhbwdListResponse = z.infer<typeof ZPrhbwdListResponse>;
