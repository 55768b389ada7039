import { expect, test } from 'vitest';
import { isAdminPath, isKnownPagePath, isWritePath } from './routes.js';

test('known pages match with or without a trailing slash; anything else is unknown', () => {
  expect(isKnownPagePath('/main')).toBe(true);
  expect(isKnownPagePath('/main/')).toBe(true);
  expect(isKnownPagePath('/SvcUseStplat')).toBe(true);
  expect(isKnownPagePath('/mainx')).toBe(false);
  expect(isKnownPagePath('/main/extra')).toBe(false);
  expect(isKnownPagePath('/svcusestplat')).toBe(false);
});

test('realms and the write border (spec §2)', () => {
  expect(isAdminPath('/admin')).toBe(true);
  expect(isAdminPath('/admin/login')).toBe(true);
  expect(isAdminPath('/administrator')).toBe(false);
  expect(isWritePath('/crrActv/write')).toBe(true);
  expect(isWritePath('/admin/board/write')).toBe(false);
  expect(isWritePath('/main')).toBe(false);
});
