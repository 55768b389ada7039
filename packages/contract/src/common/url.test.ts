import { describe, expect, it } from 'vitest';
import { isHttpUrl, isSitePath } from './url.js';

describe('isHttpUrl', () => {
  it('takes http and https addresses only', () => {
    expect(isHttpUrl('https://www.career.go.kr/')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'ftp://host/x', '//host/x', 'http://']) expect(isHttpUrl(bad), bad).toBe(false);
  });
});

describe('isSitePath', () => {
  it('takes same-origin paths only', () => {
    expect(isSitePath('/images/banner/banner-1.svg')).toBe(true);
    expect(isSitePath('/main')).toBe(true);
    for (const bad of [
      '//evil.com/x.svg',
      '/\\evil',
      'https://evil/x.svg',
      'javascript:alert(1)',
      '/a/../b',
      '/a/./b',
      '/a//b',
      '/a%2e%2e',
      'images/x.svg',
      '/a b',
      '/a?x=1',
      `/${'a'.repeat(300)}`,
    ]) {
      expect(isSitePath(bad), bad).toBe(false);
    }
  });
});
