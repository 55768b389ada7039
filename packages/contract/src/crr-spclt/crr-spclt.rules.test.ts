import { describe, expect, it } from 'vitest';
import { neisByteLength } from './crr-spclt.rules.js';

describe('neisByteLength (the school record way)', () => {
  it('counts a Hangul letter as 3 bytes', () => {
    expect(neisByteLength('가')).toBe(3);
    expect(neisByteLength('진로활동')).toBe(12);
    expect(neisByteLength('ㄱ')).toBe(3);
  });
  it('counts ASCII letters, digits, spaces and punctuation as 1 byte', () => {
    expect(neisByteLength('abc 123.')).toBe(8);
    expect(neisByteLength('')).toBe(0);
  });
  it('counts a newline as 2 bytes, LF or CRLF alike', () => {
    expect(neisByteLength('\n')).toBe(2);
    expect(neisByteLength('a\nb')).toBe(4);
    expect(neisByteLength('a\r\nb')).toBe(4);
  });
  it('adds the three in mixed text', () => {
    // 한글 3자(9) + 공백(1) + 'AI'(2) + 줄바꿈(2) + '2026'(4) + '년'(3)
    expect(neisByteLength('진로를 AI\n2026년')).toBe(3 * 3 + 1 + 2 + 2 + 4 + 3);
  });
  it('counts other characters by their UTF-8 length', () => {
    expect(neisByteLength('「」')).toBe(6);
    expect(neisByteLength('é')).toBe(2);
  });
});
