import { beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { applyKoreanZodMessages } from './validation-locale.js';
import { toFieldErrors, zField } from './validation.js';

const HANGUL = /[가-힣]/;
// an English word of zod's own texts, or a type name it would print
const ENGLISH = /[A-Za-z]/;

function messageOf(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`${JSON.stringify(input)} passed`);
  return result.error.issues[0]!.message;
}

beforeAll(() => {
  applyKoreanZodMessages();
});

describe('koreanErrorMap: every zod check answers in Korean, worded like spec §5', () => {
  test.each([
    ['array expected, missing', z.array(z.string()), undefined, '필수 입력 항목입니다.'],
    ['number expected, got a string', z.number(), '12', '숫자만 입력 가능합니다.'],
    ['integer expected, got a fraction', z.int(), 1.5, '숫자만 입력 가능합니다.'],
    ['string expected, got a number', z.string(), 5, '올바르지 않은 값입니다.'],
    ['unknown enum member', z.enum(['Y', 'N']), 'X', '올바르지 않은 값입니다.'],
    ['unknown literal', z.literal('A'), 'B', '올바르지 않은 값입니다.'],
    ['text too long', z.string().max(3), '가나다라', '3자 이하로 입력해 주세요.'],
    ['text too short', z.string().min(2), '가', '2자 이상 입력해 주세요.'],
    ['empty text where min(1)', z.string().min(1), '', '필수 입력 항목입니다.'],
    ['exact length', z.string().length(6), '123', '6자로 입력해 주세요.'],
    ['number too big', z.number().max(100), 101, '100 이하의 값을 입력해 주세요.'],
    ['number too small', z.number().min(0), -1, '0 이상의 값을 입력해 주세요.'],
    ['positive', z.number().positive(), 0, '0보다 큰 값을 입력해 주세요.'],
    ['too few items', z.array(z.string()).min(1), [], '하나 이상 선택해 주세요.'],
    ['too many items', z.array(z.string()).max(2), ['a', 'b', 'c'], '2개 이하로 선택해 주세요.'],
    ['url', z.url(), 'nope', '올바른 누리집 주소 형식이 아닙니다.'],
    ['email', z.email(), 'nope', '올바른 이메일 형식이 아닙니다.'],
    ['ISO date', z.iso.date(), '2026-13-40', '올바른 날짜 형식이 아닙니다.'],
    ['pattern', z.string().regex(/^\d+$/), 'a', '올바른 형식이 아닙니다.'],
    ['unknown key', z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, '허용되지 않은 항목이 포함되어 있습니다.'],
    ['no union member', z.union([z.string(), z.number()]), true, '올바르지 않은 값입니다.'],
  ] as const)('%s', (_name, schema, input, expected) => {
    expect(messageOf(schema, input)).toBe(expected);
  });

  test('no message carries an English word', () => {
    const schema = z.object({ ids: z.array(z.int()), sttsCd: z.enum(['A', 'B']), n: z.number().multipleOf(5), at: z.date() });
    const result = schema.safeParse({ ids: ['x'], sttsCd: 'Z', n: 7, at: 'now' });
    const messages = Object.values(toFieldErrors(result.error!.issues));
    expect(messages).toHaveLength(4);
    for (const message of messages) {
      expect(message).toMatch(HANGUL);
      expect(message).not.toMatch(ENGLISH);
    }
  });

  test('a message a schema words itself still wins', () => {
    expect(messageOf(z.string().min(1, '제목을 입력해 주세요.'), '')).toBe('제목을 입력해 주세요.');
    expect(messageOf(zField({ required: true, max: 2 }), '가나다')).toBe('2자 이하로 입력해 주세요.');
  });
});
