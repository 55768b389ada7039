import { expect, test } from 'vitest';
import { toSafeRelativePath } from './safe-path.js';

test('same-origin relative paths are kept with their query and hash', () => {
  expect(toSafeRelativePath('/myPage/myInfo')).toBe('/myPage/myInfo');
  expect(toSafeRelativePath('/crrActv/list?page=2#top')).toBe('/crrActv/list?page=2#top');
});

test.each([
  '//evil.example',
  '/\\evil.example',
  'https://evil.example/main',
  'javascript:alert(1)',
  '/\t/evil.example',
  '/ /evil.example',
  'main',
  '',
  undefined,
])('%j ends at /main (SECURITY 5)', (value) => {
  expect(toSafeRelativePath(value)).toBe('/main');
});
