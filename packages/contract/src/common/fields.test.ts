import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { recordIdOf, zNullableText, zOptionalHttpUrl, zOptionalIntIn, zOptionalText, zRequiredText, zSortSeq } from './fields.js';
import { VALIDATION_MESSAGES as V } from './validation.js';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('text fields', () => {
  it('trim, count characters and answer the spec §5 messages', () => {
    expect(zRequiredText(3).parse('  가나다 ')).toBe('가나다');
    expect(messageOf(zRequiredText(3), '   ')).toBe(V.required());
    expect(messageOf(zRequiredText(3), undefined)).toBe(V.required());
    expect(messageOf(zRequiredText(3), '가나다라')).toBe(V.max(3));
    expect(zOptionalText(3).parse(undefined)).toBeUndefined();
    expect(zOptionalText(3).parse(' ')).toBe('');
    expect(zNullableText(3).parse(' ')).toBeNull();
    expect(zNullableText(3).parse(null)).toBeNull();
  });

  it("apply a field's own rule to a given value only", () => {
    const url = zOptionalHttpUrl('url?');
    expect(url.parse('')).toBe('');
    expect(url.parse(' https://example.org ')).toBe('https://example.org');
    expect(messageOf(url, 'javascript:alert(1)')).toBe('url?');
  });
});

describe('integer fields', () => {
  it('read numeric strings; a sort order is 0 when none is given', () => {
    const sortSeq = zSortSeq(9999);
    expect([undefined, null, '', '7', 7].map((v) => sortSeq.parse(v))).toEqual([0, 0, 0, 7, 7]);
    expect(messageOf(sortSeq, 'x')).toBe(V.num());
    expect(messageOf(sortSeq, 1.5)).toBe(V.num());
    expect(messageOf(sortSeq, 10_000)).toBe(V.max_value(9999));
    expect(messageOf(zSortSeq(9, 'own'), -1)).toBe('own');
    expect(zOptionalIntIn(0, 9).parse(null)).toBeUndefined();
  });
});

describe('recordIdOf', () => {
  it('reads a positive integer in plain digits up to an int4', () => {
    expect(recordIdOf('1')).toBe(1);
    expect(recordIdOf('2147483647')).toBe(2_147_483_647);
  });

  it('reads a bigint id up to the largest safe integer when asked', () => {
    expect(recordIdOf('2147483648', Number.MAX_SAFE_INTEGER)).toBe(2_147_483_648);
    expect(recordIdOf('9007199254740992', Number.MAX_SAFE_INTEGER)).toBeUndefined();
  });

  it('names no record by anything else', () => {
    for (const value of [
      undefined,
      null,
      '',
      '0',
      '007',
      '-1',
      '1.5',
      '1.0',
      '1e3',
      '0x10',
      ' 12',
      '12 ',
      'abc',
      '2147483648',
      '99999999999',
      '99999999999999999',
    ]) {
      expect(recordIdOf(value), String(value)).toBeUndefined();
    }
  });
});
