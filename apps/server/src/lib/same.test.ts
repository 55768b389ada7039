import { expect, test } from 'vitest';
import { canonical, sameItems, sameJson } from './same.js';

test('sameJson compares JSON values whatever the keys’ order; array order counts', () => {
  expect(JSON.stringify(canonical({ b: 1, a: [{ d: 2, c: 3 }] }))).toBe('{"a":[{"c":3,"d":2}],"b":1}');
  expect(sameJson({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toBe(true);
  expect(sameJson({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
  expect(sameJson({ a: null }, { a: null })).toBe(true);
  expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
});

test('sameItems compares lists of codes whatever their order', () => {
  expect(sameItems(['ST01', 'TC01'], ['TC01', 'ST01'])).toBe(true);
  expect(sameItems([], [])).toBe(true);
  expect(sameItems(['ST01'], ['ST01', 'ST01'])).toBe(false);
  expect(sameItems(['ST01'], ['ST02'])).toBe(false);
});
