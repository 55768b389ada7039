import { CONTS_MESSAGES as M } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { anonymousAgent, createMember, sessionFor } from '../../test/identity.js';
import { SAMPLES, upload } from '../../test/files.test-helper.js';
import { useTestApp } from '../../test/test-app.js';
import { conts, contsClsf, contsVer } from './conts.table.js';
import { contsCalls } from './conts.test-helper.js';

const ctx = useTestApp();
const { call, body, uploaded, created } = contsCalls(() => ctx.app);
const admin = () => sessionFor(ctx.app, 'admin');
const rowsTitled = (contsTtl: string) => ctx.app.db.select().from(conts).where(eq(conts.contsTtl, contsTtl));

test('an administrator creates a content with two classifications and an attachment: a draft, version 1', async () => {
  const agent = await admin();
  const files = await uploaded(agent, 'contents', ['활동지.pdf', '정답.pdf']);
  const [image] = await uploaded(agent, 'contentsImage', ['카드.png']);
  const saved = await created(agent, { atchFileModuleId: files[0]!.fileModuleId, thmbFileId: image!.fileId, thmbAlt: '로켓 그림' });
  expect(saved).toEqual({ result: 'SUCCESS', contsId: expect.any(Number), verNo: 1 });

  const item = (await call(agent, 'GET', `/api/contents/${saved.contsId}`)).json();
  expect(item).toMatchObject({
    contsTtl: '우주항공 진로 탐험 활동지',
    sttsCd: 'DRAFT',
    pblcDt: null,
    verNo: 1,
    clsfs: [
      { clsfCd: 'AREA02', clsfNm: '일과 직업세계 이해' },
      { clsfCd: 'JOB05', clsfNm: '정보통신·공학' },
    ],
    thmbAlt: '로켓 그림',
    thmbPath: expect.stringContaining('contentsImage'),
    registeredBy: 'admin',
  });
  expect(item.files).toEqual([
    { fileModuleId: files[0]!.fileModuleId, fileNo: 1, fileNm: '활동지.pdf', fileSz: expect.any(Number), downloadPath: files[0]!.downloadPath },
    { fileModuleId: files[0]!.fileModuleId, fileNo: 2, fileNm: '정답.pdf', fileSz: expect.any(Number), downloadPath: files[1]!.downloadPath },
  ]);

  expect(item.atchFiles.map((f: { fileId: number; orgFileNm: string; regUserId: string }) => [f.fileId, f.orgFileNm, f.regUserId])).toEqual([
    [files[0]!.fileId, '활동지.pdf', 'admin'],
    [files[1]!.fileId, '정답.pdf', 'admin'],
  ]);

  const versions = (await call(agent, 'GET', `/api/contents/${saved.contsId}/versions`)).json();
  expect(versions.curVerNo).toBe(1);
  expect(versions.list).toEqual([
    {
      verNo: 1,
      chgFlds: expect.arrayContaining(['contsTtl', 'clsfCds', 'atchFileModuleId', 'thmbFileId']),
      rstrVerNo: null,
      registeredBy: 'admin',
      registeredAt: expect.any(String),
    },
  ]);
  const v1 = (await call(agent, 'GET', `/api/contents/${saved.contsId}/versions/1`)).json();
  expect(v1.snpsht).toMatchObject({ atchFileNms: ['활동지.pdf', '정답.pdf'], clsfCds: ['AREA02', 'JOB05'], sttsCd: 'DRAFT' });
  expect(v1.atchNotRestored).toBe(M.atchNotRestored);

  const list = (await call(agent, 'GET', `/api/contents?q=${encodeURIComponent('우주항공')}&clsfCd=JOB05&sttsCd=DRAFT&contsKndCd=WKSHT`)).json();
  expect(list.list.map((c: { contsId: number }) => c.contsId)).toContain(saved.contsId);
  expect((await call(agent, 'GET', `/api/contents?q=${encodeURIComponent('우주항공')}&clsfCd=JOB01`)).json().pagination.countItem).toBe(0);
  const tree = (await call(agent, 'GET', '/api/contents/clsfTree')).json();
  expect(tree.groups.map((g: { clsfCd: string }) => g.clsfCd)).toEqual(['AREA', 'THEME', 'JOB', 'HALL']);
  expect(tree.groups[0].children[0]).toEqual({ clsfCd: 'AREA01', clsfNm: '자기이해와 사회적 역량 개발' });
});

