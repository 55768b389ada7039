import { INST_CODE_MESSAGES as M, INST_MESSAGES } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { anonymousAgent, createMember, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { schl } from '../school/school.table.js';
import { instCode } from './inst-code.table.js';

const ctx = useTestApp();

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (agent: TAgent, method: TMethod, url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: agent.headers, ...(payload && { payload }) });

const admin = () => sessionFor(ctx.app, 'admin');
const base = { instNm: '시험교육청', instTypeCd: 'OFCDC', regionCd: 'B10' };

test('an administrator lists, creates, reads, updates and deletes institution codes', async () => {
  const agent = await admin();
  const created = await call(agent, 'POST', '/api/instCode', { ...base, instCd: 'te01', telno: '02-123-4567', sortSeq: 3 });
  expect(created.statusCode).toBe(200);
  const item = created.json();
  expect(item).toMatchObject({ instCd: 'TE01', instNm: '시험교육청', regionCd: 'B10', upInstCd: null, sortSeq: 3, useYn: 'Y', registeredBy: 'admin' });

  const child = (await call(agent, 'POST', '/api/instCode', { ...base, instCd: 'TE02', instNm: '시험동부교육지원청', upInstCd: 'te01' })).json();
  expect(child).toMatchObject({ upInstCd: 'TE01', upInstNm: '시험교육청' });

  const list = await call(agent, 'GET', '/api/instCode/list?searchWrd=시험동부&instTypeCd=OFCDC&regionCd=B10');
  expect(list.json()).toMatchObject({ pagination: { countItem: 1 }, list: [{ instCd: 'TE02' }] });
  expect((await call(agent, 'GET', '/api/instCode/options')).json().list).toEqual(expect.arrayContaining([{ instCd: 'TE01', instNm: '시험교육청' }]));

  // a corrected code is followed by the institutions under it
  const renamed = await call(agent, 'PUT', `/api/instCode/${item.instCodeId}`, { ...base, instCd: 'TE01A', useYn: 'N' });
  expect(renamed.json()).toMatchObject({ instCd: 'TE01A', useYn: 'N', telno: null });
  expect((await call(agent, 'GET', `/api/instCode/${child.instCodeId}`)).json().upInstCd).toBe('TE01A');

  expect((await call(agent, 'DELETE', `/api/instCode/${child.instCodeId}`)).json()).toEqual({ result: 'SUCCESS' });
  expect((await call(agent, 'DELETE', `/api/instCode/${item.instCodeId}`)).statusCode).toBe(200);
  expect((await call(agent, 'GET', `/api/instCode/${item.instCodeId}`)).statusCode).toBe(404);
});

test('bad input is refused with Korean field messages and nothing is written', async () => {
  const agent = await admin();
  const cases: [object, string, string][] = [
    [{ ...base, instCd: 'A' }, 'instCd', M.instCd],
    [{ ...base, instCd: '기관01' }, 'instCd', M.instCd],
    [{ ...base, instCd: 'BAD01', instTypeCd: 'NOPE' }, 'instTypeCd', INST_MESSAGES.instTypeCd],
    [{ ...base, instCd: 'BAD02', regionCd: 'Z99' }, 'regionCd', INST_MESSAGES.regionCd],
    [{ ...base, instCd: 'BAD03', telno: '12-34' }, 'telno', INST_MESSAGES.telno],
    [{ ...base, instCd: 'BAD04', upInstCd: 'NOSUCH' }, 'upInstCd', M.upInstNotFound],
    [{ ...base, instCd: 'BAD05', upInstCd: 'bad05' }, 'upInstCd', M.upInstCycle],
  ];
  for (const [payload, field, message] of cases) {
    const res = await call(agent, 'POST', '/api/instCode', payload);
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    expect(res.json().data.fieldErrors[field]).toBe(message);
  }
  expect(await ctx.database.db.select().from(instCode).where(eq(instCode.instNm, base.instNm))).toHaveLength(0);
});

test('a duplicate code, in any letter case, is refused', async () => {
  const agent = await admin();
  expect((await call(agent, 'POST', '/api/instCode', { ...base, instCd: 'DUP01' })).statusCode).toBe(200);
  const res = await call(agent, 'POST', '/api/instCode', { ...base, instCd: 'dup01' });
  expect(res.statusCode).toBe(400);
  expect(res.json().data.fieldErrors.instCd).toBe(M.duplicate);
});

test('a parent cannot be the code itself or one of its descendants', async () => {
  const agent = await admin();
  const top = (await call(agent, 'POST', '/api/instCode', { ...base, instCd: 'CY01' })).json();
  await call(agent, 'POST', '/api/instCode', { ...base, instCd: 'CY02', upInstCd: 'CY01' });
  await call(agent, 'POST', '/api/instCode', { ...base, instCd: 'CY03', upInstCd: 'CY02' });
  const res = await call(agent, 'PUT', `/api/instCode/${top.instCodeId}`, { ...base, instCd: 'CY01', upInstCd: 'CY03' });
  expect(res.statusCode).toBe(400);
  expect(res.json().data.fieldErrors.upInstCd).toBe(M.upInstCycle);
  expect((await call(agent, 'GET', `/api/instCode/${top.instCodeId}`)).json().upInstCd).toBeNull();
});

test('a code that schools or child institutions refer to cannot be deleted', async () => {
  const agent = await admin();
  const parent = (await call(agent, 'POST', '/api/instCode', { ...base, instCd: 'USE01' })).json();
  const child = (await call(agent, 'POST', '/api/instCode', { ...base, instCd: 'USE02', upInstCd: 'USE01' })).json();
  await ctx.database.db.insert(schl).values({ schlNm: '진로중학교', schlTypeCd: 'MD01', regionCd: 'B10', neisSchlCd: '8880001', instCd: 'USE02' });

  const bySchool = await call(agent, 'DELETE', `/api/instCode/${child.instCodeId}`);
  expect(bySchool.statusCode).toBe(400);
  expect(bySchool.json().message).toBe(M.inUseBySchool);
  const byChild = await call(agent, 'DELETE', `/api/instCode/${parent.instCodeId}`);
  expect(byChild.json().message).toBe(M.inUseByChild);
  expect(await ctx.database.db.select().from(instCode).where(eq(instCode.instCd, 'USE02'))).toHaveLength(1);
});

test('denied: a user session 403, a guest 401', async () => {
  const user = await createMember(ctx.database.db);
  const userAgent = await sessionFor(ctx.app, user.userId);
  const guest = await anonymousAgent(ctx.app);
  for (const [method, url, payload] of [
    ['GET', '/api/instCode/list'],
    ['GET', '/api/instCode/options'],
    ['GET', '/api/instCode/1'],
    ['POST', '/api/instCode', { ...base, instCd: 'DENY1' }],
    ['PUT', '/api/instCode/1', { ...base, instCd: 'DENY1' }],
    ['DELETE', '/api/instCode/1'],
  ] as [TMethod, string, object?][]) {
    expect((await call(userAgent, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    expect((await call(guest, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
  }
  expect(await ctx.database.db.select().from(instCode).where(eq(instCode.instCd, 'DENY1'))).toHaveLength(0);
});
