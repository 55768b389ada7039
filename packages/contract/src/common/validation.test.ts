import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { isHttpUrl } from './url.js';
import { checkField, toFieldErrors, zField } from './validation.js';

describe('checkField (spec §5)', () => {
  test.each([
    ['', { required: true }, '필수 입력 항목입니다.'],
    ['  ', { required: true }, '필수 입력 항목입니다.'],
    ['', { num: true, min: 3 }, undefined],
    ['12a', { num: true }, '숫자만 입력 가능합니다.'],
    ['1.5', { num: true }, '숫자만 입력 가능합니다.'],
    ['-12', { num: true }, undefined],
    ['가나다라', { max: 3 }, '3자 이하로 입력해 주세요.'],
    ['가나', { min: 3 }, '3자 이상 입력해 주세요.'],
    ['101', { max_value: 100 }, '100 이하의 값을 입력해 주세요.'],
    ['-1', { min_value: 0 }, '0 이상의 값을 입력해 주세요.'],
    ['abc', { min_value: 0 }, '숫자만 입력 가능합니다.'],
    ['ftp://x.kr', { url: true }, '올바른 누리집 주소 형식이 아닙니다.'],
    ['javascript:alert(1)', { url: true }, '올바른 누리집 주소 형식이 아닙니다.'],
    ['https://www.career.go.kr/a?b=1', { url: true }, undefined],
  ] as const)('%j with %j → %s', (value, rules, expected) => {
    expect(checkField(value, rules)).toBe(expected);
  });

  test('the first failing rule wins, in the spec order', () => {
    expect(checkField('abcdef', { num: true, max: 3 })).toBe('숫자만 입력 가능합니다.');
    expect(checkField('123456', { num: true, max: 3, max_value: 10 })).toBe('3자 이하로 입력해 주세요.');
  });

  test('lengths count characters, not UTF-16 units', () => {
    expect(checkField('😀😀😀', { max: 3 })).toBeUndefined();
  });

  test('isHttpUrl accepts only http and https with a host', () => {
    expect(isHttpUrl('http://a.kr')).toBe(true);
    expect(isHttpUrl('https://')).toBe(false);
    expect(isHttpUrl('//evil.example')).toBe(false);
  });
});

describe('zField and toFieldErrors: the server answers the form messages', () => {
  const schema = z.object({ title: zField({ required: true, max: 5 }), homepage: zField({ url: true }) });

  test('valid input passes; optional fields may be absent', () => {
    expect(schema.safeParse({ title: '제목' }).success).toBe(true);
  });

  test('field errors map each field to its first message', () => {
    const result = schema.safeParse({ title: '', homepage: 'nope' });
    expect(result.success).toBe(false);
    expect(toFieldErrors(result.error!.issues)).toEqual({ title: '필수 입력 항목입니다.', homepage: '올바른 누리집 주소 형식이 아닙니다.' });
  });

  test('a non-string is an invalid value', () => {
    const result = schema.safeParse({ title: 5 });
    expect(toFieldErrors(result.error!.issues).title).toBe('올바르지 않은 값입니다.');
  });
});
