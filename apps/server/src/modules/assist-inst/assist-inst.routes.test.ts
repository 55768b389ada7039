import { ADMIN_IMAGE_MESSAGES, INST_MESSAGES, VALIDATION_MESSAGES } from '@portal/contract';
import { eq, like } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { anonymousAgent, createMember, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { assistInst } from './assist-inst.table.js';

const ctx = useTestApp();

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (agent: TAgent | null, method: TMethod, url: string, payload?: object) =>
  ctx.app.inject({ method, url, ...(agent && { headers: agent.headers }), ...(payload && { payload }) });

const admin = () => sessionFor(ctx.app, 'admin');
const base = {
  instNm: '시험체험센터',
  instTypeCd: 'CRR_CNTR',
  picNm: '홍길동',
  telno: '02-123-4567',
  email: 'pic@example.org',
  hmpgUrl: 'https://center.example.org',
  addr: '서울특별시 진로구 1',
  instExpln: '진로체험 프로그램을 운영합니다.',
};

test('an administrator lists, creates, reads, updates and deletes assist institutions', async () => {
  const agent = await admin();
  const created = await call(agent, 'POST', '/api/assistInst', { ...base, sortSeq: 7 });
  expect(created.statusCode, created.body).toBe(200);
  const item = created.json();
  expect(item).toMatchObject({ ...base, logoFileId: null, logoPath: null, logoAlt: null, sortSeq: 7, cntctOpenYn: 'N', useYn: 'Y', registeredBy: 'admin' });

  const list = await call(agent, 'GET', '/api/assistInst/list?instTypeCd=CRR_CNTR&searchWrd=시험체험');
  expect(list.json()).toMatchObject({ pagination: { countItem: 1 }, list: [{ assistInstId: item.assistInstId, picNm: '홍길동' }] });

  const updated = await call(agent, 'PUT', `/api/assistInst/${item.assistInstId}`, { instNm: '시험체험센터2', instTypeCd: 'PUBLIC', useYn: 'N' });
  expect(updated.json()).toMatchObject({ instNm: '시험체험센터2', instTypeCd: 'PUBLIC', picNm: null, logoPath: null, useYn: 'N' });
  expect((await call(agent, 'GET', `/api/assistInst/${item.assistInstId}`)).json().instNm).toBe('시험체험센터2');
  expect((await call(agent, 'DELETE', `/api/assistInst/${item.assistInstId}`)).json()).toEqual({ result: 'SUCCESS' });
  expect((await call(agent, 'GET', `/api/assistInst/${item.assistInstId}`)).statusCode).toBe(404);
});

test('bad input is refused with Korean field messages and nothing is written', async () => {
  const agent = await admin();
  const cases: [object, string, string][] = [
    [{ ...base, instTypeCd: 'NOPE' }, 'instTypeCd', INST_MESSAGES.instTypeCd],
    [{ ...base, hmpgUrl: 'javascript:alert(1)' }, 'hmpgUrl', VALIDATION_MESSAGES.url()],
    [{ ...base, hmpgUrl: 'center.example.org' }, 'hmpgUrl', VALIDATION_MESSAGES.url()],
    [{ ...base, email: 'pic@@example' }, 'email', INST_MESSAGES.email],
    [{ ...base, email: 'pic.example.org' }, 'email', INST_MESSAGES.email],
    [{ ...base, telno: '123' }, 'telno', INST_MESSAGES.telno],
    [{ ...base, logoFileId: '/images/inst/crr-center.svg', logoAlt: '로고' }, 'logoFileId', ADMIN_IMAGE_MESSAGES.notImage],
    [{ ...base, logoFileId: 1, logoAlt: '' }, 'logoAlt', ADMIN_IMAGE_MESSAGES.altRequired],
    [{ ...base, logoFileId: 1, logoAlt: '가'.repeat(101) }, 'logoAlt', VALIDATION_MESSAGES.max(100)],
    [{ ...base, instExpln: '가'.repeat(1001) }, 'instExpln', VALIDATION_MESSAGES.max(1000)],
    [{ ...base, instNm: '' }, 'instNm', VALIDATION_MESSAGES.required()],
    [{ ...base, sortSeq: -1 }, 'sortSeq', INST_MESSAGES.sortSeq],
  ];
  for (const [payload, field, message] of cases) {
    const res = await call(agent, 'POST', '/api/assistInst', payload);
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    expect(res.json().data.fieldErrors[field], JSON.stringify(payload)).toBe(message);
  }
  expect(await ctx.database.db.select().from(assistInst).where(eq(assistInst.instNm, base.instNm))).toHaveLength(0);
});

test('denied: a user session 403, a guest 401', async () => {
  const user = await createMember(ctx.database.db);
  const userAgent = await sessionFor(ctx.app, user.userId);
  const guest = await anonymousAgent(ctx.app);
  for (const [method, url, payload] of [
    ['GET', '/api/assistInst/list'],
    ['GET', '/api/assistInst/1'],
    ['POST', '/api/assistInst', { ...base, instNm: '거부기관' }],
    ['PUT', '/api/assistInst/1', { ...base, instNm: '거부기관' }],
    ['DELETE', '/api/assistInst/1'],
  ] as [TMethod, string, object?][]) {
    expect((await call(userAgent, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    expect((await call(guest, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
  }
  expect(await ctx.database.db.select().from(assistInst).where(eq(assistInst.instNm, '거부기관'))).toHaveLength(0);
});

test('the public list: active institutions only, contact shown only when public, filters and spec §9 paging', async () => {
  const agent = await admin();
  const open = (await call(agent, 'POST', '/api/assistInst', { ...base, instNm: '공개목록 열린기관', cntctOpenYn: 'Y', sortSeq: 1 })).json();
  const closed = (await call(agent, 'POST', '/api/assistInst', { ...base, instNm: '공개목록 닫힌기관', instTypeCd: 'UNIV', sortSeq: 2 })).json();
  await call(agent, 'POST', '/api/assistInst', { ...base, instNm: '공개목록 숨은기관', useYn: 'N' });

  const res = await call(null, 'GET', '/icec/api/assistInst/list?searchWrd=공개목록');
  expect(res.statusCode).toBe(200);
  const { list, pagination } = res.json();
  expect(list.map((i: { instNm: string }) => i.instNm)).toEqual(['공개목록 열린기관', '공개목록 닫힌기관']);
  expect(list[0]).toEqual({
    assistInstId: open.assistInstId,
    instNm: '공개목록 열린기관',
    instTypeCd: 'CRR_CNTR',
    instTypeNm: '진로체험지원센터',
    instExpln: base.instExpln,
    addr: base.addr,
    hmpgUrl: base.hmpgUrl,
    logoPath: null,
    logoAlt: null,
    picNm: '홍길동',
    telno: '02-123-4567',
    email: 'pic@example.org',
  });
  expect(list[1]).toMatchObject({ assistInstId: closed.assistInstId, picNm: null, telno: null, email: null });
  expect(res.body).not.toContain('registeredBy');
  expect(pagination).toMatchObject({ countItem: 2, maxResults: 10, maxLinks: 10 });

  const byType = await call(null, 'GET', '/icec/api/assistInst/list?searchWrd=공개목록&instTypeCd=UNIV');
  expect(byType.json().list.map((i: { assistInstId: number }) => i.assistInstId)).toEqual([closed.assistInstId]);

  await ctx.database.db
    .insert(assistInst)
    .values(Array.from({ length: 12 }, (_, i) => ({ instNm: `페이지기관${String(i).padStart(2, '0')}`, instTypeCd: 'ETC', sortSeq: 100 + i })));
  const page2 = (await call(null, 'GET', '/icec/api/assistInst/list?searchWrd=페이지기관&currentPage=2')).json();
  expect(page2.pagination).toMatchObject({ currentPage: 2, countItem: 12, countPage: 2 });
  expect(page2.list.map((i: { instNm: string }) => i.instNm)).toEqual(['페이지기관10', '페이지기관11']);
  await ctx.database.db.delete(assistInst).where(like(assistInst.instNm, '페이지기관%'));
});
