import { ACCESS_IP_MESSAGES as M, MANAGER_MESSAGES } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { anonymousAgent, createMember, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { accessIp } from './access-ip.table.js';

const ctx = useTestApp();

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (agent: TAgent, method: TMethod, url: string, payload?: object, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method, url, headers: agent.headers, ...(payload && { payload }), remoteAddress });

const superAdmin = () => sessionFor(ctx.app, 'admin');

test('a SUPER administrator lists, creates, reads, updates and deletes entries', async () => {
  const agent = await superAdmin();
  const created = await call(agent, 'POST', '/api/accessIp', { ipTypeCd: 'CIDR', ipAddr: '10.20.0.0/16', ipExpln: '본관 사무실' });
  expect(created.statusCode).toBe(200);
  const item = created.json();
  expect(item).toMatchObject({ ipTypeCd: 'CIDR', ipAddr: '10.20.0.0/16', useYn: 'Y', registeredBy: 'admin' });

  const list = await call(agent, 'GET', '/api/accessIp/list?searchWrd=본관&ipTypeCd=CIDR');
  expect(list.json()).toMatchObject({ clientIp: '127.0.0.1', pagination: { countItem: 1 } });
  expect(list.json().list[0].accessIpId).toBe(item.accessIpId);

  expect((await call(agent, 'GET', `/api/accessIp/${item.accessIpId}`)).json().ipExpln).toBe('본관 사무실');
  const updated = await call(agent, 'PUT', `/api/accessIp/${item.accessIpId}`, { ipTypeCd: 'CIDR', ipAddr: '10.20.0.0/24', useYn: 'N' });
  expect(updated.json()).toMatchObject({ ipAddr: '10.20.0.0/24', useYn: 'N', ipExpln: null });

  expect((await call(agent, 'DELETE', `/api/accessIp/${item.accessIpId}`)).json()).toEqual({ result: 'SUCCESS' });
  expect((await call(agent, 'GET', `/api/accessIp/${item.accessIpId}`)).statusCode).toBe(404);
});

test('spec §5: the address must be in the form of its type', async () => {
  const agent = await superAdmin();
  const cases: [string, string, string][] = [
    ['IPV4', '10.0.0.256', M.ipv4],
    ['IPV4', '2001:db8::1', M.ipv4],
    ['IPV6', '10.0.0.1', M.ipv4AsIpv6],
    ['IPV6', '2001:db8:::1', M.ipv6],
    ['CIDR', '10.0.0.0/33', M.cidrPrefix(32)],
    ['CIDR', '2001:db8::/129', M.cidrPrefix(128)],
    ['CIDR', '10.0.0.1/8', M.cidrHostBits],
    ['CIDR', '10.0.0.1', M.cidr],
  ];
  for (const [ipTypeCd, ipAddr, message] of cases) {
    const res = await call(agent, 'POST', '/api/accessIp', { ipTypeCd, ipAddr });
    expect(res.statusCode, `${ipTypeCd} ${ipAddr}`).toBe(400);
    expect(res.json().data.fieldErrors.ipAddr).toBe(message);
  }
  const noType = await call(agent, 'POST', '/api/accessIp', { ipAddr: '10.0.0.1' });
  expect(noType.json().data.fieldErrors.ipTypeCd).toBe(M.typeRequired);
});

test('the same address twice is refused, in any IPv6 spelling', async () => {
  const agent = await superAdmin();
  const res = await call(agent, 'POST', '/api/accessIp', { ipTypeCd: 'IPV6', ipAddr: '0:0:0:0:0:0:0:1' });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: 'DUPLICATE', message: M.duplicate, data: { fieldErrors: { ipAddr: M.duplicate } } });
});

test('a change that would shut out the administrator making it is refused and changes nothing', async () => {
  const agent = await superAdmin();
  const [loopback] = await ctx.database.db.select().from(accessIp).where(eq(accessIp.ipAddr, '127.0.0.1'));
  const del = await call(agent, 'DELETE', `/api/accessIp/${loopback!.accessIpId}`);
  expect(del.statusCode).toBe(400);
  expect(del.json().message).toBe(M.selfLockout);

  const office = (await call(agent, 'POST', '/api/accessIp', { ipTypeCd: 'CIDR', ipAddr: '10.5.0.0/16' })).json();
  const off = await call(agent, 'PUT', `/api/accessIp/${office.accessIpId}`, { ipTypeCd: 'CIDR', ipAddr: '10.5.0.0/16', useYn: 'N' }, '10.5.5.5');
  expect(off.json().message).toBe(M.selfLockout);
  const narrowed = await call(agent, 'PUT', `/api/accessIp/${office.accessIpId}`, { ipTypeCd: 'CIDR', ipAddr: '10.5.1.0/24' }, '10.5.5.5');
  expect(narrowed.json().message).toBe(M.selfLockout);
  const [row] = await ctx.database.db.select().from(accessIp).where(eq(accessIp.accessIpId, office.accessIpId));
  expect(row).toMatchObject({ ipAddr: '10.5.0.0/16', useYn: 'Y' });
  // from loopback the office range may go
  expect((await call(agent, 'DELETE', `/api/accessIp/${office.accessIpId}`)).statusCode).toBe(200);
});

test('a new entry takes effect at once in this process', async () => {
  const agent = await superAdmin();
  expect((await call(agent, 'GET', '/api/accessIp/list', undefined, '172.16.4.4')).statusCode).toBe(403);
  const entry = (await call(agent, 'POST', '/api/accessIp', { ipTypeCd: 'IPV4', ipAddr: '172.16.4.4' })).json();
  expect((await call(agent, 'GET', '/api/accessIp/list', undefined, '172.16.4.4')).statusCode).toBe(200);
  await call(agent, 'DELETE', `/api/accessIp/${entry.accessIpId}`);
  expect((await call(agent, 'GET', '/api/accessIp/list', undefined, '172.16.4.4')).statusCode).toBe(403);
});

test('denied: other admin roles 403, a user session 403, a guest 401', async () => {
  const staff = await createMember(ctx.database.db, { userTypeCd: 'A', mbrTypeAuthrt: 'SF01', admRoleCd: 'STAFF' });
  const staffAgent = await sessionFor(ctx.app, staff.userId, 'ADMIN');
  for (const [method, url, payload] of [
    ['GET', '/api/accessIp/list'],
    ['GET', '/api/accessIp/1'],
    ['POST', '/api/accessIp', { ipTypeCd: 'IPV4', ipAddr: '10.7.7.7' }],
    ['PUT', '/api/accessIp/1', { ipTypeCd: 'IPV4', ipAddr: '10.7.7.7' }],
    ['DELETE', '/api/accessIp/1'],
  ] as [TMethod, string, object?][]) {
    const res = await call(staffAgent, method, url, payload);
    expect(res.statusCode, `${method} ${url}`).toBe(403);
    expect(res.json().message).toBe(MANAGER_MESSAGES.superOnly);
  }
  const user = await createMember(ctx.database.db);
  expect((await call(await sessionFor(ctx.app, user.userId), 'GET', '/api/accessIp/list')).statusCode).toBe(403);
  expect((await call(await anonymousAgent(ctx.app), 'GET', '/api/accessIp/list')).statusCode).toBe(401);
  expect((await ctx.database.db.select().from(accessIp).where(eq(accessIp.ipAddr, '10.7.7.7'))).length).toBe(0);
});
