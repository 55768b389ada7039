import { z } from 'zod';
import { isHttpUrl } from './url.js';

/**
 * spec §5: field rules and their Korean messages. The same texts are shown by the web form
 * (first failing rule, red, after the field) and answered by the server as field errors.
 */
export const VALIDATION_MESSAGES = {
  required: () => '필수 입력 항목입니다.',
  num: () => '숫자만 입력 가능합니다.',
  max: (n: number) => `${n}자 이하로 입력해 주세요.`,
  min: (n: number) => `${n}자 이상 입력해 주세요.`,
  max_value: (n: number) => `${n} 이하의 값을 입력해 주세요.`,
  min_value: (n: number) => `${n} 이상의 값을 입력해 주세요.`,
  url: () => '올바른 누리집 주소 형식이 아닙니다.',
  invalid: () => '올바르지 않은 값입니다.',
} as const;

export type TFieldRules = {
  required?: boolean;
  num?: boolean;
  max?: number;
  min?: number;
  max_value?: number;
  min_value?: number;
  url?: boolean;
};

const INTEGER = /^-?\d+$/;

/** Returns the message of the first failing rule, or undefined. Rule order is the spec's. */
export function checkField(raw: unknown, rules: TFieldRules): string | undefined {
  const value = raw == null ? '' : String(raw);
  if (value.trim() === '') return rules.required ? VALIDATION_MESSAGES.required() : undefined;
  if (rules.num && !INTEGER.test(value)) return VALIDATION_MESSAGES.num();
  const length = [...value].length;
  if (rules.max !== undefined && length > rules.max) return VALIDATION_MESSAGES.max(rules.max);
  if (rules.min !== undefined && length < rules.min) return VALIDATION_MESSAGES.min(rules.min);
  if (rules.max_value !== undefined || rules.min_value !== undefined) {
    const n = Number(value);
    if (!Number.isFinite(n)) return VALIDATION_MESSAGES.num();
    if (rules.max_value !== undefined && n > rules.max_value) return VALIDATION_MESSAGES.max_value(rules.max_value);
    if (rules.min_value !== undefined && n < rules.min_value) return VALIDATION_MESSAGES.min_value(rules.min_value);
  }
  if (rules.url && !isHttpUrl(value)) return VALIDATION_MESSAGES.url();
  return undefined;
}

/**
 * A zod string schema carrying the same rules and messages, for request bodies and
 * react-hook-form's zodResolver. Optional fields accept '' and undefined.
 */
export function zField(rules: TFieldRules) {
  const base = z.string({ error: VALIDATION_MESSAGES.invalid() }).superRefine((value, ctx) => {
    const message = checkField(value, rules);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
  return rules.required ? base : base.optional();
}

/** Flattens zod issues to { field: first message }, the shape of ApiError data.fieldErrors. */
export function toFieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}
