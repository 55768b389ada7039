import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zNullableText, zOptionalHttpUrl, zOptionalIntIn, zOptionalText, zRequiredText, zSortSeq } from './fields.js';
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
