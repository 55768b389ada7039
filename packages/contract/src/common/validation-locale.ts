import { z } from 'zod';
import { VALIDATION_MESSAGES } from './validation.js';

/**
 * Korean texts for what zod checks beyond the spec §5 rules. zod's own Korean locale
 * (z.locales.ko) names types in English ('예상 타입은 array, 받은 타입은 undefined입니다') and
 * origins ('string이 너무 큽니다'), so the portal answers these instead, worded like §5.
 */
export const SCHEMA_MESSAGES = {
  exactLength: (n: number) => `${n}자로 입력해 주세요.`,
  lessThan: (n: number) => `${n}보다 작은 값을 입력해 주세요.`,
  greaterThan: (n: number) => `${n}보다 큰 값을 입력해 주세요.`,
  maxItems: (n: number) => `${n}개 이하로 선택해 주세요.`,
  minItems: (n: number) => (n === 1 ? '하나 이상 선택해 주세요.' : `${n}개 이상 선택해 주세요.`),
  fileSize: () => '파일 크기가 허용된 크기를 넘었습니다.',
  dateRange: () => '입력 가능한 기간을 벗어났습니다.',
  date: () => '올바른 날짜 형식이 아닙니다.',
  email: () => '올바른 이메일 형식이 아닙니다.',
  format: () => '올바른 형식이 아닙니다.',
  unknownKeys: () => '허용되지 않은 항목이 포함되어 있습니다.',
  unstorableText: () => '입력할 수 없는 문자가 포함되어 있습니다.',
} as const;

const NUMERIC = new Set(['number', 'int', 'bigint', 'nan']);
const LISTS = new Set(['array', 'set', 'map']);
const DATE_FORMATS = new Set(['date', 'datetime', 'time', 'duration']);

type TIssue = z.core.$ZodRawIssue;

function tooBig(issue: Extract<TIssue, { code: 'too_big' }>): string {
  const n = Number(issue.maximum);
  if (issue.origin === 'string') return issue.exact ? SCHEMA_MESSAGES.exactLength(n) : VALIDATION_MESSAGES.max(n);
  if (NUMERIC.has(issue.origin)) return issue.inclusive === false ? SCHEMA_MESSAGES.lessThan(n) : VALIDATION_MESSAGES.max_value(n);
  if (LISTS.has(issue.origin)) return SCHEMA_MESSAGES.maxItems(n);
  if (issue.origin === 'file') return SCHEMA_MESSAGES.fileSize();
  if (issue.origin === 'date') return SCHEMA_MESSAGES.dateRange();
  return VALIDATION_MESSAGES.invalid();
}

function tooSmall(issue: Extract<TIssue, { code: 'too_small' }>): string {
  const n = Number(issue.minimum);
  if (issue.origin === 'string') {
    if (issue.exact) return SCHEMA_MESSAGES.exactLength(n);
    // z.string().min(1) is how a schema says "required"
    return n <= 1 ? VALIDATION_MESSAGES.required() : VALIDATION_MESSAGES.min(n);
  }
  if (NUMERIC.has(issue.origin)) return issue.inclusive === false ? SCHEMA_MESSAGES.greaterThan(n) : VALIDATION_MESSAGES.min_value(n);
  if (LISTS.has(issue.origin)) return SCHEMA_MESSAGES.minItems(Math.max(n, 1));
  if (issue.origin === 'date') return SCHEMA_MESSAGES.dateRange();
  return VALIDATION_MESSAGES.invalid();
}

function invalidFormat(format: string): string {
  if (format === 'url') return VALIDATION_MESSAGES.url();
  if (format === 'email') return SCHEMA_MESSAGES.email();
  if (DATE_FORMATS.has(format)) return SCHEMA_MESSAGES.date();
  return SCHEMA_MESSAGES.format();
}

/** zod's error map in Korean: the message of every issue a schema does not word itself. */
export const koreanErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return VALIDATION_MESSAGES.required();
      if (NUMERIC.has(issue.expected)) return VALIDATION_MESSAGES.num();
      if (issue.expected === 'date') return SCHEMA_MESSAGES.date();
      return VALIDATION_MESSAGES.invalid();
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return invalidFormat(issue.format);
    case 'unrecognized_keys':
      return SCHEMA_MESSAGES.unknownKeys();
    default:
      // invalid_value (an unknown enum member), invalid_union, not_multiple_of, custom, ...
      return VALIDATION_MESSAGES.invalid();
  }
};

/**
 * Makes zod answer in Korean (its global configuration). Called once by the server at start and
 * once by the web's form code; a message a schema words itself still wins over this map.
 */
export function applyKoreanZodMessages(): void {
  z.config({ localeError: koreanErrorMap });
}