test("a classification added twice is refused with '이미 추가된 분류입니다.' and nothing is written", async () => {
  const agent = await admin();
  const dup = await call(agent, 'POST', '/api/contents', body({ contsTtl: '중복 분류 콘텐츠', clsfCds: ['AREA02', 'JOB05', 'AREA02'] }));
  expect(dup.statusCode).toBe(400);
  expect(dup.json().data.fieldErrors).toEqual({ clsfCds: M.clsfDup });
  expect(await rowsTitled('중복 분류 콘텐츠')).toHaveLength(0);

  const { contsId } = await created(agent, { contsTtl: '분류를 고칠 콘텐츠' });
  const again = await call(agent, 'PUT', `/api/contents/${contsId}`, body({ contsTtl: '바뀌면 안 되는 제목', clsfCds: ['THEME01', 'THEME01'] }));
  expect(again.json().data.fieldErrors.clsfCds).toBe(M.clsfDup);
  const [row] = await ctx.app.db.select().from(conts).where(eq(conts.contsId, contsId));
  expect(row).toMatchObject({ contsTtl: '분류를 고칠 콘텐츠', verNo: 1 });
  expect((await ctx.app.db.select().from(contsClsf).where(eq(contsClsf.contsId, contsId))).map((c) => c.clsfCd).sort()).toEqual(['AREA02', 'JOB05']);
  expect(await ctx.app.db.select().from(contsVer).where(eq(contsVer.contsId, contsId))).toHaveLength(1);

  // an unknown code, a video without its transcript, an image without its alternative text
  const cases: [object, string, string][] = [
    [{ clsfCds: ['AREA99'] }, 'clsfCds', M.clsfUnknown],
    [{ clsfCds: [] }, 'clsfCds', M.clsfRequired],
    [{ vdoUrl: 'https://youtu.be/dQw4w9WgXcQ' }, 'vdoTrnscr', M.vdoTrnscr],
    [{ vdoUrl: 'https://example.com/a.mp4', vdoTrnscr: '대본' }, 'vdoUrl', M.vdoUrl],
    [{ schlLvls: [] }, 'schlLvls', M.schlLvls],
  ];
  for (const [over, field, message] of cases) {
    const res = await call(agent, 'POST', '/api/contents', body({ contsTtl: '검증 콘텐츠', ...over }));
    expect(res.statusCode, JSON.stringify(over)).toBe(400);
    expect(res.json().data.fieldErrors[field], JSON.stringify(over)).toBe(message);
  }
  expect(await rowsTitled('검증 콘텐츠')).toHaveLength(0);
});

test('every save is a version naming its changed fields; an earlier version is restored as a new one', async () => {
  const agent = await admin();
  const { contsId } = await created(agent, { contsTtl: '복원할 콘텐츠' });
  const v2 = await call(agent, 'PUT', `/api/contents/${contsId}`, body({ contsTtl: '고친 제목', clsfCds: ['AREA03'], schlLvls: ['MD01', 'HI01'] }));
  expect(v2.json()).toEqual({ result: 'SUCCESS', contsId, verNo: 2 });
  const versions = (await call(agent, 'GET', `/api/contents/${contsId}/versions`)).json();
  expect(versions.list.map((v: { verNo: number; chgFlds: string[] }) => [v.verNo, v.chgFlds])).toEqual([
    [2, ['contsTtl', 'schlLvls', 'clsfCds']],
    [1, expect.any(Array)],
  ]);

  const restored = await call(agent, 'POST', `/api/contents/${contsId}/versions/1/restore`);
  expect(restored.json()).toEqual({ result: 'SUCCESS', contsId, verNo: 3 });
  const item = (await call(agent, 'GET', `/api/contents/${contsId}`)).json();
  expect(item).toMatchObject({ contsTtl: '복원할 콘텐츠', schlLvls: ['MD01'], verNo: 3, sttsCd: 'DRAFT' });
  expect(item.clsfs.map((c: { clsfCd: string }) => c.clsfCd)).toEqual(['AREA02', 'JOB05']);
  const v3 = (await call(agent, 'GET', `/api/contents/${contsId}/versions/3`)).json();
  expect(v3).toMatchObject({ verNo: 3, rstrVerNo: 1, chgFlds: ['contsTtl', 'schlLvls', 'clsfCds'], snpsht: { contsTtl: '복원할 콘텐츠' } });

  expect((await call(agent, 'POST', `/api/contents/${contsId}/versions/3/restore`)).statusCode).toBe(409);
  expect((await call(agent, 'POST', `/api/contents/${contsId}/versions/9/restore`)).statusCode).toBe(404);
  expect((await call(agent, 'GET', `/api/contents/${contsId}/versions/9`)).statusCode).toBe(404);
});

