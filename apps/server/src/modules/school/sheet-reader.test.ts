import { describe, expect, test } from 'vitest';
import { assertZipInflatesWithin, decodeCsv, parseCsv, readXlsxRows } from './sheet-reader.js';
import { xlsx, zip } from '../../test/xlsx-fixture.test-helper.js';

describe('readXlsxRows', () => {
  test('reads every cell as text, numbers with their digits and formulas by their saved value', async () => {
    const rows = await readXlsxRows(
      xlsx([
        ['학교명', 'NEIS 학교코드', '우편번호'],
        ['진로중학교', 7000001, { formula: 'CONCAT("03","000")', cached: '03000' }],
      ]),
    );
    expect(rows).toEqual([
      ['학교명', 'NEIS 학교코드', '우편번호'],
      ['진로중학교', '7000001', '03000'],
    ]);
  });

  test('refuses what is not an xlsx', async () => {
    await expect(readXlsxRows(Buffer.from('%PDF-1.7 not a sheet'))).rejects.toMatchObject({ status: 400 });
    await expect(readXlsxRows(zip({ 'hello.txt': 'hi' }))).rejects.toMatchObject({ status: 400 });
  });
});

test('a zip that declares more than the inflated limit is refused before inflating', () => {
  const big = zip({ 'a.xml': Buffer.alloc(2 * 1024 * 1024) });
  expect(() => assertZipInflatesWithin(big, 1024 * 1024)).toThrow();
  expect(() => assertZipInflatesWithin(big, 4 * 1024 * 1024)).not.toThrow();
});

describe('CSV', () => {
  test('UTF-8 with or without BOM; other encodings refused', () => {
    expect(decodeCsv(Buffer.from('\uFEFF학교명\r\n', 'utf8'))).toBe('학교명\r\n');
    expect(decodeCsv(Buffer.from('학교명\n', 'utf8'))).toBe('학교명\n');
    expect(() => decodeCsv(Buffer.from([0xc7, 0xd0, 0xb1, 0xb3]))).toThrow(); // '학교' in EUC-KR
  });

  test('RFC 4180 quoting, CRLF and LF, blank last line', () => {
    expect(parseCsv('a,"b,1","c ""q"""\r\nd,"e\nf",\n', 10)).toEqual([
      ['a', 'b,1', 'c "q"'],
      ['d', 'e\nf', ''],
    ]);
  });

  test('stops after the record cap', () => {
    expect(parseCsv('1\n2\n3\n4\n5\n', 2)).toHaveLength(3);
  });
});
