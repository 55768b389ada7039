import { SCHOOL_IMPORT_LIMITS, SCHOOL_IMPORT_MESSAGES as M, SCHOOL_IMPORT_TYPES, SCHOOL_MESSAGES, VALIDATION_MESSAGES } from '@portal/contract';
import { eq, like } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { sessionFor } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { schl } from './school.table.js';
import { type TFixtureCell, xlsx } from '../../test/xlsx-fixture.test-helper.js';

const ctx = useTestApp();

const HEADER = ['학교명', '학교급', '시도', '주소', '우편번호', '전화번호', '누리집', 'NEIS 학교코드', '기관코드'];

async function upload(body: Buffer | string, contentType: string) {
  const agent = await sessionFor(ctx.app, 'admin');
  return ctx.app.inject({ method: 'POST', url: '/api/schlInfoMng/import', headers: { ...agent.headers, 'content-type': contentType }, payload: body });
}
const importXlsx = (rows: TFixtureCell[][]) => upload(xlsx(rows), SCHOOL_IMPORT_TYPES.xlsx);
const importCsv = (text: string) => upload(Buffer.from(text, 'utf8'), 'text/csv; charset=utf-8');
const schoolsLike = (prefix: string) =>
  ctx.database.db
    .select()
    .from(schl)
    .where(like(schl.neisSchlCd, `${prefix}%`));

test('a valid xlsx inserts new schools and updates known ones by NEIS code, in one go', async () => {
  await ctx.database.db.update(schl).set({ useYn: 'N' }).where(eq(schl.neisSchlCd, '9990004'));
  const res = await importXlsx([
    HEADER,
    ['가온초등학교', '초등학교', '서울', '서울특별시 진로구 가온길 1', 3001, '02-111-2222', 'https://gaon.example.org', 7100001, 'DEMO02'],
    ['가온중학교', 'MD01', 'B10', '', '', '', '', '7100002', ''],
    [],
    ['진로중학교(개칭)', '중학교', '부산', '', '', '', '', '9990004', 'demo03'],
  ]);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ inserted: 2, updated: 1 });
  const [gaon] = await schoolsLike('7100001');
  expect(gaon).toMatchObject({
    schlNm: '가온초등학교',
    schlTypeCd: 'EL01',
    regionCd: 'B10',
    zip: '03001',
    telno: '02-111-2222',
    instCd: 'DEMO02',
    useYn: 'Y',
    registeredBy: 'admin',
  });
  const [renamed] = await schoolsLike('9990004');
  // an updated school keeps its use flag
  expect(renamed).toMatchObject({ schlNm: '진로중학교(개칭)', regionCd: 'C10', instCd: 'DEMO03', useYn: 'N' });
});

test("one bad row: 400 with that row's errors, and nothing is written", async () => {
  const res = await importXlsx([
    HEADER,
    ['나래초등학교', '초등학교', '서울', '', '', '', '', '7200001', ''],
    ['나래중학교', '대학교', '화성', '', '1234567', '전화', 'ftp://x.example.org', '72000', 'NOSUCH'],
    ['=HYPERLINK("http://evil.example")', '고등학교', '서울', '', '', '', '', '7200001', ''],
  ]);
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body).toMatchObject({ code: 'IMPORT_INVALID', message: M.invalid });
  expect(body.data.rowErrors).toEqual([
    { row: 3, column: '학교급', message: M.schlType('초등학교, 중학교, 고등학교') },
    { row: 3, column: '시도', message: M.region },
    { row: 3, column: '우편번호', message: expect.any(String) },
    { row: 3, column: '전화번호', message: expect.any(String) },
    { row: 3, column: '누리집', message: VALIDATION_MESSAGES.url() },
    { row: 3, column: 'NEIS 학교코드', message: SCHOOL_MESSAGES.neisSchlCd },
    { row: 4, column: '학교명', message: M.formula },
    { row: 4, column: 'NEIS 학교코드', message: M.duplicateInFile(2) },
  ]);
  expect(body.data.errorCount).toBe(8);
  expect(await schoolsLike('72000')).toHaveLength(0);
});

