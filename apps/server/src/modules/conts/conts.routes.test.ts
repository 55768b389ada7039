import { CONTS_MESSAGES as M } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import { anonymousAgent, createMember, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { conts } from './conts.table.js';
import { contsCalls } from './conts.test-helper.js';

const ctx = useTestApp();
const { call, uploaded, created, published } = contsCalls(() => ctx.app);
const HOUR = 60 * 60 * 1000;

let admin: TAgent;
let member: TAgent;
let guest: TAgent;

beforeAll(async () => {
  admin = await sessionFor(ctx.app, 'admin');
  member = await sessionFor(ctx.app, (await createMember(ctx.app.db)).userId);
  guest = await anonymousAgent(ctx.app);
});

const get = (agent: TAgent, url: string) => call(agent, 'GET', url);
const idsOf = (res: { json(): { list: { contsId: number }[] } }) => res.json().list.map((c) => c.contsId);
const q = (word: string) => encodeURIComponent(word);
/** The database clock moves on: the content's publish time is put `hours` into the past. */
const timePasses = (contsId: number, hours: number) =>
  ctx.app.db
    .update(conts)
    .set({ pblcDt: sql`${conts.pblcDt} - make_interval(hours => ${hours})` })
    .where(eq(conts.contsId, contsId));

test('a draft and its files are invisible to users by every call, download included; published, they are anyone’s', async () => {
  const files = await uploaded(admin, 'contents', ['초안 활동지.pdf']);
  const [image] = await uploaded(admin, 'contentsImage', ['초안 카드.png']);
  const { contsId } = await created(admin, {
    contsTtl: '비공개 초안 콘텐츠',
    atchFileModuleId: files[0]!.fileModuleId,
    thmbFileId: image!.fileId,
    thmbAlt: '초안 카드 그림',
  });
  const detailUrl = `/icec/api/conts/${contsId}`;
  const download = files[0]!.downloadPath;
  const imagePath = (await get(admin, `/api/contents/${contsId}`)).json().thmbPath as string;

  for (const agent of [guest, member]) {
    expect((await get(agent, detailUrl)).statusCode).toBe(404);
    expect(idsOf(await get(agent, `/icec/api/conts?q=${q('비공개 초안')}`))).toEqual([]);
    expect(idsOf(await get(agent, '/icec/api/conts?maxResults=12&currentPage=1'))).not.toContain(contsId);
    expect((await get(agent, download)).statusCode).toBe(404);
    expect((await get(agent, imagePath)).statusCode).toBe(404);
  }
  expect((await get(admin, download)).statusCode).toBe(200);
  expect((await get(admin, imagePath)).statusCode).toBe(200);
  // the review state is not visible either
  expect((await call(admin, 'PUT', `/api/contents/${contsId}/stts`, { sttsCd: 'REVIEW' })).statusCode).toBe(200);
  expect((await get(guest, detailUrl)).statusCode).toBe(404);
  expect((await get(guest, download)).statusCode).toBe(404);

  expect((await call(admin, 'PUT', `/api/contents/${contsId}/stts`, { sttsCd: 'PBLC', pblcDt: new Date(Date.now() - HOUR).toISOString() })).statusCode).toBe(
    200,
  );
  const detail = (await get(guest, detailUrl)).json();
  expect(detail).toMatchObject({
    contsId,
    contsTtl: '비공개 초안 콘텐츠',
    thmbAlt: '초안 카드 그림',
    files: [{ fileModuleId: files[0]!.fileModuleId, fileNo: 1, fileNm: '초안 활동지.pdf', fileSz: expect.any(Number), downloadPath: download }],
    rtngAvg: 0,
    rtngCnt: 0,
  });
  expect(detail.registeredBy).toBeUndefined();
  expect((await get(guest, download)).statusCode).toBe(200);
  expect((await get(member, imagePath)).statusCode).toBe(200);

  // archived again: gone for users, files included
  expect((await call(admin, 'PUT', `/api/contents/${contsId}/stts`, { sttsCd: 'ARCHV' })).statusCode).toBe(200);
  expect((await get(member, detailUrl)).statusCode).toBe(404);
  expect((await get(member, download)).statusCode).toBe(404);
});

test('a scheduled content is invisible until its time comes', async () => {
  const files = await uploaded(admin, 'contents', ['예약 자료.pdf']);
  const { contsId } = await created(admin, { contsTtl: '예약 게시 콘텐츠', atchFileModuleId: files[0]!.fileModuleId });
  await published(admin, contsId, new Date(Date.now() + 2 * HOUR).toISOString());
  expect((await get(guest, `/icec/api/conts/${contsId}`)).statusCode).toBe(404);
  expect(idsOf(await get(guest, `/icec/api/conts?q=${q('예약 게시')}`))).toEqual([]);
  expect((await get(member, files[0]!.downloadPath)).statusCode).toBe(404);
  const recommend = () => call(member, 'POST', '/api/commonLog/rcmdtn/save', { srvcCd: 'CONTS', idntfId: String(contsId) });
  expect((await recommend()).statusCode).toBe(404);

  await timePasses(contsId, 3);
  expect((await get(guest, `/icec/api/conts/${contsId}`)).statusCode).toBe(200);
  expect(idsOf(await get(guest, `/icec/api/conts?q=${q('예약 게시')}`))).toEqual([contsId]);
  expect((await get(member, files[0]!.downloadPath)).statusCode).toBe(200);
  expect((await recommend()).json()).toEqual({ count: 1, rcmdtnYn: 'Y' });
});

test("a two-syllable word ('진로') finds contents by title, summary or body; filters, paging 10 or 12", async () => {
  const page = await get(guest, `/icec/api/conts?q=${q('진로')}`);
  expect(page.statusCode).toBe(200);
  const { list, pagination } = page.json();
  expect(pagination.countItem).toBeGreaterThanOrEqual(5);
  expect(pagination.maxResults).toBe(10);
  for (const item of list as { contsTtl: string; contsSmry: string; contsId: number }[]) {
    const detail = (await get(guest, `/icec/api/conts/${item.contsId}`)).json();
    expect(`${item.contsTtl} ${item.contsSmry} ${detail.contsCn}`).toContain('진로');
  }
  // the seeded draft and scheduled contents are never listed
  const titles = (await get(guest, '/icec/api/conts?maxResults=12&currentPage=1')).json().list.map((c: { contsTtl: string }) => c.contsTtl);
  expect(titles).not.toContain('사회복지 분야 직업 인터뷰 모음');
  expect(titles).not.toContain('생명과학관 여름 특별 전시 안내');
  expect((await get(guest, '/icec/api/conts?maxResults=12')).json().pagination.maxResults).toBe(12);

  const body = (await get(guest, `/icec/api/conts?q=${q('근로계약서')}`)).json();
  expect(body.list.map((c: { contsTtl: string }) => c.contsTtl)).toEqual(['청소년 노동 인권 길잡이']);
  expect((await get(guest, `/icec/api/conts?q=${q('진')}`)).json().data.fieldErrors.q).toBe(M.q);
  expect((await get(guest, '/icec/api/conts?maxResults=20')).statusCode).toBe(400);

  const video = (await get(guest, '/icec/api/conts?contsKndCd=VIDEO')).json().list;
  expect(video.map((c: { contsTtl: string }) => c.contsTtl)).toContain('미래 사회와 신직업: 인공지능 시대의 일');
  expect(video.every((c: { contsKndCd: string; hasVdo: boolean }) => c.contsKndCd === 'VIDEO' && c.hasVdo)).toBe(true);
  const halls = (await get(guest, '/icec/api/conts?clsfCd=HALL01&clsfCd=HALL03')).json().list;
  expect(halls.map((c: { contsTtl: string }) => c.contsTtl).sort()).toEqual([
    '문화예술관 체험: 디자이너와 방송인의 하루',
    '미래기술관 관람 안내: 인공지능·로봇·드론',
  ]);
  // within a group any, across groups every one: a hall and a job family
  const hallJob = (await get(guest, '/icec/api/conts?clsfCd=HALL01&clsfCd=HALL03&clsfCd=JOB04')).json().list;
  expect(hallJob.map((c: { contsTtl: string }) => c.contsTtl)).toEqual(['문화예술관 체험: 디자이너와 방송인의 하루']);
  expect((await get(guest, '/icec/api/conts?clsfCd=NOPE01')).json().list).toEqual([]);
  const elementary = (await get(guest, '/icec/api/conts?schlLvl=EL01')).json().list;
  expect(elementary.length).toBeGreaterThan(0);
  expect(elementary.every((c: { schlLvls: string[] }) => c.schlLvls.includes('EL01'))).toBe(true);
  // a page past the end answers the last page
  const last = (await get(guest, '/icec/api/conts?contsKndCd=VIDEO&currentPage=9')).json();
  expect(last.pagination.currentPage).toBe(1);
  expect(last.list.length).toBe(video.length);
});

test('a content page raises its view count and shows its classifications, the video embedded privately and related contents', async () => {
  const list = (await get(guest, '/icec/api/conts?contsKndCd=VIDEO')).json().list;
  const id = list.find((c: { contsTtl: string }) => c.contsTtl === '미래 사회와 신직업: 인공지능 시대의 일').contsId;
  const first = (await get(guest, `/icec/api/conts/${id}`)).json();
  const second = (await get(member, `/icec/api/conts/${id}`)).json();
  expect(second.inqCnt).toBe(first.inqCnt + 1);
  expect(first).toMatchObject({
    vdoEmbedUrl: 'https://www.youtube-nocookie.com/embed/aircAruvnKk',
    vdoTrnscr: expect.stringContaining('인공지능'),
    clsfs: [
      { clsfCd: 'AREA02', clsfNm: '일과 직업세계 이해' },
      { clsfCd: 'THEME01', clsfNm: '미래 사회와 신직업' },
      { clsfCd: 'JOB05', clsfNm: '정보통신·공학' },
    ],
  });
  expect(first.related.length).toBeGreaterThan(0);
  expect(first.related.length).toBeLessThanOrEqual(4);
  expect(first.related.map((r: { contsId: number }) => r.contsId)).not.toContain(id);
  for (const r of first.related as { clsfs: { clsfCd: string }[] }[]) expect(r.clsfs.some((c) => ['AREA02', 'THEME01', 'JOB05'].includes(c.clsfCd))).toBe(true);
  const tree = (await get(guest, '/icec/api/conts/clsfTree')).json();
  expect(tree.groups.map((g: { clsfNm: string }) => g.clsfNm)).toEqual(['진로역량 영역', '주제', '직업군', '전시관']);
  expect((await get(guest, '/icec/api/conts/99999999')).statusCode).toBe(404);
  expect((await get(guest, '/icec/api/conts/abc')).statusCode).toBe(400);
});
