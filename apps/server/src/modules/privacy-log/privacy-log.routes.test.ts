import { seoulDate } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { createMember, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { logPersonalDataAccess } from './privacy-log.service.js';
import { indvdlInfoAcsLog } from './privacy-log.table.js';

const ctx = useTestApp();

const get = (agent: TAgent | null, url: string) => ctx.app.inject({ method: 'GET', url, headers: agent?.headers });
const logCount = async () => (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(indvdlInfoAcsLog))[0]!.n;
/** An instant given in Korean time. */
const kst = (local: string) => new Date(`${local}+09:00`);

test('both routes: a guest gets 401, a user-realm session 403, a STAFF administrator 403 (SUPER only)', async () => {
  const student = await sessionFor(ctx.app, 'student1');
  const staffMember = await createMember(ctx.database.db, { userTypeCd: 'A', mbrTypeAuthrt: 'SF01', admRoleCd: 'STAFF' });
  const staff = await sessionFor(ctx.app, staffMember.userId, 'ADMIN');
  for (const url of ['/api/privacyLog/list', '/api/privacyLog/monthly?yyyymm=202611']) {
    expect((await get(null, url)).statusCode).toBe(401);
    expect((await get(student, url)).statusCode).toBe(403);
    const denied = await get(staff, url);
    expect(denied.statusCode).toBe(403);
    expect(denied.body).not.toContain('actorUserId');
  }
});

test('the log is append-only: UPDATE and DELETE are refused by the database', async () => {
  await logPersonalDataAccess(ctx.database.db, { userId: 'admin', ip: '127.0.0.1' }, { actnCd: 'VIEW', trgtUserId: 'member1' });
  const before = await logCount();
  await expect(ctx.database.db.execute(sql`update indvdl_info_acs_log set actor_user_id = 'someone'`)).rejects.toThrow();
  await expect(ctx.database.db.execute(sql`delete from indvdl_info_acs_log`)).rejects.toThrow();
  await expect(ctx.database.db.execute(sql`truncate indvdl_info_acs_log`)).rejects.toThrow();
  expect(await logCount()).toBe(before);
});

test('the list filters by actor, target, action and period; reading it is not logged', async () => {
  const admin = await sessionFor(ctx.app, 'admin');
  const db = ctx.database.db;
  await logPersonalDataAccess(db, { userId: 'auditora', ip: '10.0.0.1', menuPath: '/admin/member' }, { actnCd: 'VIEW', trgtUserId: 'student1' });
  await logPersonalDataAccess(db, { userId: 'auditora', ip: '10.0.0.1' }, { actnCd: 'EXPORT', trgtDesc: '회원 목록 3건', reason: '정기 점검 자료' });
  await logPersonalDataAccess(db, { userId: 'auditorb', ip: '10.0.0.2' }, { actnCd: 'UPDATE', trgtUserId: 'student1' });
  const before = await logCount();
  const byActor = await get(admin, '/api/privacyLog/list?actorUserId=AuditorA');
  expect(byActor.statusCode).toBe(200);
  expect(byActor.headers['cache-control']).toBe('no-store');
  expect(byActor.json().list.map((r: { actnCd: string }) => r.actnCd)).toEqual(['EXPORT', 'VIEW']);
  expect(byActor.json().list[0]).toMatchObject({ actorIp: '10.0.0.1', reason: '정기 점검 자료', trgtDesc: '회원 목록 3건' });
  expect((await get(admin, '/api/privacyLog/list?trgtUserId=student1')).json().pagination.countItem).toBe(2);
  expect((await get(admin, '/api/privacyLog/list?trgtUserId=student1&actnCd=UPDATE')).json().list).toEqual([
    expect.objectContaining({ actorUserId: 'auditorb' }),
  ]);
  const today = seoulDate();
  expect((await get(admin, `/api/privacyLog/list?actorUserId=auditora&bgngYmd=${today}&endYmd=${today}`)).json().pagination.countItem).toBe(2);
  expect((await get(admin, '/api/privacyLog/list?actorUserId=auditora&endYmd=2020-01-01')).json().pagination.countItem).toBe(0);
  expect((await get(admin, '/api/privacyLog/list?bgngYmd=2026-11-02&endYmd=2026-11-01')).statusCode).toBe(400);
  expect((await get(admin, '/api/privacyLog/list?actnCd=DROP')).statusCode).toBe(400);
  expect(await logCount()).toBe(before);
});

test('the monthly report: counts per actor and action, exports with reasons, unusual volume and hours', async () => {
  const admin = await sessionFor(ctx.app, 'admin');
  const row = (actorUserId: string, actnCd: 'VIEW' | 'EXPORT' | 'DOWNLOAD', actedAt: Date, reason: string | null = null) => ({
    actorUserId,
    actorIp: '10.1.1.1',
    actnCd,
    actedAt,
    reason,
  });
  await ctx.database.db.insert(indvdlInfoAcsLog).values([
    ...Array.from({ length: 101 }, (_, i) => row('busyview', 'VIEW', kst(`2026-10-05T10:${String(i % 60).padStart(2, '0')}:00`))),
    ...Array.from({ length: 100 }, () => row('calmview', 'VIEW', kst('2026-10-05T11:00:00'))),
    row('nightexp', 'EXPORT', kst('2026-10-06T22:30:00'), '야간 긴급 요청'),
    row('nightexp', 'DOWNLOAD', kst('2026-10-07T07:59:59'), '이른 다운로드'),
    row('dayexp', 'EXPORT', kst('2026-10-07T09:00:00'), '정기 보고'),
    row('dayexp', 'EXPORT', kst('2026-10-31T19:59:59'), '월말 보고'),
    // the neighbouring months in Korean time
    row('edge', 'VIEW', kst('2026-09-30T23:59:59')),
    row('edge', 'VIEW', kst('2026-11-01T00:00:00')),
  ]);
  const before = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(indvdlInfoAcsLog);
  const res = await get(admin, '/api/privacyLog/monthly?yyyymm=202610');
  expect(res.statusCode).toBe(200);
  const report = res.json();
  expect(report.yyyymm).toBe('202610');
  expect(report.totalCount).toBe(205);
  expect(report.actorActions).toEqual([
    { actorUserId: 'busyview', actnCd: 'VIEW', count: 101 },
    { actorUserId: 'calmview', actnCd: 'VIEW', count: 100 },
    { actorUserId: 'dayexp', actnCd: 'EXPORT', count: 2 },
    { actorUserId: 'nightexp', actnCd: 'DOWNLOAD', count: 1 },
    { actorUserId: 'nightexp', actnCd: 'EXPORT', count: 1 },
  ]);
  expect(report.exports.map((e: { reason: string }) => e.reason)).toEqual(['야간 긴급 요청', '이른 다운로드', '정기 보고', '월말 보고']);
  expect(report.flags).toEqual([
    { flagCd: 'VIEW_VOLUME', actorUserId: 'busyview', ymd: '2026-10-05', count: 101, logId: null },
    expect.objectContaining({ flagCd: 'OFF_HOURS_EXPORT', actorUserId: 'nightexp', ymd: '2026-10-06', count: 1 }),
    expect.objectContaining({ flagCd: 'OFF_HOURS_EXPORT', actorUserId: 'nightexp', ymd: '2026-10-07', count: 1 }),
  ]);
  expect(await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(indvdlInfoAcsLog)).toEqual(before);
  for (const bad of ['202613', '2026-10', '20261', 'abcdef']) {
    const wrong = await get(admin, `/api/privacyLog/monthly?yyyymm=${bad}`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data.fieldErrors.yyyymm).toBe('점검할 월을 확인해 주세요.');
  }
});
