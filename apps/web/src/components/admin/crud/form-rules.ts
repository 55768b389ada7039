import { VALIDATION_MESSAGES } from '@portal/contract';
import type { RuleObject } from 'antd/es/form';

/** What the rule needs of a contract (zod) field schema. */
type TFieldSchema = { safeParse(value: unknown): { success: boolean; error?: { issues: readonly { message: string }[] } } };

/** An antd rule running a field's contract schema, so the form says what the server would say. */
export const zodRule = (schema: TFieldSchema): RuleObject => ({
  validator: (_, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? Promise.resolve() : Promise.reject(new Error(result.error?.issues[0]?.message));
  },
});

/** A rule from a check returning a message or undefined. */
export const checkRule = <T = unknown>(check: (value: T) => string | undefined): RuleObject => ({
  validator: (_, value: T) => {
    const message = check(value);
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  },
});

/** spec §5 'required': text of spaces only counts as empty. */
export const requiredRule = { required: true, whitespace: true, message: VALIDATION_MESSAGES.required() } as const;

/** spec §5: at most `n` characters. */
export const maxRule = (n: number) => ({ max: n, message: VALIDATION_MESSAGES.max(n) });
