import { expect, test } from 'vitest';
import { pathId } from './path-id';

test('an address names a record by a positive int4 in plain digits', () => {
  expect(pathId('1')).toBe(1);
  expect(pathId('2147483647')).toBe(2_147_483_647);
});

test('anything else names no record', () => {
  for (const value of [undefined, null, '', '0', '007', '-1', '1.5', '1.0', '1e3', '0x10', ' 12', '12 ', 'abc', '2147483648', '99999999999']) {
    expect(pathId(value), String(value)).toBeUndefined();
  }
});
