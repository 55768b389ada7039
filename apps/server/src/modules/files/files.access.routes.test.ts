import { FILE_MESSAGES } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { anonymousAgent, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { callAs, createBoard, memberAgent, postForm } from '../../test/board.test-helper.js';
import { accessIp } from '../access-ip/access-ip.table.js';
import { atchFile } from './files.table.js';
import { SAMPLES, upload } from '../../test/files.test-helper.js';

const ctx = useTestApp();

type TMember = { userId: string; agent: TAgent };
let writer: TMember;
let other: TMember;
let guest: TAgent;
let admin: TAgent;
let boardId: string;

beforeAll(async () => {
  boardId = await createBoard(ctx.app.db, { atchFileYn: 'Y', atchFileCnt: 3, secretYn: 'Y' });
  writer = await memberAgent(ctx.app, 'S');
  other = await memberAgent(ctx.app, 'S');
  guest = await anonymousAgent(ctx.app);
  admin = await sessionFor(ctx.app, 'admin');
});

const get = (agent: TAgent, url: string) => ctx.app.inject({ method: 'GET', url, headers: agent.headers });
const uploaded = async (name: string, content: Buffer, fileModuleId?: string) => {
  const res = await upload(ctx.app, writer.agent, { seqType: 'board', seqId: boardId, fileModuleId }, name, content);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { fileId: number; fileModuleId: string; fileNo: number; downloadPath: string; imagePath: string | null };
};
const savePost = async (over: object) => {
  const res = await callAs(ctx.app, writer.agent, 'POST', `/icec/api/board/${boardId}/post`, postForm(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().postId as number;
};
const remove = (agent: TAgent, type: string, entries: object[]) =>
  ctx.app.inject({ method: 'POST', url: `/api/common/removeFile/${type}`, headers: agent.headers, payload: entries });

describe('download and image: whoever may read the owning record', () => {
  test("an unsaved upload is its uploader's only; headers carry the Korean name safely (SECURITY 9)", async () => {
    const file = await uploaded("진로 '계획'서 (최종)*.pdf", SAMPLES.pdf);
    const res = await get(writer.agent, file.downloadPath);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(SAMPLES.pdf)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(decodeURIComponent(String(res.headers['orgfilenm']))).toBe("진로 '계획'서 (최종)*.pdf");
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="__ '__'_ (__)*.pdf"; filename*=UTF-8''${encodeURIComponent('진로 ')}%27${encodeURIComponent('계획')}%27${encodeURIComponent('서 ')}%28${encodeURIComponent('최종')}%29%2A.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    for (const agent of [other.agent, guest, admin]) {
      const denied = await get(agent, file.downloadPath);
      expect(denied.statusCode).toBe(404);
      expect(denied.json().message).toBe(FILE_MESSAGES.notFound);
    }
  });

  test('saved with a post, files follow the post: public post to anyone, secret post to its writer and administrators', async () => {
    const open = await uploaded('공개.pdf', SAMPLES.pdf);
    await savePost({ atchFileModuleId: open.fileModuleId });
    expect((await get(guest, open.downloadPath)).statusCode).toBe(200);
    expect((await get(other.agent, open.downloadPath)).statusCode).toBe(200);

    const secretImage = await uploaded('비밀.png', SAMPLES.png);
    const secretPost = await savePost({ secretYn: 'Y', atchFileModuleId: secretImage.fileModuleId });
    for (const path of [secretImage.downloadPath, secretImage.imagePath!]) {
      expect((await get(writer.agent, path)).statusCode, path).toBe(200);
      expect((await get(admin, path)).statusCode, path).toBe(200);
      expect((await get(other.agent, path)).statusCode, path).toBe(404);
      expect((await get(guest, path)).statusCode, path).toBe(404);
    }
    const shown = await get(writer.agent, secretImage.imagePath!);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['content-disposition']).toMatch(/^inline; /);

    // deleting the post removes its files
    expect((await callAs(ctx.app, writer.agent, 'DELETE', `/icec/api/board/${boardId}/post/${secretPost}`)).statusCode).toBe(200);
    expect((await get(admin, secretImage.downloadPath)).statusCode).toBe(404);
  });

  test('displayImage serves images only', async () => {
    const pdf = await uploaded('문서.pdf', SAMPLES.pdf);
    const res = await get(writer.agent, `/api/common/displayImage?imagePath=${encodeURIComponent(`board/${pdf.fileModuleId}/${pdf.fileNo}`)}`);
    expect(res.statusCode).toBe(404);
  });

  test("a saved post does not take another user's unsaved files: they stay theirs, unsaved", async () => {
    const theirs = await upload(ctx.app, other.agent, { seqType: 'board', seqId: boardId }, '남의.pdf', SAMPLES.pdf);
    const postId = await savePost({ atchFileModuleId: theirs.json().fileModuleId });
    const [row] = await ctx.app.db.select().from(atchFile).where(eq(atchFile.fileId, theirs.json().fileId));
    expect(row).toMatchObject({ sttsCd: 'TEMP', seqId: null });
    expect((await get(writer.agent, `/icec/api/board/${boardId}/post/${postId}`)).json().files).toEqual([]);
    expect((await get(writer.agent, theirs.json().downloadPath)).statusCode).toBe(404);
  });

  test('traversal strings in any segment never reach the disk: 400 or 404, never a byte of a system file', async () => {
    const file = await uploaded('a.png', SAMPLES.png);
    const g = file.fileModuleId;
    const downloads = [
      `/api/common/downloadFile/..%2f..%2f..%2fetc%2fpasswd/${g}/1`,
      `/api/common/downloadFile/board/..%2f..%2f..%2fetc%2fpasswd/1`,
      `/api/common/downloadFile/board/${g}/..%2f..%2fetc%2fpasswd`,
      `/api/common/downloadFile/board/%252e%252e%252f/1`,
      `/api/common/downloadFile/board/${g}/%2e%2e`,
      `/api/common/downloadFile/board/..%5c..%5cwindows/1`,
      `/api/common/downloadFile/board/%EF%BC%8E%EF%BC%8E%EF%BC%8F/1`,
      `/api/common/downloadFile/%2fetc%2fpasswd/${g}/1`,
      `/api/common/downloadFile/board/${g}/1%00.png`,
      `/api/common/downloadFile/board/${g}/0`,
      `/api/common/downloadFile/board/${g}/1/../../../../etc/passwd`,
    ];
    const images = [
      '../../../../etc/passwd',
      '/etc/passwd',
      `board/${g}/../../../etc/passwd`,
      `board%2F..%2F..%2Fetc%2Fpasswd`,
      `board/${g}/1/..`,
      `board\\${g}\\1`,
      `BOARD/${g}/1`,
      `board/${g.toUpperCase()}/1`,
      'C:\\Windows\\win.ini',
      `board/${g}/1\u0000`,
    ];
    for (const url of [...downloads, ...images.map((p) => `/api/common/displayImage?imagePath=${encodeURIComponent(p)}`)]) {
      const res = await get(writer.agent, url);
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.body, url).not.toMatch(/root:|\[fonts\]|PNG/);
    }
    expect((await get(writer.agent, file.imagePath!)).statusCode).toBe(200);
  });
});

describe("removeFile: all or nothing, the caller's own files or the record they may change", () => {
  test('the writer removes unsaved and saved files; others, guests and the wrong type may not', async () => {
    const first = await uploaded('하나.pdf', SAMPLES.pdf);
    const second = await uploaded('둘.pdf', SAMPLES.pdf, first.fileModuleId);
    const third = await uploaded('셋.pdf', SAMPLES.pdf, first.fileModuleId);
    const postId = await savePost({ atchFileModuleId: first.fileModuleId });

    expect((await remove(other.agent, 'typeBoard', [{ fileId: first.fileId }])).statusCode).toBe(403);
    expect((await remove(guest, 'typeBoard', [{ fileId: first.fileId }])).statusCode).toBe(401);
    expect((await remove(writer.agent, 'typeContents', [{ fileId: first.fileId }])).statusCode).toBe(404);
    expect((await remove(writer.agent, 'typeNothing', [{ fileId: first.fileId }])).statusCode).toBe(400);
    expect((await remove(writer.agent, 'typeBoard', [])).statusCode).toBe(400);

    // one entry not theirs: nothing removed
    const theirs = (await upload(ctx.app, other.agent, { seqType: 'board', seqId: boardId }, '남.pdf', SAMPLES.pdf)).json();
    expect((await remove(writer.agent, 'typeBoard', [{ fileId: first.fileId }, { fileId: theirs.fileId }])).statusCode).toBe(403);
    expect((await get(writer.agent, first.downloadPath)).statusCode).toBe(200);

    // a client physical name is ignored: the entry's fileId decides
    const ok = await remove(writer.agent, 'typeBoard', [{ fileId: second.fileId, filePhysNm: '../../../etc/passwd', contsId: 1 }]);
    expect(ok.json()).toEqual({ result: 'SUCCESS' });
    expect((await get(writer.agent, second.downloadPath)).statusCode).toBe(404);
    expect((await remove(admin, 'typeBoard', [{ fileId: third.fileId }])).statusCode).toBe(200);

    const detail = (await callAs(ctx.app, writer.agent, 'GET', `/icec/api/board/${boardId}/post/${postId}`)).json();
    expect(detail.files.map((f: { orgFileNm: string }) => f.orgFileNm)).toEqual(['하나.pdf']);
    // numbers are not reused: the next file of the group is 4
    expect((await uploaded('넷.pdf', SAMPLES.pdf, first.fileModuleId)).fileNo).toBe(4);
  });
});

describe("a group is its record's, and a record's own limits hold (review of issue 5)", () => {
  test("a post's group, even with its files all removed, takes no one else's upload or post", async () => {
    const file = await uploaded('원본.pdf', SAMPLES.pdf);
    const postId = await savePost({ atchFileModuleId: file.fileModuleId });
    const marked = async () =>
      (await get(guest, `/icec/api/board/${boardId}/post`)).json().list.find((p: { postId: number }) => p.postId === postId).atchFileYn;
    expect(await marked()).toBe('Y');
    expect((await remove(writer.agent, 'typeBoard', [{ fileId: file.fileId }])).statusCode).toBe(200);
    // the list no longer marks an attachment; the group stays the post's
    expect(await marked()).toBe('N');

    const intruder = await upload(ctx.app, other.agent, { seqType: 'board', seqId: boardId, fileModuleId: file.fileModuleId }, 'evil.pdf', SAMPLES.pdf);
    expect(intruder.statusCode).toBe(403);
    const ownUpload = await upload(ctx.app, other.agent, { seqType: 'board', seqId: boardId }, 'evil.pdf', SAMPLES.pdf);
    const takeover = await callAs(ctx.app, other.agent, 'POST', `/icec/api/board/${boardId}/post`, postForm({ atchFileModuleId: file.fileModuleId }));
    expect(takeover.statusCode).toBe(403);
    expect(ownUpload.statusCode).toBe(200);

    // the writer still adds to their own post's group
    const again = await uploaded('새 파일.pdf', SAMPLES.pdf, file.fileModuleId);
    const saved = await callAs(ctx.app, writer.agent, 'PUT', `/icec/api/board/${boardId}/post/${postId}`, postForm({ atchFileModuleId: file.fileModuleId }));
    expect(saved.statusCode, saved.body).toBe(200);
    const detail = (await get(guest, `/icec/api/board/${boardId}/post/${postId}`)).json();
    expect(detail.files.map((f: { fileId: number }) => f.fileId)).toEqual([again.fileId]);
  });

  test('an upload made under a looser board is refused when saved into a stricter one', async () => {
    const strict = await createBoard(ctx.app.db, { atchFileYn: 'Y', atchFileExtns: ['png'], atchFileSzMb: 1 });
    const loose = await uploaded('문서.pdf', SAMPLES.pdf);
    const res = await callAs(ctx.app, writer.agent, 'POST', `/icec/api/board/${strict}/post`, postForm({ atchFileModuleId: loose.fileModuleId }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(FILE_MESSAGES.extension('png'));
  });

  test('who uploaded a file is shown to administrators only', async () => {
    const file = await uploaded('공개.pdf', SAMPLES.pdf);
    const postId = await savePost({ atchFileModuleId: file.fileModuleId });
    for (const agent of [guest, other.agent, writer.agent]) {
      expect((await get(agent, `/icec/api/board/${boardId}/post/${postId}`)).json().files[0].regUserId).toBeNull();
    }
    expect((await get(admin, `/api/postMng/${postId}`)).json().files[0].regUserId).toBe(writer.userId);
  });

  test('an editor image in a secret post is as secret as the post', async () => {
    const image = (await upload(ctx.app, writer.agent, { seqType: 'editor' }, '비밀 그림.png', SAMPLES.png)).json();
    await savePost({ secretYn: 'Y', postCn: `<p>비밀</p><p><img src="${image.uploadPath}" alt="그림"></p>` });
    expect((await get(writer.agent, image.uploadPath)).statusCode).toBe(200);
    expect((await get(admin, image.uploadPath)).statusCode).toBe(200);
    expect((await get(other.agent, image.uploadPath)).statusCode).toBe(404);
    expect((await get(guest, image.uploadPath)).statusCode).toBe(404);
  });

  test("one user's unsaved uploads are capped; a body cut off mid-file is a 400", async () => {
    const hoarder = await memberAgent(ctx.app, 'S');
    await ctx.app.db.insert(atchFile).values(
      Array.from({ length: 100 }, (_, i) => ({
        fileModuleId: crypto.randomUUID(),
        fileNo: 1,
        seqType: 'editor' as const,
        storageKey: `${'0'.repeat(29)}${String(i).padStart(3, '0')}`,
        orgFileNm: 'a.png',
        fileSz: 10,
        fileExtn: 'png',
        mimeType: 'image/png',
        regUserId: hoarder.userId,
      })),
    );
    const res = await upload(ctx.app, hoarder.agent, { seqType: 'editor' }, 'b.png', SAMPLES.png);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(FILE_MESSAGES.quota);

    const cut = Buffer.concat([
      Buffer.from('--X\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n'),
      SAMPLES.png,
    ]);
    const truncated = await ctx.app.inject({
      method: 'POST',
      url: '/api/common/fileUpload',
      headers: { ...writer.agent.headers, 'content-type': 'multipart/form-data; boundary=X', seqtype: 'editor' },
      payload: cut,
    });
    expect(truncated.statusCode).toBe(400);
  });
});

test("an administrator's session uses the file calls only from the access-IP list", async () => {
  const file = await uploaded('관리.pdf', SAMPLES.pdf);
  await savePost({ atchFileModuleId: file.fileModuleId });
  await ctx.app.db.insert(accessIp).values({ ipTypeCd: 'IPV4', ipAddr: '10.1.2.3', ipExpln: '사무실' });
  ctx.app.accessIpList.invalidate();
  try {
    const from = (remoteAddress: string, agent: TAgent) => ctx.app.inject({ method: 'GET', url: file.downloadPath, headers: agent.headers, remoteAddress });
    expect((await from('203.0.113.9', admin)).statusCode).toBe(403);
    expect((await from('10.1.2.3', admin)).statusCode).toBe(200);
    // members are not the admin realm: their downloads do not depend on the list
    expect((await from('203.0.113.9', writer.agent)).statusCode).toBe(200);
  } finally {
    await ctx.app.db.delete(accessIp);
    ctx.app.accessIpList.invalidate();
  }
});
