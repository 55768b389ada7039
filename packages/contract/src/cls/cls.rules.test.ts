import { expect, test } from 'vitest';
import { schlYrOf } from './cls.rules.js';

test('the school year runs from March to February', () => {
  expect(schlYrOf('2026-03-01')).toBe(2026);
  expect(schlYrOf('2026-12-31')).toBe(2026);
  expect(schlYrOf('2027-02-28')).toBe(2026);
  expect(schlYrOf('2027-03-01')).toBe(2027);
});

test('a moment is read in Asia/Seoul', () => {
  // 28 February 2027 16:00 UTC is already 1 March in Seoul
  expect(schlYrOf(new Date('2027-02-28T16:00:00Z'))).toBe(2027);
  expect(schlYrOf(new Date('2027-02-28T14:59:59Z'))).toBe(2026);
});
