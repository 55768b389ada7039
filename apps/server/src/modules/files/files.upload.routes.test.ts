import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FILE_MESSAGES } from '@portal/contract';
import { expect, test } from 'vitest';
import { anonymousAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { createBoard, memberAgent } from '../../test/board.test-helper.js';
import { atchFile } from './files.table.js';
import { multipart, SAMPLES, upload } from '../../test/files.test-helper.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-files-'));
const ctx = useTestApp({ PORTAL_DATA_DIR: dataDir });

/** Every stored object and leftover temp file under the data dir. */
const filesOnDisk = () => readdirSync(path.join(dataDir, 'files'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
const rowCount = async () => (await ctx.app.db.select().from(atchFile)).length;

test('a member uploads to a board they may write in: a TEMP file in a new group, stored under a random name', async () => {
  const boardId = await createBoard(ctx.app.db, { atchFileYn: 'Y', atchFileCnt: 2 });
  const { agent, userId } = await memberAgent(ctx.app, 'S');
  const res = await upload(ctx.app, agent, { seqType: 'board', seqId: boardId }, '진로 계획서.pdf', SAMPLES.pdf);
  expect(res.statusCode, res.body).toBe(200);
  const file = res.json();
  expect(file).toMatchObject({
    seqType: 'board',
    fileNo: 1,
    orgFileNm: '진로 계획서.pdf',
    fileSz: SAMPLES.pdf.length,
    fileExtn: 'pdf',
    regUserId: userId,
    imagePath: null,
  });
  expect(file.fileModuleId).toMatch(/^[0-9a-f-]{36}$/);
  expect(file.downloadPath).toBe(`/api/common/downloadFile/board/${file.fileModuleId}/1`);
  expect(file.uploadPath).toBeUndefined();
  const [row] = await ctx.app.db.select().from(atchFile);
  expect(row).toMatchObject({ sttsCd: 'TEMP', seqId: null });
  expect(row!.storageKey).toMatch(/^[0-9a-f]{32}$/);
  expect(readdirSync(path.join(dataDir, 'files', 'objects'), { recursive: true })).toContain(
    path.join(row!.storageKey.slice(0, 2), row!.storageKey.slice(2, 4), row!.storageKey),
  );

  // the same group takes the next file; the count (files already listed included) is checked on the server
  const second = await upload(ctx.app, agent, { seqType: 'board', seqId: boardId, fileModuleId: file.fileModuleId }, '사진.png', SAMPLES.png);
  expect(second.json()).toMatchObject({
    fileModuleId: file.fileModuleId,
    fileNo: 2,
    imagePath: `/api/common/displayImage?imagePath=board%2F${file.fileModuleId}%2F2`,
  });
  const third = await upload(ctx.app, agent, { seqType: 'board', seqId: boardId, fileModuleId: file.fileModuleId }, '셋째.pdf', SAMPLES.pdf);
  expect(third.statusCode).toBe(400);
  expect(third.json().message).toBe(FILE_MESSAGES.count(2));

  // another member cannot add to someone else's group
  const other = await memberAgent(ctx.app, 'S');
  const foreign = await upload(ctx.app, other.agent, { seqType: 'board', seqId: boardId, fileModuleId: file.fileModuleId }, 'x.pdf', SAMPLES.pdf);
  expect(foreign.statusCode).toBe(403);
});

test("who may upload is the board's rule: guests 401, no write right 403, files off 403, unknown board 404, unknown type 400", async () => {
  const boardId = await createBoard(ctx.app.db, { atchFileYn: 'Y', writeAuthrt: ['T'] });
  const before = await rowCount();
  expect((await upload(ctx.app, await anonymousAgent(ctx.app), { seqType: 'board', seqId: boardId }, 'a.pdf', SAMPLES.pdf)).statusCode).toBe(401);
  expect((await upload(ctx.app, (await memberAgent(ctx.app, 'S')).agent, { seqType: 'board', seqId: boardId }, 'a.pdf', SAMPLES.pdf)).statusCode).toBe(403);
  const teacher = (await memberAgent(ctx.app, 'T')).agent;
  expect((await upload(ctx.app, teacher, { seqType: 'board', seqId: 'noSuchBoard' }, 'a.pdf', SAMPLES.pdf)).statusCode).toBe(404);
  const off = await createBoard(ctx.app.db, { atchFileYn: 'N' });
  expect((await upload(ctx.app, teacher, { seqType: 'board', seqId: off }, 'a.pdf', SAMPLES.pdf)).statusCode).toBe(403);
  // a content's attachments are the administrators' (issue 20)
  expect((await upload(ctx.app, teacher, { seqType: 'contents', seqId: '1' }, 'a.pdf', SAMPLES.pdf)).statusCode).toBe(403);
  expect((await upload(ctx.app, teacher, { seqType: '../board', seqId: boardId }, 'a.pdf', SAMPLES.pdf)).statusCode).toBe(400);
  expect((await upload(ctx.app, teacher, { seqType: 'board', seqId: boardId }, 'a.pdf', SAMPLES.pdf)).statusCode).toBe(200);
  expect(await rowCount()).toBe(before + 1);
});

test('hostile uploads are refused with a Korean message and leave nothing behind', async () => {
  const boardId = await createBoard(ctx.app.db, { atchFileYn: 'Y', atchFileCnt: 10, atchFileSzMb: 1 });
  const { agent } = await memberAgent(ctx.app, 'G');
  const rowsBefore = await rowCount();
  const diskBefore = filesOnDisk();
  const html = '<html><body><script>alert(1)</script></body></html>';
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';
  const cases: [string, Buffer | string, string][] = [
    ['shell.php.png', SAMPLES.png, FILE_MESSAGES.name],
    ['report.pdf.exe', SAMPLES.pdf, FILE_MESSAGES.extension('gif, png, jpg, jpeg, xls, xlsx, ppt, pptx, doc, docx, pdf, zip, hwp, hwpx')],
    ['payload.exe', Buffer.from('MZ\x90\x00\x03'), FILE_MESSAGES.extension('gif, png, jpg, jpeg, xls, xlsx, ppt, pptx, doc, docx, pdf, zip, hwp, hwpx')],
    ['page.html', html, FILE_MESSAGES.extension('gif, png, jpg, jpeg, xls, xlsx, ppt, pptx, doc, docx, pdf, zip, hwp, hwpx')],
    ['image.svg', svg, FILE_MESSAGES.extension('gif, png, jpg, jpeg, xls, xlsx, ppt, pptx, doc, docx, pdf, zip, hwp, hwpx')],
    ['photo.png', html, FILE_MESSAGES.content],
    ['photo.jpg', svg, FILE_MESSAGES.content],
    ['notes.pdf', SAMPLES.png, FILE_MESSAGES.content],
    ['sheet.xlsx', SAMPLES.pdf, FILE_MESSAGES.content],
    ['hangul.hwp', 'plain text pretending', FILE_MESSAGES.content],
    ['invoice\u202Efdp.exe', SAMPLES.pdf, FILE_MESSAGES.name],
    ['cv\u202Egnp.pdf', SAMPLES.pdf, FILE_MESSAGES.name],
    ['line\r\nbreak.pdf', SAMPLES.pdf, FILE_MESSAGES.name],
    ['noextension', SAMPLES.pdf, FILE_MESSAGES.name],
    ['.pdf', SAMPLES.pdf, FILE_MESSAGES.name],
    ['trailing.pdf.', SAMPLES.pdf, FILE_MESSAGES.name],
    ['empty.pdf', '', FILE_MESSAGES.empty],
    ['big.pdf', Buffer.concat([SAMPLES.pdf, Buffer.alloc(1024 * 1024)]), FILE_MESSAGES.size(1)],
  ];
  for (const [name, content, message] of cases) {
    const res = await upload(ctx.app, agent, { seqType: 'board', seqId: boardId }, name, content);
    expect(res.statusCode, name).toBe(400);
    expect(res.json().message, name).toBe(message);
  }
  expect(await rowCount()).toBe(rowsBefore);
  expect(filesOnDisk()).toBe(diskBefore);

  // folders in the name are dropped, the name kept as Korean NFC; upper-case extensions are the same extension
  const ok = await upload(ctx.app, agent, { seqType: 'board', seqId: boardId }, 'C:\\Users\\학생\\..\\계획.PDF', SAMPLES.pdf);
  expect(ok.json()).toMatchObject({ orgFileNm: '계획.PDF', fileExtn: 'pdf' });
  for (const [name, content] of [
    ['표.xls', SAMPLES.cfb],
    ['문서.hwp', SAMPLES.cfb],
    ['묶음.zip', SAMPLES.zip],
    ['공문.hwpx', SAMPLES.zip],
    ['움짤.gif', SAMPLES.gif],
    ['사진.jpeg', SAMPLES.jpg],
  ] as const) {
    expect((await upload(ctx.app, agent, { seqType: 'board', seqId: boardId }, name, content)).statusCode, name).toBe(200);
  }
});

test("the board's own extensions narrow the defaults", async () => {
  const boardId = await createBoard(ctx.app.db, { atchFileYn: 'Y', atchFileExtns: ['pdf'] });
  const { agent } = await memberAgent(ctx.app, 'G');
  const res = await upload(ctx.app, agent, { seqType: 'board', seqId: boardId }, '사진.png', SAMPLES.png);
  expect(res.json().message).toBe(FILE_MESSAGES.extension('pdf'));
});

test('a request without the file field, or with two files, stores nothing', async () => {
  const boardId = await createBoard(ctx.app.db, { atchFileYn: 'Y', atchFileCnt: 5 });
  const { agent } = await memberAgent(ctx.app, 'G');
  const before = await rowCount();
  const send = (body: ReturnType<typeof multipart>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/common/fileUpload',
      headers: { ...agent.headers, 'content-type': body.contentType, seqtype: 'board', seqid: boardId },
      payload: body.payload,
    });
  const wrongField = await send(multipart([{ field: 'upload', filename: 'a.pdf', content: SAMPLES.pdf }]));
  expect(wrongField.statusCode).toBe(400);
  expect(wrongField.json().message).toBe(FILE_MESSAGES.noFile);
  const two = await send(
    multipart([
      { filename: 'a.pdf', content: SAMPLES.pdf },
      { filename: 'b.pdf', content: SAMPLES.pdf },
    ]),
  );
  expect(two.statusCode).toBeLessThan(500);
  const json = await ctx.app.inject({
    method: 'POST',
    url: '/api/common/fileUpload',
    headers: { ...agent.headers, seqtype: 'board', seqid: boardId },
    payload: { file: 'x' },
  });
  expect(json.statusCode).toBe(400);
  expect(await rowCount()).toBeLessThanOrEqual(before + 1);
});

test('editor images: any logged-in user, images only, the answer carries uploadPath', async () => {
  const { agent } = await memberAgent(ctx.app, 'T');
  const res = await upload(ctx.app, agent, { seqType: 'editor' }, '그림.png', SAMPLES.png);
  expect(res.statusCode, res.body).toBe(200);
  const file = res.json();
  expect(file.uploadPath).toBe(`/api/common/displayImage?imagePath=editor%2F${file.fileModuleId}%2F1`);
  const shown = await ctx.app.inject({ method: 'GET', url: file.uploadPath, headers: agent.headers });
  expect(shown.statusCode).toBe(200);
  expect(shown.headers['content-type']).toBe('image/png');
  expect(shown.rawPayload.equals(SAMPLES.png)).toBe(true);
  expect((await upload(ctx.app, agent, { seqType: 'editor' }, '문서.pdf', SAMPLES.pdf)).statusCode).toBe(400);
  expect((await upload(ctx.app, await anonymousAgent(ctx.app), { seqType: 'editor' }, '그림.png', SAMPLES.png)).statusCode).toBe(401);
});
