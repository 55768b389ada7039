import { CONTS_BNDL_EXAMPLE, CONTS_BNDL_MESSAGES as M, CONTS_MESSAGES } from '@portal/contract';
import { count, eq, inArray } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { anonymousAgent, createMember, sessionFor } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { xlsx } from '../../test/xlsx-fixture.test-helper.js';
import { conts, contsClsf, contsVer } from './conts.table.js';
import { contsCalls } from './conts.test-helper.js';

const ctx = useTestApp();
const { call, uploaded, created } = contsCalls(() => ctx.app);
const admin = () => sessionFor(ctx.app, 'admin');

const HEADER = ['제목', '종류', '학교급', '분류 코드', '요약', '외부 영상 주소', '영상 내용', '첨부 파일명', '콘텐츠 번호'];
const b64 = (rows: (string | number)[][]) => xlsx(rows).toString('base64');
const contsCount = async () => (await ctx.app.db.select({ n: count() }).from(conts))[0]!.n;

/** 200 rows of a bundle, the tag in each title; row 2 names the attachment `named`. */
function bundleRows(tag: string, named: string): (string | number)[][] {
  const rows: (string | number)[][] = [HEADER];
  for (let i = 0; i < 200; i += 1) {
    rows.push([
      `${tag} 진로 콘텐츠 ${i + 1}`,
      i % 2 ? '활동지' : 'DOC',
      i % 3 ? '중,고' : 'EL01',
      'AREA01, THEME01',
      `${tag} 요약 ${i + 1}`,
      '',
      '',
      i === 0 ? named : '',
      '',
    ]);
  }
  return rows;
}

