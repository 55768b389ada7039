import { z } from 'zod';
import { isHttpUrl } from './url.js';
import { checkField, VALIDATION_MESSAGES } from './validation.js';
import { ZYn } from './yn.js';

/**
 * The field schemas of the admin forms' request bodies: the spec §5 rules and messages of
 * checkField applied to the trimmed text, which is what the server stores. zField (validation.ts)
 * checks the text as typed; these also hand the service its trimmed value.
 */

/** An admin-entered address is stored in up to 500 characters. */
export const URL_MAX = 500;

type TTextCheck = (value: string) => boolean;

/** A trimmed text of at most `max` characters (spec §5 counts characters) that, when given, passes `check`. */
const zText = (max: number, required: boolean, check?: TTextCheck, message = VALIDATION_MESSAGES.invalid()) =>
  z
    .string({ error: required ? VALIDATION_MESSAGES.required() : VALIDATION_MESSAGES.invalid() })
    .trim()
    .superRefine((value, ctx) => {
      const failed = checkField(value, { required, max }) ?? (value !== '' && check && !check(value) ? message : undefined);
      if (failed) ctx.addIssue({ code: 'custom', message: failed });
    });

/** A required text; `check` and its message add a rule of the field's own (an address, a format). */
export const zRequiredText = (max: number, check?: TTextCheck, message?: string) => zText(max, true, check, message);

/** An optional text: '' and undefined mean none (the service stores null). */
export const zOptionalText = (max: number, check?: TTextCheck, message?: string) => zText(max, false, check, message).optional();

/** An optional text parsed to null when '' or null: for tables written as parsed. */
export const zNullableText = (max: number, check?: TTextCheck, message?: string) =>
  zText(max, false, check, message)
    .nullish()
    .transform((value) => value || null);

/** An optional http(s) address (SECURITY 5). */
export const zOptionalHttpUrl = (message = VALIDATION_MESSAGES.url()) => zOptionalText(URL_MAX, isHttpUrl, message);

/** Numbers from forms and query strings: a numeric string is read as its number; '' and null are none. */
const numberInput = (value: number | string | null | undefined) => {
  if (value === '' || value === null) return undefined;
  return typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
};

/** An integer within bounds, with the spec §5 messages (or one message of the field's own for every rule). */
const zInt = (min: number, max: number, message?: string) =>
  z
    .number({ error: (issue) => message ?? (issue.input === undefined ? VALIDATION_MESSAGES.required() : VALIDATION_MESSAGES.num()) })
    .int(message ?? VALIDATION_MESSAGES.num())
    .min(min, message ?? VALIDATION_MESSAGES.min_value(min))
    .max(max, message ?? VALIDATION_MESSAGES.max_value(max));

/** A required integer within bounds. */
export const zIntIn = (min: number, max: number, message?: string) => z.preprocess(numberInput, zInt(min, max, message));

/** An optional integer within bounds: none stays undefined. */
export const zOptionalIntIn = (min: number, max: number, message?: string) => z.preprocess(numberInput, zInt(min, max, message).optional());

/** A sort order (sortSeq) from 0 to `max`; none is 0. */
export const zSortSeq = (max: number, message?: string) => zOptionalIntIn(0, max, message).transform((value) => value ?? 0);

/** useYn of an admin form: in use unless switched off. */
export const ZUseYn = ZYn.default('Y');

/** The largest PostgreSQL integer (int4): the bound of every serial row id. */
export const INT4_MAX = 2_147_483_647;

/** A row id in a path: a positive int4. */
export const ZId = z.coerce.number().int().min(1).max(INT4_MAX);

/**
 * The record id a text names (an address's `12` of `/x/view/12` or `?id=12`, a file's seqId, a survey
 * context's ref): a positive integer in plain digits up to `max` (an int4 by default; a bigint id passes
 * Number.MAX_SAFE_INTEGER), else undefined. 'abc', '0', '007', '1.5', '0x10', '1e3', ' 12' and ids past
 * the column name no record (not found), never another one.
 */
export function recordIdOf(value: string | null | undefined, max: number = INT4_MAX): number | undefined {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= max && id <= Number.MAX_SAFE_INTEGER ? id : undefined;
}

/** A code value; whether it is an active code of its group is checked by the server against the code table. */
export const zCodeValue = (message: string, invalidMessage = message) => z.string({ error: message }).trim().min(1, message).max(20, invalidMessage);

/** The audit columns of an admin item, as answered. */
export const ZAuditFields = {
  registeredBy: z.string().nullable(),
  registeredAt: z.string().describe('ISO time'),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().describe('ISO time'),
};
