import { describe, expect, it } from 'vitest';
import { toSafeRedirectPath } from './safe-redirect';

describe('toSafeRedirectPath (SECURITY 5)', () => {
  it('keeps same-origin relative paths with their query and hash', () => {
    expect(toSafeRedirectPath('/myPage/myInfo')).toBe('/myPage/myInfo');
    expect(toSafeRedirectPath('/crrActv/list?page=2#top')).toBe('/crrActv/list?page=2#top');
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/main',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
    'main',
    '',
    null,
    undefined,
    42,
  ])('sends %j to /main', (value) => {
    expect(toSafeRedirectPath(value)).toBe('/main');
  });
});
