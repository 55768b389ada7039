import { FILE_MESSAGES, MNEXHL_FILE_LIMITS, type TAtchFile } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { anonymousAgent, createMember, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { atchFile } from '../files/files.table.js';
import { SAMPLES, upload } from '../../test/files.test-helper.js';

const ctx = useTestApp();

const B = '/api/mnexhlMng/bmnexhl';
const S = '/api/mnexhlMng/smnexhl';
type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
type THallSeqType = 'bmnexhl' | 'smnexhl';

let admin: TAgent;
let member: TAgent;
let guest: TAgent;

beforeAll(async () => {
  admin = await sessionFor(ctx.app, 'admin');
  member = await sessionFor(ctx.app, (await createMember(ctx.app.db)).userId);
  guest = await anonymousAgent(ctx.app);
});

const call = (agent: TAgent, method: TMethod, url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: agent.headers, ...(payload && { payload }) });
const get = (agent: TAgent, url: string) => call(agent, 'GET', url);

/** Uploads as the administrator, one after another into one group (the first answer's), as the form does. */
async function uploaded(seqType: THallSeqType, names: string[], o: { fileModuleId?: string; seqId?: number } = {}): Promise<TAtchFile[]> {
  const files: TAtchFile[] = [];
  let group = o.fileModuleId;
  for (const name of names) {
    const res = await upload(
      ctx.app,
      admin,
      { seqType, fileModuleId: group, ...(o.seqId && { seqId: String(o.seqId) }) },
      name,
      name.endsWith('.png') ? SAMPLES.png : SAMPLES.pdf,
    );
    expect(res.statusCode, res.body).toBe(200);
    files.push(res.json());
    group = files[0]!.fileModuleId;
  }
  return files;
}

