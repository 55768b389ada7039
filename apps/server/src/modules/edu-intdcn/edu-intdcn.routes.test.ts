import { ADMIN_IMAGE_MESSAGES, FILE_MESSAGES, INTDCN_MESSAGES, VALIDATION_MESSAGES } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { SAMPLES, upload } from '../../test/files.test-helper.js';
import { anonymousAgent, createMember, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { atchFile } from '../files/files.table.js';
import { intdcnPage } from './edu-intdcn.table.js';

const ctx = useTestApp();

const put = (agent: TAgent, pageCd: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: `/api/eduIntdcnMng/${pageCd}`, headers: agent.headers, payload });
const publicPage = async (pageCd: string) => ctx.app.inject({ method: 'GET', url: `/icec/api/eduIntdcn/${pageCd}` });

test('the three introduction pages are seeded and public', async () => {
  const grts = await publicPage('GRTS');
  expect(grts.statusCode).toBe(200);
  // the pictures are stored at start in demo mode only (edu-intdcn.demo-images.ts)
  expect(grts.json()).toMatchObject({ pageCd: 'GRTS', imagePath: null, imageAlt: '진로교육원 건물과 나무를 그린 그림', extra: { sgntr: '진로교육원장' } });
  expect(grts.json()).not.toHaveProperty('updatedBy');
  expect((await publicPage('CRR_MAP')).json().extra.addr).toContain('꿈나래로');
  const floors = (await publicPage('FLR_INFO')).json().extra.floors as { flrNm: string }[];
  expect(floors.map((f) => f.flrNm)).toContain('2층');
  expect((await publicPage('NOPE')).statusCode).toBe(400);
});

