import { INST_CODE_MESSAGES, INST_MESSAGES, SCHOOL_MESSAGES as M, VALIDATION_MESSAGES } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { anonymousAgent, createMember, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { schl } from './school.table.js';

const ctx = useTestApp();

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (agent: TAgent, method: TMethod, url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: agent.headers, ...(payload && { payload }) });

const admin = () => sessionFor(ctx.app, 'admin');
const base = { schlNm: '시험중학교', schlTypeCd: 'MD01', regionCd: 'B10', neisSchlCd: '8000001' };

test('an administrator lists, creates, reads, updates and deletes schools', async () => {
  const agent = await admin();
  const created = await call(agent, 'POST', '/api/schlInfoMng', {
    ...base,
    addr: '서울특별시 진로구 1',
    zip: '03000',
    telno: '02-123-4567',
    hmpgUrl: 'https://school.example.org',
    instCd: 'demo02',
  });
  expect(created.statusCode).toBe(200);
  const item = created.json();
  expect(item).toMatchObject({ ...base, instCd: 'DEMO02', instNm: '진로교육청 동부교육지원청', useYn: 'Y', registeredBy: 'admin' });

  const list = await call(agent, 'GET', '/api/schlInfoMng/list?schlTypeCd=MD01&regionCd=B10&searchWrd=시험중');
  expect(list.json()).toMatchObject({ pagination: { countItem: 1 }, list: [{ schlId: item.schlId }] });
  expect((await call(agent, 'GET', '/api/schlInfoMng/list?searchWrd=8000001')).json().pagination.countItem).toBe(1);

  const updated = await call(agent, 'PUT', `/api/schlInfoMng/${item.schlId}`, { ...base, schlTypeCd: 'HI01', useYn: 'N' });
  expect(updated.json()).toMatchObject({ schlTypeCd: 'HI01', useYn: 'N', instCd: null, addr: null });
  expect((await call(agent, 'DELETE', `/api/schlInfoMng/${item.schlId}`)).json()).toEqual({ result: 'SUCCESS' });
  expect((await call(agent, 'GET', `/api/schlInfoMng/${item.schlId}`)).statusCode).toBe(404);
});

test('bad input is refused with Korean field messages and nothing is written', async () => {
  const agent = await admin();
  const cases: [object, string, string][] = [
    [{ ...base, neisSchlCd: '123456' }, 'neisSchlCd', M.neisSchlCd],
    [{ ...base, neisSchlCd: '12345678' }, 'neisSchlCd', M.neisSchlCd],
    [{ ...base, schlTypeCd: 'UN01' }, 'schlTypeCd', INST_MESSAGES.schlTypeCd],
    [{ ...base, regionCd: 'Z10' }, 'regionCd', INST_MESSAGES.regionCd],
    [{ ...base, hmpgUrl: 'javascript:alert(1)' }, 'hmpgUrl', VALIDATION_MESSAGES.url()],
    [{ ...base, hmpgUrl: 'ftp://school.example.org' }, 'hmpgUrl', VALIDATION_MESSAGES.url()],
    [{ ...base, zip: '123' }, 'zip', INST_MESSAGES.zip],
    [{ ...base, telno: '전화' }, 'telno', INST_MESSAGES.telno],
    [{ ...base, instCd: 'NOSUCH' }, 'instCd', M.instNotFound],
    [{ ...base, instCd: '기관' }, 'instCd', INST_CODE_MESSAGES.instCd],
    [{ ...base, schlNm: '' }, 'schlNm', VALIDATION_MESSAGES.required()],
  ];
  for (const [payload, field, message] of cases) {
    const res = await call(agent, 'POST', '/api/schlInfoMng', payload);
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    expect(res.json().data.fieldErrors[field], JSON.stringify(payload)).toBe(message);
  }
  expect(await ctx.database.db.select().from(schl).where(eq(schl.schlNm, base.schlNm))).toHaveLength(0);
});

test('a NEIS school code is registered once', async () => {
  const agent = await admin();
  const first = (await call(agent, 'POST', '/api/schlInfoMng', { ...base, neisSchlCd: '8000002' })).json();
  const twin = await call(agent, 'POST', '/api/schlInfoMng', { ...base, schlNm: '다른학교', neisSchlCd: '8000002' });
  expect(twin.statusCode).toBe(400);
  expect(twin.json().data.fieldErrors.neisSchlCd).toBe(M.duplicate);
  const other = (await call(agent, 'POST', '/api/schlInfoMng', { ...base, neisSchlCd: '8000003' })).json();
  const moved = await call(agent, 'PUT', `/api/schlInfoMng/${other.schlId}`, { ...base, neisSchlCd: '8000002' });
  expect(moved.json().data.fieldErrors.neisSchlCd).toBe(M.duplicate);
  // saving a school with its own code is no duplicate
  expect((await call(agent, 'PUT', `/api/schlInfoMng/${first.schlId}`, { ...base, neisSchlCd: '8000002' })).statusCode).toBe(200);
});

test('denied: a user session 403, a guest 401', async () => {
  const user = await createMember(ctx.database.db);
  const userAgent = await sessionFor(ctx.app, user.userId);
  const guest = await anonymousAgent(ctx.app);
  const payload = { ...base, neisSchlCd: '8000099' };
  for (const [method, url, body] of [
    ['GET', '/api/schlInfoMng/list'],
    ['GET', '/api/schlInfoMng/importTemplate'],
    ['GET', '/api/schlInfoMng/1'],
    ['POST', '/api/schlInfoMng', payload],
    ['PUT', '/api/schlInfoMng/1', payload],
    ['DELETE', '/api/schlInfoMng/1'],
  ] as [TMethod, string, object?][]) {
    expect((await call(userAgent, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    expect((await call(guest, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
  }
  for (const agent of [userAgent, guest]) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/schlInfoMng/import',
      headers: { ...agent.headers, 'content-type': 'text/csv' },
      payload: '학교명\n',
    });
    expect(res.statusCode).toBe(agent === guest ? 401 : 403);
  }
  expect(await ctx.database.db.select().from(schl).where(eq(schl.neisSchlCd, '8000099'))).toHaveLength(0);
});