test('state changes follow DRAFT → REVIEW → PBLC → ARCHV; publishing needs its time; only drafts and archived contents are deleted', async () => {
  const agent = await admin();
  const { contsId } = await created(agent, { contsTtl: '상태 콘텐츠' });
  const stts = (payload: object) => call(agent, 'PUT', `/api/contents/${contsId}/stts`, payload);
  const direct = await stts({ sttsCd: 'PBLC', pblcDt: '2026-01-01T09:00:00+09:00' });
  expect(direct.statusCode).toBe(409);
  expect(direct.json().message).toBe(M.sttsTransition('DRAFT', 'PBLC'));
  expect((await stts({ sttsCd: 'DRAFT' })).json().message).toBe(M.sttsSame);
  expect((await stts({ sttsCd: 'REVIEW' })).json().verNo).toBe(2);
  const noTime = await stts({ sttsCd: 'PBLC' });
  expect(noTime.statusCode).toBe(400);
  expect(noTime.json().data.fieldErrors.pblcDt).toBe(M.pblcDtRequired);
  await stts({ sttsCd: 'PBLC', pblcDt: '2026-01-01T09:00:00+09:00' });
  expect((await call(agent, 'GET', `/api/contents/${contsId}`)).json()).toMatchObject({ sttsCd: 'PBLC', pblcDt: '2026-01-01T00:00:00.000Z', verNo: 3 });
  expect((await call(agent, 'GET', `/api/contents/${contsId}/versions/3`)).json().chgFlds).toEqual(['sttsCd', 'pblcDt']);

  const refused = await call(agent, 'DELETE', `/api/contents/${contsId}`);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(M.removeState);
  expect((await stts({ sttsCd: 'ARCHV' })).statusCode).toBe(200);
  expect((await call(agent, 'DELETE', `/api/contents/${contsId}`)).json()).toEqual({ result: 'SUCCESS' });
  expect((await call(agent, 'GET', `/api/contents/${contsId}`)).statusCode).toBe(404);
  const [row] = await ctx.app.db.select().from(conts).where(eq(conts.contsId, contsId));
  expect(row!.delYn).toBe('Y');
});

test('denied: every admin route answers 401 to a guest and 403 to a user session; nothing written', async () => {
  const user = await sessionFor(ctx.app, (await createMember(ctx.database.db)).userId);
  const guest = await anonymousAgent(ctx.app);
  const { contsId } = await created(await admin(), { contsTtl: '거부 시험 콘텐츠' });
  const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
    ['GET', '/api/contents'],
    ['POST', '/api/contents', body({ contsTtl: '거부될 콘텐츠' })],
    ['GET', '/api/contents/clsfTree'],
    ['GET', `/api/contents/${contsId}`],
    ['PUT', `/api/contents/${contsId}`, body({ contsTtl: '거부될 콘텐츠' })],
    ['DELETE', `/api/contents/${contsId}`],
    ['PUT', `/api/contents/${contsId}/stts`, { sttsCd: 'REVIEW' }],
    ['GET', `/api/contents/${contsId}/versions`],
    ['GET', `/api/contents/${contsId}/versions/1`],
    ['POST', `/api/contents/${contsId}/versions/1/restore`],
  ];
  for (const [method, url, payload] of routes) {
    expect((await call(user, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    expect((await call(guest, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
  }
  expect(await rowsTitled('거부될 콘텐츠')).toHaveLength(0);
  const [row] = await ctx.app.db.select().from(conts).where(eq(conts.contsId, contsId));
  expect(row).toMatchObject({ contsTtl: '거부 시험 콘텐츠', sttsCd: 'DRAFT', delYn: 'N', verNo: 1 });
});

test('attachments: added to the content’s own group on update, removed by administrators only (removeFile/typeContents), named in the next version', async () => {
  const agent = await admin();
  const member = await sessionFor(ctx.app, (await createMember(ctx.database.db)).userId);
  const guest = await anonymousAgent(ctx.app);
  const files = await uploaded(agent, 'contents', ['첫 자료.pdf']);
  const group = files[0]!.fileModuleId;
  const { contsId } = await created(agent, { contsTtl: '첨부 콘텐츠', atchFileModuleId: group });
  const more = await upload(ctx.app, agent, { seqType: 'contents', fileModuleId: group, seqId: String(contsId) }, '추가 자료.pdf', SAMPLES.pdf);
  expect(more.statusCode, more.body).toBe(200);
  expect((await upload(ctx.app, member, { seqType: 'contents' }, '회원.pdf', SAMPLES.pdf)).statusCode).toBe(403);
  expect((await call(agent, 'PUT', `/api/contents/${contsId}`, body({ contsTtl: '첨부 콘텐츠', atchFileModuleId: group }))).json().verNo).toBe(2);
  const names = async () => (await call(agent, 'GET', `/api/contents/${contsId}`)).json().files.map((f: { fileNm: string }) => f.fileNm);
  expect(await names()).toEqual(['첫 자료.pdf', '추가 자료.pdf']);
  expect((await call(agent, 'GET', `/api/contents/${contsId}/versions/2`)).json().chgFlds).toEqual(['atchFileModuleId']);

  const remove = (who: typeof agent) => call(who, 'POST', '/api/common/removeFile/typeContents', [{ fileId: files[0]!.fileId, contsId }]);
  expect((await remove(member)).statusCode).toBe(403);
  expect((await remove(guest)).statusCode).toBe(401);
  expect(await names()).toEqual(['첫 자료.pdf', '추가 자료.pdf']);
  expect((await remove(agent)).json()).toEqual({ result: 'SUCCESS' });
  expect(await names()).toEqual(['추가 자료.pdf']);
  expect((await call(agent, 'GET', files[0]!.downloadPath)).statusCode).toBe(404);

  // another content cannot take this content's group
  expect((await call(agent, 'POST', '/api/contents', body({ contsTtl: '남의 첨부', atchFileModuleId: group }))).statusCode).toBe(403);
  expect(await rowsTitled('남의 첨부')).toHaveLength(0);
});
