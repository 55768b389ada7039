import { LOGIN_MESSAGES } from '@portal/contract';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, test } from 'vitest';
import { anonymousAgent, sessionFor, type TAgent } from '../../test/identity.js';
import { buildTestApp, useTestApp } from '../../test/test-app.js';
import { DEMO_PASSWORD } from '../member/index.js';
import { accessIp } from './access-ip.table.js';

const ctx = useTestApp();
const extraApps: FastifyInstance[] = [];

afterEach(async () => {
  await Promise.all(extraApps.splice(0).map((app) => app.close()));
});

/** An app on the same database with other settings (TRUST_PROXY, ADMIN_ALLOWED_IPS). */
async function appWith(overrides: Record<string, string>) {
  const app = await buildTestApp(ctx.database, overrides);
  extraApps.push(app);
  return app;
}

const menuFrom = (agent: TAgent, remoteAddress: string, headers: Record<string, string> = {}, app = ctx.app) =>
  app.inject({ method: 'GET', url: '/api/menu/list', headers: { ...agent.headers, ...headers }, remoteAddress });

async function withRows<T>(rows: { ipTypeCd: 'IPV4' | 'IPV6' | 'CIDR'; ipAddr: string }[], run: () => Promise<T>): Promise<T> {
  const inserted = await ctx.database.db.insert(accessIp).values(rows).returning({ id: accessIp.accessIpId });
  ctx.app.accessIpList.invalidate();
  try {
    return await run();
  } finally {
    await ctx.database.db.delete(accessIp).where(
      inArray(
        accessIp.accessIpId,
        inserted.map((r) => r.id),
      ),
    );
    ctx.app.accessIpList.invalidate();
  }
}

test('an admin API call from an address outside the list is refused; loopback (seeded) is allowed', async () => {
  const admin = await sessionFor(ctx.app, 'admin');
  const denied = await menuFrom(admin, '10.1.2.3');
  expect(denied.statusCode).toBe(403);
  expect(denied.json()).toMatchObject({ code: 'IP_DENIED', message: LOGIN_MESSAGES.ipDenied });
  expect((await menuFrom(admin, '127.0.0.1')).statusCode).toBe(200);
  expect((await menuFrom(admin, '::1')).statusCode).toBe(200);
});

test('a CIDR entry allows its range, an IPv4-mapped IPv6 client included', async () => {
  const admin = await sessionFor(ctx.app, 'admin');
  await withRows([{ ipTypeCd: 'CIDR', ipAddr: '10.1.0.0/16' }], async () => {
    expect((await menuFrom(admin, '10.1.2.3')).statusCode).toBe(200);
    expect((await menuFrom(admin, '::ffff:10.1.2.3')).statusCode).toBe(200);
    expect((await menuFrom(admin, '10.2.0.1')).statusCode).toBe(403);
  });
  expect((await menuFrom(admin, '10.1.2.3')).statusCode).toBe(403);
});

test('exact IPv6 entries match in any spelling', async () => {
  const admin = await sessionFor(ctx.app, 'admin');
  await withRows([{ ipTypeCd: 'IPV6', ipAddr: '2001:db8::7' }], async () => {
    expect((await menuFrom(admin, '2001:0db8:0:0:0:0:0:7')).statusCode).toBe(200);
    expect((await menuFrom(admin, '2001:db8::8')).statusCode).toBe(403);
  });
});

test('X-Forwarded-For is ignored unless it comes from a TRUST_PROXY proxy', async () => {
  const admin = await sessionFor(ctx.app, 'admin');
  const spoofed = { 'x-forwarded-for': '127.0.0.1' };
  expect((await menuFrom(admin, '10.9.9.9', spoofed)).statusCode).toBe(403);
  const behindProxy = await appWith({ TRUST_PROXY: '10.9.9.9' });
  expect((await menuFrom(admin, '10.9.9.9', spoofed, behindProxy)).statusCode).toBe(200);
  expect((await menuFrom(admin, '10.9.9.9', { 'x-forwarded-for': '203.0.113.5' }, behindProxy)).statusCode).toBe(403);
  expect((await menuFrom(admin, '10.8.8.8', spoofed, behindProxy)).statusCode).toBe(403);
});

test('admin login itself is refused from a denied address; shared and user endpoints are not guarded', async () => {
  const anon = await anonymousAgent(ctx.app);
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/login/login-proc',
    headers: anon.headers,
    payload: { userId: 'admin', pswd: DEMO_PASSWORD, otpCd: '000000' },
    remoteAddress: '198.51.100.7',
  });
  expect(login.statusCode).toBe(403);
  expect(login.json().message).toBe(LOGIN_MESSAGES.ipDenied);
  expect((await ctx.app.inject({ url: '/api/health', remoteAddress: '198.51.100.7' })).statusCode).toBe(200);
  expect((await ctx.app.inject({ url: '/icec/api/site/info', remoteAddress: '198.51.100.7' })).statusCode).toBe(200);
});

test('with no active entry only loopback and ADMIN_ALLOWED_IPS get in (bootstrap and recovery)', async () => {
  const db = ctx.database.db;
  await db.update(accessIp).set({ useYn: 'N' });
  ctx.app.accessIpList.invalidate();
  try {
    const admin = await sessionFor(ctx.app, 'admin');
    expect((await menuFrom(admin, '127.0.0.1')).statusCode).toBe(200);
    expect((await menuFrom(admin, '::1')).statusCode).toBe(200);
    expect((await menuFrom(admin, '192.0.2.10')).statusCode).toBe(403);
    const recovery = await appWith({ ADMIN_ALLOWED_IPS: '192.0.2.0/24, 2001:db8:1::5' });
    expect((await menuFrom(admin, '192.0.2.10', {}, recovery)).statusCode).toBe(200);
    expect((await menuFrom(admin, '2001:db8:1::5', {}, recovery)).statusCode).toBe(200);
    expect((await menuFrom(admin, '198.51.100.1', {}, recovery)).statusCode).toBe(403);
  } finally {
    await db.update(accessIp).set({ useYn: 'Y' }).where(eq(accessIp.useYn, 'N'));
    ctx.app.accessIpList.invalidate();
  }
});

test('ADMIN_ALLOWED_IPS is always allowed, even when the list has entries', async () => {
  const admin = await sessionFor(ctx.app, 'admin');
  const recovery = await appWith({ ADMIN_ALLOWED_IPS: '203.0.113.9' });
  expect((await menuFrom(admin, '203.0.113.9', {}, recovery)).statusCode).toBe(200);
});

test('a mistyped ADMIN_ALLOWED_IPS stops the start instead of dropping the recovery path', async () => {
  await expect(buildTestApp(ctx.database, { ADMIN_ALLOWED_IPS: '10.0.0.300' })).rejects.toThrow(/ADMIN_ALLOWED_IPS/);
});

test('the admin pages are not served outside the list; the public pages are', async () => {
  const denied = await ctx.app.inject({ url: '/admin/dashboard/view', remoteAddress: '10.1.2.3' });
  expect(denied.statusCode).toBe(403);
  expect(denied.body).toContain(LOGIN_MESSAGES.ipDenied);
  expect((await ctx.app.inject({ url: '/admin/login', remoteAddress: '10.1.2.3' })).statusCode).toBe(403);
  expect((await ctx.app.inject({ url: '/admin/login', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
  expect((await ctx.app.inject({ url: '/main', remoteAddress: '10.1.2.3' })).statusCode).toBe(200);
});