async function saved(method: 'POST' | 'PUT', url: string, payload: object) {
  const res = await call(admin, method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { bmnexhlId: number; smnexhlId: number; smnexhlNo: number; files: TAtchFile[] } & Record<string, unknown>;
}

const newHall = (values: object = {}) => saved('POST', B, { bmnexhlNm: '파일관', ...values });
const newSmall = (bmnexhlId: number, values: object = {}) => saved('POST', S, { bmnexhlId, smnexhlNm: '파일 소주제관', ...values });
const rowsOf = (fileModuleId: string) => ctx.app.db.select().from(atchFile).where(eq(atchFile.fileModuleId, fileModuleId)).orderBy(atchFile.fileNo);
const names = (files: TAtchFile[]) => files.map((f) => f.orgFileNm);
const remove = (agent: TAgent, type: string, entries: object[]) => call(agent, 'POST', `/api/common/removeFile/${type}`, entries);

describe('upload: administrators only, with the hall limits', () => {
  test('guests 401, members 403, an unknown hall 404; an administrator uploads up to the count', async () => {
    for (const seqType of ['bmnexhl', 'smnexhl']) {
      expect((await upload(ctx.app, guest, { seqType }, 'a.pdf', SAMPLES.pdf)).statusCode, seqType).toBe(401);
      const denied = await upload(ctx.app, member, { seqType }, 'a.pdf', SAMPLES.pdf);
      expect(denied.statusCode, seqType).toBe(403);
      expect(denied.json().message).toBe(FILE_MESSAGES.denied);
      expect((await upload(ctx.app, admin, { seqType, seqId: '999999' }, 'a.pdf', SAMPLES.pdf)).statusCode, seqType).toBe(404);
      expect((await upload(ctx.app, admin, { seqType, seqId: 'abc' }, 'a.pdf', SAMPLES.pdf)).statusCode, seqType).toBe(404);
    }
    const files = await uploaded(
      'bmnexhl',
      Array.from({ length: MNEXHL_FILE_LIMITS.maxCount }, (_, i) => `안내${i + 1}.pdf`),
    );
    expect(files.map((f) => f.fileNo)).toEqual([1, 2, 3, 4, 5]);
    const over = await upload(ctx.app, admin, { seqType: 'bmnexhl', fileModuleId: files[0]!.fileModuleId }, '여섯째.pdf', SAMPLES.pdf);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(FILE_MESSAGES.count(MNEXHL_FILE_LIMITS.maxCount));
    expect((await upload(ctx.app, admin, { seqType: 'smnexhl' }, 'run.exe', 'MZ')).statusCode).toBe(400);
  });
});

describe('saving a hall claims its files', () => {
  test('create and update claim the group; an update keeps it and refuses another; details list the files', async () => {
    const first = await uploaded('bmnexhl', ['안내문.pdf', '배치도.png']);
    const group = first[0]!.fileModuleId;
    const hall = await newHall({ bmnexhlAtchFileId: group });
    expect(hall.bmnexhlAtchFileId).toBe(group);
    expect(names(hall.files)).toEqual(['안내문.pdf', '배치도.png']);
    expect((await rowsOf(group)).map((r) => [r.sttsCd, r.seqId])).toEqual([
      ['ACTIVE', String(hall.bmnexhlId)],
      ['ACTIVE', String(hall.bmnexhlId)],
    ]);

    // an edit adds to the hall's own group
    await uploaded('bmnexhl', ['추가.pdf'], { fileModuleId: group, seqId: hall.bmnexhlId });
    const updated = await saved('PUT', `${B}/${hall.bmnexhlId}`, { bmnexhlNm: '파일관', bmnexhlAtchFileId: group });
    expect(names(updated.files)).toEqual(['안내문.pdf', '배치도.png', '추가.pdf']);
    // without the group id the hall keeps its group
    expect((await saved('PUT', `${B}/${hall.bmnexhlId}`, { bmnexhlNm: '파일관' })).bmnexhlAtchFileId).toBe(group);

    const other = await uploaded('bmnexhl', ['다른.pdf']);
    const refused = await call(admin, 'PUT', `${B}/${hall.bmnexhlId}`, { bmnexhlNm: '바뀐 이름', bmnexhlAtchFileId: other[0]!.fileModuleId });
    expect(refused.statusCode).toBe(403);
    const detail = (await get(admin, `${B}/${hall.bmnexhlId}`)).json();
    expect(detail).toMatchObject({ bmnexhlNm: '파일관', bmnexhlAtchFileId: group });
    expect(detail.files).toHaveLength(3);
    expect((await rowsOf(other[0]!.fileModuleId))[0]).toMatchObject({ sttsCd: 'TEMP', seqId: null });

    // another hall cannot take a claimed group, nor a small hall a big hall's files
    const before = (await get(admin, `${B}/list`)).json().pagination.countItem;
    expect((await call(admin, 'POST', B, { bmnexhlNm: '도둑관', bmnexhlAtchFileId: group })).statusCode).toBe(403);
    expect((await call(admin, 'POST', S, { bmnexhlId: hall.bmnexhlId, smnexhlNm: '도둑', smnexhlAtchFileId: other[0]!.fileModuleId })).statusCode).toBe(403);
    expect((await get(admin, `${B}/list`)).json().pagination.countItem).toBe(before);

    const publicHall = (await get(guest, `/icec/api/mnexhl/bmnexhl/${hall.bmnexhlId}`)).json();
    expect(names(publicHall.files)).toEqual(['안내문.pdf', '배치도.png', '추가.pdf']);
    expect(publicHall.files[0].downloadPath).toBe(`/api/common/downloadFile/bmnexhl/${group}/1`);
    expect((await get(guest, publicHall.files[0].downloadPath)).rawPayload.equals(SAMPLES.pdf)).toBe(true);
  });

  test('a small hall claims its files on create and update; its pages list them', async () => {
    const hall = await newHall();
    expect(hall.files).toEqual([]);
    const files = await uploaded('smnexhl', ['활동지.pdf']);
    const small = await newSmall(hall.bmnexhlId, { smnexhlAtchFileId: files[0]!.fileModuleId });
    expect(names(small.files)).toEqual(['활동지.pdf']);
    await uploaded('smnexhl', ['사진.png'], { fileModuleId: files[0]!.fileModuleId, seqId: small.smnexhlId });
    const updated = await saved('PUT', `${S}/${small.smnexhlId}`, { smnexhlNm: '파일 소주제관', smnexhlAtchFileId: files[0]!.fileModuleId });
    expect(names(updated.files)).toEqual(['활동지.pdf', '사진.png']);
    expect(names((await get(admin, `${S}/${small.smnexhlId}`)).json().files)).toEqual(['활동지.pdf', '사진.png']);
    expect(names((await get(guest, `/icec/api/mnexhl/smnexhl/${hall.bmnexhlId}/${small.smnexhlNo}`)).json().files)).toEqual(['활동지.pdf', '사진.png']);
    // the admin list stays light: no files there
    expect((await get(admin, `${S}/list?bmnexhlId=${hall.bmnexhlId}`)).json().list[0].files).toBeUndefined();
  });
});

describe('reading and removing follow the hall', () => {
  test("a hall not in use: its files are the administrators' only", async () => {
    const [file] = await uploaded('bmnexhl', ['비공개.pdf']);
    const hall = await newHall({ useYn: 'N', bmnexhlAtchFileId: file!.fileModuleId });
    expect((await get(member, file!.downloadPath)).statusCode).toBe(404);
    expect((await get(guest, file!.downloadPath)).statusCode).toBe(404);
    expect((await get(admin, file!.downloadPath)).statusCode).toBe(200);

    // a small hall in use inside a big hall not in use is not shown either
    const [smallFile] = await uploaded('smnexhl', ['소주제.png']);
    await newSmall(hall.bmnexhlId, { smnexhlAtchFileId: smallFile!.fileModuleId });
    expect((await get(member, smallFile!.imagePath!)).statusCode).toBe(404);
    expect((await get(admin, smallFile!.imagePath!)).statusCode).toBe(200);

    await saved('PUT', `${B}/${hall.bmnexhlId}`, { bmnexhlNm: '파일관', useYn: 'Y' });
    expect((await get(member, file!.downloadPath)).statusCode).toBe(200);
    expect((await get(guest, file!.downloadPath)).statusCode).toBe(200);
    expect((await get(member, smallFile!.imagePath!)).statusCode).toBe(200);
  });

  test('removeFile typeBmnexhlMng by fileId and by group and number; a non-administrator removes nothing', async () => {
    const files = await uploaded('bmnexhl', ['하나.pdf', '둘.pdf', '셋.pdf']);
    const group = files[0]!.fileModuleId;
    const hall = await newHall({ bmnexhlAtchFileId: group });
    const listed = async () => names((await get(admin, `${B}/${hall.bmnexhlId}`)).json().files);

    const byMember = await remove(member, 'typeBmnexhlMng', [{ fileId: files[0]!.fileId }]);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe(FILE_MESSAGES.denied);
    expect((await remove(member, 'typeBmnexhlMng', [{ bmnexhlAtchFileId: group, fileNo: 2 }])).statusCode).toBe(403);
    expect((await remove(guest, 'typeBmnexhlMng', [{ fileId: files[0]!.fileId }])).statusCode).toBe(401);
    // the wrong type finds no such file
    expect((await remove(admin, 'typeSmnexhlMng', [{ fileId: files[0]!.fileId }])).statusCode).toBe(404);
    expect(await listed()).toEqual(['하나.pdf', '둘.pdf', '셋.pdf']);

    // client physical names are ignored: the file is the one the id names
    expect((await remove(admin, 'typeBmnexhlMng', [{ fileId: files[0]!.fileId, filePhysNm: '../../etc/passwd' }])).json()).toEqual({ result: 'SUCCESS' });
    expect(await listed()).toEqual(['둘.pdf', '셋.pdf']);
    expect((await get(admin, files[0]!.downloadPath)).statusCode).toBe(404);
    expect((await remove(admin, 'typeBmnexhlMng', [{ bmnexhlAtchFileId: group, fileNo: 2 }])).json()).toEqual({ result: 'SUCCESS' });
    expect(await listed()).toEqual(['셋.pdf']);

    const [smallFile] = await uploaded('smnexhl', ['소.pdf']);
    await newSmall(hall.bmnexhlId, { smnexhlAtchFileId: smallFile!.fileModuleId });
    expect((await remove(member, 'typeSmnexhlMng', [{ smnexhlAtchFileId: smallFile!.fileModuleId, fileNo: 1 }])).statusCode).toBe(403);
    expect((await remove(admin, 'typeSmnexhlMng', [{ smnexhlAtchFileId: smallFile!.fileModuleId, fileNo: 1 }])).statusCode).toBe(200);
    expect((await rowsOf(smallFile!.fileModuleId))[0]!.sttsCd).toBe('DELETED');
  });

  test("deleting a hall removes its files; a big hall's deletion also its small halls' files", async () => {
    const [bigFile] = await uploaded('bmnexhl', ['대.pdf']);
    const hall = await newHall({ bmnexhlAtchFileId: bigFile!.fileModuleId });
    const [smallFile] = await uploaded('smnexhl', ['소.pdf']);
    await newSmall(hall.bmnexhlId, { smnexhlAtchFileId: smallFile!.fileModuleId });
    const [loneFile] = await uploaded('smnexhl', ['따로.pdf']);
    const lone = await newSmall(hall.bmnexhlId, { smnexhlAtchFileId: loneFile!.fileModuleId });

    expect((await call(admin, 'DELETE', `${S}/${lone.smnexhlId}`)).statusCode).toBe(200);
    expect((await get(admin, loneFile!.downloadPath)).statusCode).toBe(404);
    expect((await get(admin, smallFile!.downloadPath)).statusCode).toBe(200);

    expect((await call(admin, 'DELETE', `${B}/${hall.bmnexhlId}`)).statusCode).toBe(200);
    for (const file of [bigFile!, smallFile!]) {
      expect((await get(admin, file.downloadPath)).statusCode, file.orgFileNm).toBe(404);
      const live = await ctx.app.db
        .select()
        .from(atchFile)
        .where(and(eq(atchFile.fileModuleId, file.fileModuleId), eq(atchFile.sttsCd, 'ACTIVE')));
      expect(live, file.orgFileNm).toEqual([]);
    }
  });
});
