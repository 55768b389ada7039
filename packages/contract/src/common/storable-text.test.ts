import { describe, expect, test } from 'vitest';
import { findUnstorableText, isStorableText } from './storable-text.js';

describe('isStorableText (decision 018)', () => {
  test.each([
    ['NUL', 'a\u0000b'],
    ['another C0 control', 'a\u0001b'],
    ['vertical tab', '\u000b'],
    ['escape', '\u001b[31m'],
    ['DEL', 'a\u007f'],
    ['a C1 control', 'a\u0085b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', '\udc00'],
    ['a high surrogate at the end', 'a\ud83d'],
  ])('refuses %s', (_name, value) => {
    expect(isStorableText(value)).toBe(false);
  });

  test.each([
    ['Korean text', '진로교육 포털'],
    ['TAB, LF and CR', 'a\tb\nc\r\nd'],
    ['an emoji (a surrogate pair)', '😀 진로'],
    ['a non-breaking space after the C1 range', 'a\u00a0b'],
    ['the empty text', ''],
  ])('keeps %s', (_name, value) => {
    expect(isStorableText(value)).toBe(true);
  });
});

describe('findUnstorableText', () => {
  test('finds the path of a string deep in a body', () => {
    expect(findUnstorableText({ a: 'ok', list: [{ name: 'ok' }, { name: 'x\u0000' }] })).toEqual(['list', 1, 'name']);
  });

  test('finds an object key', () => {
    expect(findUnstorableText({ nested: { 'k\u0001': 1 } })).toEqual(['nested', 'k\u0001']);
  });

  test('answers [] for a bare string', () => {
    expect(findUnstorableText('\u0000')).toEqual([]);
  });

  test('passes clean values of every JSON type', () => {
    expect(findUnstorableText({ a: 1, b: null, c: true, d: ['x', 2.5], e: {} })).toBeUndefined();
    expect(findUnstorableText(undefined)).toBeUndefined();
  });

  test('walks a nesting deeper than the call stack allows', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(findUnstorableText(deep)).toHaveLength(200_000);
  });
});
