import { INTDCN_MESSAGES, MNEXHL_MESSAGES, VALIDATION_MESSAGES } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { anonymousAgent, createMember, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { intdcnPage } from './edu-intdcn.table.js';

const ctx = useTestApp();

const put = (agent: TAgent, pageCd: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: `/api/eduIntdcnMng/${pageCd}`, headers: agent.headers, payload });
const publicPage = async (pageCd: string) => ctx.app.inject({ method: 'GET', url: `/icec/api/eduIntdcn/${pageCd}` });

test('the three introduction pages are seeded and public', async () => {
  const grts = await publicPage('GRTS');
  expect(grts.statusCode).toBe(200);
  expect(grts.json()).toMatchObject({ pageCd: 'GRTS', imagePath: '/images/edu-intdcn/grts.svg', extra: { sgntr: '진로교육원장' } });
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
    imagePath: '',
    imageAlt: '남은 대체 텍스트',
    extra: { sgntr: '' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json()).toMatchObject({ title: '새 인사말', cn: '첫 문단\n\n둘째 문단', imagePath: null, imageAlt: null, extra: {}, updatedBy: 'admin' });
  expect((await publicPage('GRTS')).json()).toMatchObject({ title: '새 인사말', cn: '첫 문단\n\n둘째 문단' });

  const map = await put(agent, 'CRR_MAP', {
    pageCd: 'CRR_MAP',
    title: '오시는 길',
    imagePath: '/images/edu-intdcn/crr-map.svg',
    imageAlt: '약도',
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
    ['CRR_MAP', { pageCd: 'CRR_MAP', title: '길', imagePath: '//evil/x.png', imageAlt: 'x', extra: { addr: '주소' } }, 'imagePath', MNEXHL_MESSAGES.imagePath],
    ['CRR_MAP', { pageCd: 'CRR_MAP', title: '길', imagePath: '/images/x.svg', extra: { addr: '주소' } }, 'imageAlt', MNEXHL_MESSAGES.imageAltRequired],
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