test('an unknown institution code fails its row and nothing is written', async () => {
  const res = await importCsv(`${HEADER.join(',')}\n다온초등학교,EL01,B10,,,,,7300001,\n다온중학교,MD01,B10,,,,,7300002,NOSUCH\n`);
  expect(res.statusCode).toBe(400);
  expect(res.json().data.rowErrors).toEqual([{ row: 3, column: '기관코드', message: SCHOOL_MESSAGES.instNotFound }]);
  expect(await schoolsLike('73000')).toHaveLength(0);
});

test('UTF-8 CSV with a BOM, quoted fields, columns in any order; a missing optional column keeps stored values', async () => {
  const first = await importCsv('\uFEFFNEIS 학교코드,학교명,학교급,시도,주소\r\n7400001,"한울 ""새"" 고등학교",고등학교,경기,"경기도 진로시, 한울로 5"\r\n');
  expect(first.json()).toEqual({ inserted: 1, updated: 0 });
  const second = await importCsv('NEIS학교코드,학교명,학교급,시도\n7400001,한울고등학교,HI01,J10\n');
  expect(second.json()).toEqual({ inserted: 0, updated: 1 });
  const [row] = await schoolsLike('7400001');
  expect(row).toMatchObject({ schlNm: '한울고등학교', regionCd: 'J10', addr: '경기도 진로시, 한울로 5' });
});

test('a header row without a required column is refused', async () => {
  const res = await importCsv('학교명,학교급,시도\n별빛초등학교,EL01,B10\n');
  expect(res.statusCode).toBe(400);
  expect(res.json().data.rowErrors).toEqual([{ row: 1, column: 'NEIS 학교코드', message: M.missingColumn }]);
});

test('a file of the wrong type is refused', async () => {
  const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n', 'latin1');
  const asPdf = await upload(pdf, 'application/pdf');
  expect(asPdf.statusCode).toBe(415);
  const pdfAsXlsx = await upload(pdf, SCHOOL_IMPORT_TYPES.xlsx);
  expect(pdfAsXlsx.statusCode).toBe(400);
  expect(pdfAsXlsx.json().message).toBe(M.badXlsx);
  const xlsxAsCsv = await upload(xlsx([HEADER]), 'text/csv');
  expect(xlsxAsCsv.json().message).toBe(M.badCsv);
  const eucKr = await upload(Buffer.from([0xc7, 0xd0, 0xb1, 0xb3, 0xb8, 0xed]), 'text/csv');
  expect(eucKr.json().message).toBe(M.badCsv);
  const agent = await sessionFor(ctx.app, 'admin');
  const json = await ctx.app.inject({ method: 'POST', url: '/api/schlInfoMng/import', headers: agent.headers, payload: { rows: [] } });
  expect(json.statusCode).toBe(415);
  expect(json.json().message).toBe(M.fileType);
});

test('too many rows, an empty sheet and an oversized file are refused with nothing written', async () => {
  const rows = Array.from({ length: SCHOOL_IMPORT_LIMITS.maxRows + 1 }, (_, i) => `학교${i},EL01,B10,,,,,${7500000 + i},`);
  const tooMany = await importCsv(`${HEADER.join(',')}\n${rows.join('\n')}\n`);
  expect(tooMany.statusCode).toBe(400);
  expect(tooMany.json().message).toBe(M.tooManyRows(SCHOOL_IMPORT_LIMITS.maxRows));
  expect(await schoolsLike('75')).toHaveLength(0);

  const empty = await importCsv(`${HEADER.join(',')}\n,,,\n`);
  expect(empty.json().message).toBe(M.noData);

  const huge = await upload(Buffer.alloc(SCHOOL_IMPORT_LIMITS.maxBytes + 1, 0x41), 'text/csv');
  expect(huge.statusCode).toBe(413);
});

test('the template is the header row as UTF-8 CSV with a BOM', async () => {
  const agent = await sessionFor(ctx.app, 'admin');
  const res = await ctx.app.inject({ method: 'GET', url: '/api/schlInfoMng/importTemplate', headers: agent.headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toContain("filename*=UTF-8''");
  expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  expect(res.body.replace(/^\uFEFF/, '').trim()).toBe(HEADER.join(','));
});
