import { expect, test } from 'vitest';
import { bigramQuery, fieldQuery, searchTokens, searchWords, wordBigrams } from './bigram.js';

test('words: NFKC, lower case, split on spaces and punctuation', () => {
  expect(searchWords('  진로교육, ＡＢＣ!진로-탐색\n2026년 ')).toEqual(['진로교육', 'abc', '진로', '탐색', '2026년']);
  expect(searchWords('')).toEqual([]);
  expect(searchWords(null)).toEqual([]);
  expect(searchWords('!!! ...')).toEqual([]);
});

test('bigrams of a word; a one-character word is its own token', () => {
  expect(wordBigrams('진로교육')).toEqual(['진로', '로교', '교육']);
  expect(wordBigrams('진로')).toEqual(['진로']);
  expect(wordBigrams('꿈')).toEqual(['꿈']);
  // code points, not UTF-16 units
  expect(wordBigrams('𝒜b')).toEqual(['𝒜b']);
});

test('search tokens are field-prefixed and deduplicated', () => {
  const tokens = searchTokens({ ttl: '진로 진로 상담', cn: '진로 교육의 꿈', wrtr: '홍길동' });
  expect(tokens).toEqual(['t:진로', 't:상담', 'c:진로', 'c:교육', 'c:육의', 'c:꿈', 'w:홍길', 'w:길동']);
  expect(new Set(tokens).size).toBe(tokens.length);
  expect(searchTokens({})).toEqual([]);
  expect(searchTokens({ ttl: null, cn: undefined, wrtr: '' })).toEqual([]);
});

test('query tokens: bigrams of the longer words, one-character words only on their own', () => {
  expect(bigramQuery('진로')).toEqual(['진로']);
  expect(bigramQuery('진로교육')).toEqual(['진로', '로교', '교육']);
  expect(bigramQuery('진로 꿈')).toEqual(['진로']);
  expect(bigramQuery('꿈')).toEqual(['꿈']);
  expect(bigramQuery('%_\\')).toEqual([]);
  expect(bigramQuery('ＰＤＦ')).toEqual(['pd', 'df']);
  expect(fieldQuery('wrtr', '홍길동')).toEqual(['w:홍길', 'w:길동']);
});

test("every query token of a word found in a field is among that field's stored tokens", () => {
  const stored = new Set(searchTokens({ ttl: '2026학년도 진로체험 프로그램 안내', cn: '학생 여러분의 꿈을 응원합니다.' }));
  for (const word of ['진로', '진로체험', '학년', '프로그램']) {
    expect(
      fieldQuery('ttl', word).every((t) => stored.has(t)),
      word,
    ).toBe(true);
  }
  expect(fieldQuery('cn', '진로').every((t) => stored.has(t))).toBe(false);
  expect(fieldQuery('cn', '응원').every((t) => stored.has(t))).toBe(true);
});