test('an administrator edits a page and the public page shows it', async () => {
  const agent = await sessionFor(ctx.app, 'admin');
  const current = (await ctx.app.inject({ method: 'GET', url: '/api/eduIntdcnMng/GRTS', headers: agent.headers })).json();
  expect(current.pageCd).toBe('GRTS');
  const saved = await put(agent, 'GRTS', {
    ...current,
    title: ' 새 인사말 ',
    cn: '첫 문단\r\n\r\n둘째 문단',
    imageFileId: null,
    imageAlt: '남은 대체 텍스트',
    extra: { sgntr: '' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json()).toMatchObject({
    title: '새 인사말',
    cn: '첫 문단\n\n둘째 문단',
    imageFileId: null,
    imagePath: null,
    imageAlt: null,
    extra: {},
    updatedBy: 'admin',
  });
  expect((await publicPage('GRTS')).json()).toMatchObject({ title: '새 인사말', cn: '첫 문단\n\n둘째 문단' });

  const map = await put(agent, 'CRR_MAP', {
    pageCd: 'CRR_MAP',
    title: '오시는 길',
    extra: { addr: '한빛시 꿈나래로 1', subway: '미래역 1번 출구', unknownKey: 'x' },
  });
  expect(map.json().extra).toEqual({ addr: '한빛시 꿈나래로 1', subway: '미래역 1번 출구' });

  const flr = await put(agent, 'FLR_INFO', {
    pageCd: 'FLR_INFO',
    title: '층별',
    extra: {
      floors: [
        { flrNm: ' 1층 ', expln: '' },
        { flrNm: '2층', expln: '강당' },
      ],
    },
  });
  expect((await publicPage('FLR_INFO')).json().extra.floors).toEqual([{ flrNm: '1층' }, { flrNm: '2층', expln: '강당' }]);
  expect(flr.statusCode).toBe(200);
});

test('each page checks its own fields; bad input changes nothing', async () => {
  const agent = await sessionFor(ctx.app, 'admin');
  const [before] = await ctx.database.db.select().from(intdcnPage).where(eq(intdcnPage.pageCd, 'CRR_MAP'));
  const floors = Array.from({ length: 21 }, (_, i) => ({ flrNm: `${i + 1}층` }));
  const cases: [string, object, string, string][] = [
    ['CRR_MAP', { pageCd: 'CRR_MAP', title: '길', extra: { addr: ' ' } }, 'extra.addr', VALIDATION_MESSAGES.required()],
    ['CRR_MAP', { pageCd: 'CRR_MAP', title: '길', extra: {} }, 'extra.addr', VALIDATION_MESSAGES.required()],
    ['CRR_MAP', { pageCd: 'CRR_MAP', title: '길', extra: { addr: '주소', bus: '가'.repeat(1001) } }, 'extra.bus', VALIDATION_MESSAGES.max(1000)],
    [
      'CRR_MAP',
      { pageCd: 'CRR_MAP', title: '길', imageFileId: '//evil/x.png', imageAlt: 'x', extra: { addr: '주소' } },
      'imageFileId',
      ADMIN_IMAGE_MESSAGES.notImage,
    ],
    ['CRR_MAP', { pageCd: 'CRR_MAP', title: '길', imageFileId: 1, extra: { addr: '주소' } }, 'imageAlt', ADMIN_IMAGE_MESSAGES.altRequired],
    ['CRR_MAP', { pageCd: 'CRR_MAP', title: '', extra: { addr: '주소' } }, 'title', VALIDATION_MESSAGES.required()],
    ['FLR_INFO', { pageCd: 'FLR_INFO', title: '층', extra: { floors } }, 'extra.floors', INTDCN_MESSAGES.floorsCount(20)],
    ['FLR_INFO', { pageCd: 'FLR_INFO', title: '층', extra: { floors: [{ flrNm: '' }] } }, 'extra.floors.0.flrNm', VALIDATION_MESSAGES.required()],
  ];
  for (const [pageCd, body, field, message] of cases) {
    const res = await put(agent, pageCd, body);
    expect(res.statusCode, field).toBe(400);
    expect(res.json().data.fieldErrors[field], field).toBe(message);
  }
  const mismatch = await put(agent, 'CRR_MAP', { pageCd: 'GRTS', title: '인사말', extra: {} });
  expect(mismatch.statusCode).toBe(400);
  expect(mismatch.json().message).toBe(INTDCN_MESSAGES.pageMismatch);
  const [after] = await ctx.database.db.select().from(intdcnPage).where(eq(intdcnPage.pageCd, 'CRR_MAP'));
  expect(after).toEqual(before);
});

test('denied: a user session 403 and a guest 401; the page is unchanged', async () => {
  const user = await sessionFor(ctx.app, (await createMember(ctx.database.db)).userId);
  const guest = await anonymousAgent(ctx.app);
  const body = { pageCd: 'GRTS', title: '침입', extra: {} };
  for (const [agent, status] of [
    [user, 403],
    [guest, 401],
  ] as const) {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/eduIntdcnMng/GRTS', headers: agent.headers })).statusCode).toBe(status);
    expect((await put(agent, 'GRTS', body)).statusCode).toBe(status);
  }
  expect((await publicPage('GRTS')).json().title).not.toBe('침입');
});

const sttsOf = async (fileId: number) => (await ctx.database.db.select().from(atchFile).where(eq(atchFile.fileId, fileId)))[0]?.sttsCd;
const uploaded = async (agent: TAgent, content: Buffer = SAMPLES.png, seqType = 'intdcnPage', name = 'map.png') => {
  const res = await upload(ctx.app, agent, { seqType }, name, content);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().fileId as number;
};
const mapPage = (image: object) => ({ pageCd: 'CRR_MAP', title: '오시는 길', extra: { addr: '한빛시 꿈나래로 1' }, ...image });

test("a page's image: uploaded, saved with its alt text and shown to guests; kept, replaced (the old one deleted) and removed", async () => {
  const agent = await sessionFor(ctx.app, 'admin');
  const first = await uploaded(agent);
  const saved = await put(agent, 'CRR_MAP', mapPage({ imageFileId: first, imageAlt: '약도' }));
  expect(saved.statusCode, saved.body).toBe(200);
  const page = saved.json();
  expect(page).toMatchObject({
    imageFileId: first,
    imageAlt: '약도',
    imagePath: expect.stringMatching(/^\/api\/common\/displayImage\?imagePath=intdcnPage%2F/),
  });
  const shown = (await publicPage('CRR_MAP')).json();
  expect(shown).toMatchObject({ imagePath: page.imagePath, imageAlt: '약도' });
  expect(shown).not.toHaveProperty('imageFileId');
  const image = await ctx.app.inject({ method: 'GET', url: page.imagePath });
  expect(image.statusCode).toBe(200);
  expect(image.headers['content-type']).toBe('image/png');

  expect((await put(agent, 'CRR_MAP', mapPage({ imageFileId: first, imageAlt: '그대로' }))).json().imagePath).toBe(page.imagePath);
  const second = await uploaded(agent, SAMPLES.jpg, 'intdcnPage', 'map.jpg');
  const replaced = (await put(agent, 'CRR_MAP', mapPage({ imageFileId: second, imageAlt: '새 약도' }))).json();
  expect(replaced).toMatchObject({ imageFileId: second, imageAlt: '새 약도' });
  expect(await sttsOf(first)).toBe('DELETED');
  expect((await ctx.app.inject({ method: 'GET', url: page.imagePath })).statusCode).toBe(404);

  expect((await put(agent, 'CRR_MAP', mapPage({ imageFileId: null, imageAlt: '남은 글' }))).json()).toMatchObject({
    imageFileId: null,
    imagePath: null,
    imageAlt: null,
  });
  expect(await sttsOf(second)).toBe('DELETED');
});

test("a page's image without its alt text, another administrator's upload, another kind's file and a non-image are refused; the page is unchanged", async () => {
  const agent = await sessionFor(ctx.app, 'admin');
  const other = await createMember(ctx.database.db, { userTypeCd: 'A', mbrTypeAuthrt: 'SF01', admRoleCd: 'STAFF' });
  const otherAgent = await sessionFor(ctx.app, other.userId, 'ADMIN');
  const [before] = await ctx.database.db.select().from(intdcnPage).where(eq(intdcnPage.pageCd, 'FLR_INFO'));
  const floorPage = (image: object) => ({ pageCd: 'FLR_INFO', title: '층별 안내', extra: { floors: [] }, ...image });

  const mine = await uploaded(agent);
  const noAlt = await put(agent, 'FLR_INFO', floorPage({ imageFileId: mine, imageAlt: ' ' }));
  expect(noAlt.statusCode).toBe(400);
  expect(noAlt.json().data.fieldErrors.imageAlt).toBe(ADMIN_IMAGE_MESSAGES.altRequired);
  expect(await sttsOf(mine)).toBe('TEMP');

  const theirs = await uploaded(otherAgent);
  const refused = await put(agent, 'FLR_INFO', floorPage({ imageFileId: theirs, imageAlt: '층별 안내도' }));
  expect(refused.statusCode).toBe(403);
  expect(refused.json().message).toBe(FILE_MESSAGES.denied);
  expect(await sttsOf(theirs)).toBe('TEMP');

  const pdf = await uploaded(agent, SAMPLES.pdf, 'bmnexhl', 'leaflet.pdf');
  const notImage = await put(agent, 'FLR_INFO', floorPage({ imageFileId: pdf, imageAlt: '층별 안내도' }));
  expect(notImage.statusCode).toBe(400);
  expect(notImage.json().message).toBe(ADMIN_IMAGE_MESSAGES.notImage);
  const bannerImage = await uploaded(agent, SAMPLES.png, 'banner');
  expect((await put(agent, 'FLR_INFO', floorPage({ imageFileId: bannerImage, imageAlt: '층별 안내도' }))).statusCode).toBe(403);
  expect((await upload(ctx.app, agent, { seqType: 'intdcnPage' }, 'leaflet.pdf', SAMPLES.pdf)).statusCode).toBe(400);

  const [after] = await ctx.database.db.select().from(intdcnPage).where(eq(intdcnPage.pageCd, 'FLR_INFO'));
  expect(after).toEqual(before);
});

test("denied: a guest may not upload a page's image (401), a member may not (403)", async () => {
  const member = await sessionFor(ctx.app, (await createMember(ctx.database.db)).userId);
  const guest = await anonymousAgent(ctx.app);
  expect((await upload(ctx.app, guest, { seqType: 'intdcnPage' }, 'a.png', SAMPLES.png)).statusCode).toBe(401);
  expect((await upload(ctx.app, member, { seqType: 'intdcnPage' }, 'a.png', SAMPLES.png)).statusCode).toBe(403);
});