test(
  'a 200-row sheet with 3 bad rows: check lists the 3, import writes nothing; the fixed sheet imports in one call with the mapping',
  { timeout: 120_000 },
  async () => {
    const agent = await admin();
    const files = await uploaded(agent, 'contents', ['묶음_활동지.pdf', '추가자료.pdf']);
    const group = files[0]!.fileModuleId;
    const rows = bundleRows('묶음가', '묶음_활동지.pdf');
    const bad = rows.map((r) => [...r]);
    bad[10]![3] = 'AREA01,AREA01'; // sheet row 11
    bad[50]![0] = ''; // row 51
    bad[120]![3] = 'NOPE99'; // row 121
    const before = await contsCount();

    const checked = await call(agent, 'POST', '/api/contentsBundle/check', { sheet: b64(bad), atchFileModuleIds: [group] });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().rowErrors).toEqual([
      { row: 11, column: '분류 코드', message: CONTS_MESSAGES.clsfDup },
      { row: 51, column: '제목', message: M.required },
      { row: 121, column: '분류 코드', message: M.clsfUnknown('NOPE99') },
    ]);
    expect(checked.json().errorCount).toBe(3);
    expect(checked.json().files).toEqual([
      { fileId: files[0]!.fileId, fileModuleId: group, fileNo: 1, fileNm: '묶음_활동지.pdf', fileSz: expect.any(Number), rowNo: 2 },
      { fileId: files[1]!.fileId, fileModuleId: group, fileNo: 2, fileNm: '추가자료.pdf', fileSz: expect.any(Number), rowNo: null },
    ]);

    const refused = await call(agent, 'POST', '/api/contentsBundle/import', {
      sheet: b64(bad),
      atchFileModuleIds: [group],
      mapping: [{ fileId: files[1]!.fileId, rowNo: 5 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'BNDL_INVALID', message: M.invalid, data: { errorCount: 3 } });
    expect(refused.json().data.rowErrors.map((e: { row: number }) => e.row)).toEqual([11, 51, 121]);
    expect(await contsCount()).toBe(before);

    // spec §5: one content per file — none or two refused, nothing written
    const sheet = b64(rows);
    const twice = await call(agent, 'POST', '/api/contentsBundle/import', {
      sheet,
      atchFileModuleIds: [group],
      mapping: [
        { fileId: files[1]!.fileId, rowNo: 5 },
        { fileId: files[1]!.fileId, rowNo: 6 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(M.mapOne('추가자료.pdf'));
    const none = await call(agent, 'POST', '/api/contentsBundle/import', { sheet, atchFileModuleIds: [group] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(M.mapNone('추가자료.pdf'));
    expect(await contsCount()).toBe(before);

    const res = await call(agent, 'POST', '/api/contentsBundle/import', {
      sheet,
      atchFileModuleIds: [group],
      mapping: [{ fileId: files[1]!.fileId, rowNo: 5 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json().results as { rowNo: number; action: string; contsId: number; verNo: number; fileCnt: number }[];
    expect(results).toHaveLength(200);
    expect(results.every((r) => r.action === 'CREATED' && r.verNo === 1)).toBe(true);
    expect(await contsCount()).toBe(before + 200);
    expect(results[0]).toMatchObject({ rowNo: 2, contsTtl: '묶음가 진로 콘텐츠 1', fileCnt: 1 });
    expect(results[3]).toMatchObject({ rowNo: 5, fileCnt: 1 });

    const first = (await call(agent, 'GET', `/api/contents/${results[0]!.contsId}`)).json();
    expect(first).toMatchObject({ sttsCd: 'DRAFT', contsKndCd: 'DOC', schlLvls: ['EL01'], verNo: 1 });
    expect(first.clsfs.map((c: { clsfCd: string }) => c.clsfCd)).toEqual(['AREA01', 'THEME01']);
    expect(first.files.map((f: { fileNm: string }) => f.fileNm)).toEqual(['묶음_활동지.pdf']);
    const fifth = (await call(agent, 'GET', `/api/contents/${results[3]!.contsId}`)).json();
    expect(fifth.files.map((f: { fileNm: string }) => f.fileNm)).toEqual(['추가자료.pdf']);
    expect(fifth.contsKndCd).toBe('WKSHT');
    const vers = await ctx.app.db
      .select({ n: count() })
      .from(contsVer)
      .where(
        inArray(
          contsVer.contsId,
          results.map((r) => r.contsId),
        ),
      );
    expect(vers[0]!.n).toBe(200);

    // the files are used: a second import of the same group finds them no more
    const again = await call(agent, 'POST', '/api/contentsBundle/check', { sheet, atchFileModuleIds: [group] });
    expect(again.json().rowErrors).toEqual([{ row: 2, column: '첨부 파일명', message: M.fileMissing('묶음_활동지.pdf') }]);
  },
);

test('콘텐츠 번호 updates a content: classifications reset and replaced, attachments added, a new version; an unknown number is a row error', async () => {
  const agent = await admin();
  const old = await uploaded(agent, 'contents', ['기존.pdf']);
  const { contsId } = await created(agent, { atchFileModuleId: old[0]!.fileModuleId });
  const files = await uploaded(agent, 'contents', ['새자료.pdf']);
  const sheet = b64([
    HEADER,
    ['바뀐 제목의 콘텐츠', '영상', '고', 'THEME02', '바뀐 요약', 'https://youtu.be/abcdefgh123', '영상 내용 요약', '새자료.pdf', contsId],
  ]);
  const res = await call(agent, 'POST', '/api/contentsBundle/import', { sheet, atchFileModuleIds: [files[0]!.fileModuleId] });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().results).toEqual([{ rowNo: 2, contsTtl: '바뀐 제목의 콘텐츠', action: 'UPDATED', contsId, verNo: 2, fileCnt: 1 }]);
  const item = (await call(agent, 'GET', `/api/contents/${contsId}`)).json();
  expect(item).toMatchObject({ contsTtl: '바뀐 제목의 콘텐츠', contsKndCd: 'VIDEO', schlLvls: ['HI01'], verNo: 2, contsCn: expect.stringContaining('발사체') });
  expect(item.files.map((f: { fileNm: string }) => f.fileNm)).toEqual(['기존.pdf', '새자료.pdf']);
  const clsfs = await ctx.app.db.select().from(contsClsf).where(eq(contsClsf.contsId, contsId));
  expect(clsfs.map((c) => c.clsfCd)).toEqual(['THEME02']);

  const unknown = await call(agent, 'POST', '/api/contentsBundle/check', {
    sheet: b64([HEADER, ['없는 콘텐츠 수정', 'DOC', '초', 'AREA02', '요약', '', '', '', 999999]]),
  });
  expect(unknown.json().rowErrors).toEqual([{ row: 2, column: '콘텐츠 번호', message: M.contsNotFound('999999') }]);
});

test('a content takes at most 10 attachments: a row naming 11 is a row error; a mapping past the limit is refused', async () => {
  const agent = await admin();
  const names = Array.from({ length: 11 }, (_, i) => `자료${i + 1}.pdf`);
  // a group holds 10 files: the page starts a new one every 10
  const files = [...(await uploaded(agent, 'contents', names.slice(0, 10))), ...(await uploaded(agent, 'contents', names.slice(10)))];
  const groups = [files[0]!.fileModuleId, files[10]!.fileModuleId];
  const row = (atch: string) => ['첨부 많은 콘텐츠', 'DOC', '초', 'AREA01', '요약', '', '', atch, ''];
  const many = await call(agent, 'POST', '/api/contentsBundle/check', { sheet: b64([HEADER, row(names.join(','))]), atchFileModuleIds: groups });
  expect(many.json().rowErrors).toEqual([{ row: 2, column: '첨부 파일명', message: M.fileCount(10, 0) }]);
  const sheet = b64([HEADER, row(names.slice(0, 10).join(','))]);
  const over = await call(agent, 'POST', '/api/contentsBundle/import', {
    sheet,
    atchFileModuleIds: groups,
    mapping: [{ fileId: files[10]!.fileId, rowNo: 2 }],
  });
  expect(over.statusCode).toBe(400);
  expect(over.json().message).toBe(M.mapCount(2, 10));
});

test('a sheet that is not an .xlsx, an empty one, missing columns: Korean messages, no 500', async () => {
  const agent = await admin();
  const garbage = await call(agent, 'POST', '/api/contentsBundle/check', { sheet: Buffer.from('not a workbook').toString('base64') });
  expect(garbage.statusCode).toBe(400);
  expect(garbage.json().message).toBe(M.badXlsx);
  const empty = await call(agent, 'POST', '/api/contentsBundle/check', { sheet: b64([HEADER]) });
  expect(empty.statusCode).toBe(400);
  expect(empty.json().message).toBe(M.noData);
  const columns = await call(agent, 'POST', '/api/contentsBundle/check', { sheet: b64([['제목'], ['하나']]) });
  expect(columns.statusCode).toBe(200);
  expect(columns.json().rowErrors).toContainEqual({ row: 1, column: '분류 코드', message: M.missingColumn });
});

test('the template is an .xlsx whose columns the check reads (its example row passes)', async () => {
  const agent = await admin();
  const res = await call(agent, 'GET', '/api/contentsBundle/template');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toContain('contents-bundle-template.xlsx');
  const files = await uploaded(agent, 'contents', [CONTS_BNDL_EXAMPLE.atchFileNms]);
  const checked = await call(agent, 'POST', '/api/contentsBundle/check', {
    sheet: res.rawPayload.toString('base64'),
    atchFileModuleIds: [files[0]!.fileModuleId],
  });
  expect(checked.statusCode, checked.body).toBe(200);
  expect(checked.json()).toMatchObject({ rowErrors: [], rows: [{ rowNo: 2, contsTtl: CONTS_BNDL_EXAMPLE.contsTtl, contsId: null }] });
});

test('denied: guest 401, user 403 on check and import; nothing written', async () => {
  const user = await sessionFor(ctx.app, (await createMember(ctx.database.db)).userId);
  const guest = await anonymousAgent(ctx.app);
  const sheet = b64([HEADER, ['거부될 콘텐츠', 'DOC', '초', 'AREA01', '요약', '', '', '', '']]);
  const before = await contsCount();
  expect((await call(user, 'GET', '/api/contentsBundle/template')).statusCode).toBe(403);
  expect((await call(guest, 'GET', '/api/contentsBundle/template')).statusCode).toBe(401);
  for (const url of ['/api/contentsBundle/check', '/api/contentsBundle/import']) {
    expect((await call(user, 'POST', url, { sheet })).statusCode, url).toBe(403);
    expect((await call(guest, 'POST', url, { sheet })).statusCode, url).toBe(401);
  }
  expect(await contsCount()).toBe(before);
});
