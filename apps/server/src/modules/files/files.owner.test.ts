import { expect, test } from 'vitest';
import { seqIdNumber } from './files.owner.js';

test('seqIdNumber: a positive integer without leading zeros up to the maximum (an integer column by default)', () => {
  expect(seqIdNumber('1')).toBe(1);
  expect(seqIdNumber('2147483647')).toBe(2_147_483_647);
  expect(seqIdNumber('2147483648')).toBeUndefined();
  expect(seqIdNumber('2147483648', Number.MAX_SAFE_INTEGER)).toBe(2_147_483_648);
  expect(seqIdNumber('9007199254740992', Number.MAX_SAFE_INTEGER)).toBeUndefined();
  for (const bad of [undefined, '', '0', '01', '-1', '1.5', '1e3', ' 1', 'abc', '99999999999999999']) expect([bad, seqIdNumber(bad)]).toEqual([bad, undefined]);
});
