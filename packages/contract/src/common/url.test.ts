import { describe, expect, it } from 'vitest';
import { isHttpUrl, isSiteImagePath, isSitePath } from './url.js';

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

describe('isSiteImagePath', () => {
  it('takes same-origin paths of image files only', () => {
    for (const ok of ['/images/demo/banner-1.svg', '/images/a.PNG', '/x/y.jpeg', '/x.jpg', '/x.gif', '/x.webp']) expect(isSiteImagePath(ok), ok).toBe(true);
    for (const bad of ['/api/logout', '/images/x.svg/', '/images/x.svg?v=1', '//evil.com/x.png', '/../x.png', '/images/x.txt']) {
      expect(isSiteImagePath(bad), bad).toBe(false);
    }
  });
});
