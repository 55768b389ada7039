import { expect, test } from 'vitest';
import { formatSeoulDateTime } from '@portal/contract';
import { toCsv, UTF8_BOM } from './csv.js';

test('a BOM, a header row, quoted specials and CRLF line ends', () => {
  const csv = toCsv(
    ['아이디', '이름'],
    [
      ['kim', '김, "철수"'],
      ['lee', null],
    ],
  );
  expect(csv.startsWith(UTF8_BOM)).toBe(true);
  expect(csv.slice(1)).toBe('아이디,이름\r\nkim,"김, ""철수"""\r\nlee,\r\n');
});

test('cells that a spreadsheet would run as formulas are neutralised', () => {
  expect(
    toCsv(['a'], [['=HYPERLINK("x")'], ['+1'], ['-2'], ['@SUM(A1)']])
      .slice(1)
      .split('\r\n')
      .slice(1, 5),
  ).toEqual([`"'=HYPERLINK(""x"")"`, "'+1", "'-2", "'@SUM(A1)"]);
  expect(toCsv(['n'], [[-2]]).slice(1)).toBe('n\r\n-2\r\n');
});

test('times are written in Korean time', () => {
  expect(formatSeoulDateTime(new Date('2026-11-22T15:30:05Z'))).toBe('2026-11-23 00:30:05');
  expect(formatSeoulDateTime('2026-11-22T15:30:05.000Z')).toBe('2026-11-23 00:30:05');
  expect(formatSeoulDateTime(null)).toBe('');
});
