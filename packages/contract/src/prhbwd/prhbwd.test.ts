import { describe, expect, it } from 'vitest';
import { createProhibitedWordMatcher, normalizeProhibitedText, prohibitedWordMessage } from './prhbwd.js';

const find = (words: string[], ...texts: (string | null | undefined)[]) => createProhibitedWordMatcher(words).find(texts);

describe('normalizeProhibitedText', () => {
  it('drops spacing, punctuation, symbols and emoji, and lower-cases', () => {
    expect(normalizeProhibitedText(' Ba-D  w.o_r!d 🙂 ★ ')).toBe('badword');
    expect(normalizeProhibitedText('바\t보\n야')).toBe('바보야');
  });

  it('drops zero-width and other invisible characters', () => {
    for (const invisible of ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u180e', '\ufe0f', '\u3164']) {
      expect(normalizeProhibitedText(`바${invisible}보`), invisible.codePointAt(0)!.toString(16)).toBe('바보');
    }
  });

  it('reads full-width and other compatibility forms as their plain form', () => {
    expect(normalizeProhibitedText('ＢＡＤ１２３')).toBe('bad123');
    expect(normalizeProhibitedText('ｂａｄ')).toBe('bad');
  });

  it('composes Hangul written as separate jamo, also across removed characters', () => {
    const conjoining = '\u1107\u1161\u1107\u1169';
    expect(conjoining).not.toBe('바보');
    expect(normalizeProhibitedText(conjoining)).toBe('바보');
    expect(normalizeProhibitedText('\u1107 \u1161\u200b\u1107.\u1169')).toBe('바보');
    expect(normalizeProhibitedText('ㅂㅏㅂㅗ')).toBe('바보');
  });
});

describe('createProhibitedWordMatcher', () => {
  const words = ['바보', 'bad word', '멍청이'];

  it('finds a word through spacing, punctuation, zero-width, full-width and jamo', () => {
    expect(find(words, '너는 바 보 야')).toEqual(['바보']);
    expect(find(words, '바.보!')).toEqual(['바보']);
    expect(find(words, '바\u200b보')).toEqual(['바보']);
    expect(find(words, 'ＢＡＤ　ＷＯＲＤ')).toEqual(['bad word']);
    expect(find(words, '\u1107\u1161\u1107\u1169')).toEqual(['바보']);
    expect(find(words, 'b-a-d-w-o-r-d')).toEqual(['bad word']);
  });

  it('answers nothing for clean texts, and each word once, in list order, across texts', () => {
    expect(find(words, '안녕하세요. 좋은 하루!', null, undefined, '')).toEqual([]);
    expect(find(words, '멍청이 바보', '바보 바보 badword')).toEqual(['바보', 'bad word', '멍청이']);
  });

  it('treats words as literal text, never as a regular expression', () => {
    expect(find(['a.*b'], 'a and b', 'axxb')).toEqual([]);
    // the dot and the star are punctuation and symbol: the word's form is 'ab'
    expect(find(['a.*b'], 'a b')).toEqual(['a.*b']);
    expect(find(['(', '[', '\\'], 'a ( [ \\ b')).toEqual([]);
    expect(find(['c++'], 'C++ 언어')).toEqual(['c++']);
  });

  it('finds overlapping words and words inside other words (Aho-Corasick outputs)', () => {
    expect(find(['he', 'she', 'hers', 'his'], 'ushers')).toEqual(['he', 'she', 'hers']);
    expect(find(['abcd', 'bc'], 'abce')).toEqual(['bc']);
    expect(find(['aab', 'ab'], 'aaab')).toEqual(['aab', 'ab']);
  });

  it('ignores words with no letters, and reports the first of words with the same form', () => {
    const matcher = createProhibitedWordMatcher(['!!!', '   ', '바보', '바 보']);
    expect(matcher.size).toBe(1);
    expect(matcher.find(['바보'])).toEqual(['바보']);
    expect(createProhibitedWordMatcher([]).find(['anything'])).toEqual([]);
  });

  it('handles many words and a long text in one pass', () => {
    const many = Array.from({ length: 5000 }, (_, i) => `금지${i}어`);
    const text = `${'가나다라마바사 '.repeat(20_000)}금지4321어`;
    expect(find(many, text)).toEqual(['금지4321어']);
  });

  it('names the word, and the field when given', () => {
    expect(prohibitedWordMessage('바보')).toBe('금지어(바보)가 포함되어 있습니다.');
    expect(prohibitedWordMessage('바보', '제목')).toBe('제목에 금지어(바보)가 포함되어 있습니다.');
  });
});
