import { seoulDate } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { anonymousAgent, createMember, postAs, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { hasAuthority } from './authority.service.js';
import { authrtGrant } from './authority.table.js';

const ctx = useTestApp();

const get = (agent: TAgent | null, url: string) => ctx.app.inject({ method: 'GET', url, headers: agent?.headers });
const post = async (agent: TAgent, url: string, payload: object = {}) => (await postAs(ctx.app, agent, url, payload)).res;
const del = (agent: TAgent, url: string) => ctx.app.inject({ method: 'DELETE', url, headers: agent.headers });
const grantsOf = (userId: string) => ctx.database.db.select().from(authrtGrant).where(eq(authrtGrant.userId, userId));

/** YYYY-MM-DD `days` from today in Asia/Seoul. */
const day = (days: number) => seoulDate(new Date(Date.now() + days * 86_400_000));

test('every route: a guest gets 401, a user-realm session 403', async () => {
  const guest = await anonymousAgent(ctx.app);
  const student = await sessionFor(ctx.app, 'student1');
  for (const url of ['/api/authority/list', '/api/authority/users']) {
    expect((await get(null, url)).statusCode).toBe(401);
    expect((await get(student, url)).statusCode).toBe(403);
  }
  const body = { authrtCd: 'STAT_VIEW', bgngYmd: day(0), endYmd: day(1), userIds: ['teacher1'] };
  expect((await post(guest, '/api/authority', body)).statusCode).toBe(401);
  expect((await post(student, '/api/authority', body)).statusCode).toBe(403);
  expect((await del(guest, '/api/authority/1')).statusCode).toBe(401);
  expect((await del(student, '/api/authority/1')).statusCode).toBe(403);
  expect(await grantsOf('teacher1')).toEqual([]);
});

test('spec §5 messages: the dates must be valid and in order, and at least one user chosen', async () => {
  const admin = await sessionFor(ctx.app, 'admin');
  const base = { authrtCd: 'CNTS_REVIEW', bgngYmd: '2026-11-01', endYmd: '2026-11-30', userIds: ['teacher1'] };
  const cases: [object, string][] = [
    [{ ...base, bgngYmd: undefined }, '권한 부여 기간을 확인해 주세요.'],
    [{ ...base, endYmd: '' }, '권한 부여 기간을 확인해 주세요.'],
    [{ ...base, bgngYmd: '2026-13-01' }, '권한 부여 기간을 확인해 주세요.'],
    [{ ...base, endYmd: '2026-02-30' }, '권한 부여 기간을 확인해 주세요.'],
    [{ ...base, bgngYmd: '2026-11-30', endYmd: '2026-11-01' }, '권한 부여 기간을 확인해 주세요.'],
    [{ ...base, userIds: [] }, '사용자를 1명 이상 선택해 주세요.'],
    [{ ...base, userIds: undefined }, '사용자를 1명 이상 선택해 주세요.'],
    [{ ...base, authrtCd: 'ROOT' }, '권한을 선택해 주세요.'],
    [{ ...base, authrtCd: 'constructor' }, '권한을 선택해 주세요.'],
  ];
  for (const [body, message] of cases) {
    const res = await post(admin, '/api/authority', body);
    expect(res.statusCode, JSON.stringify(body)).toBe(400);
    expect(res.json().message).toBe(message);
  }
  expect(await grantsOf('teacher1')).toEqual([]);
});

test('a grant makes one row per user in one transaction; an ineligible user fails them all', async () => {
  const admin = await sessionFor(ctx.app, 'admin');
  const t = await createMember(ctx.database.db, { userTypeCd: 'T', mbrTypeAuthrt: 'TC01' });
  const body = { authrtCd: 'CONTEST_JUDGE', bgngYmd: day(0), endYmd: day(7) };
  const mixed = await post(admin, '/api/authority', { ...body, userIds: [t.userId, 'student1'] });
  expect(mixed.statusCode).toBe(400);
  expect(mixed.json().message).toBe('권한을 부여할 수 없는 사용자가 포함되어 있습니다.');
  expect(await grantsOf(t.userId)).toEqual([]);
  const ok = await post(admin, '/api/authority', { ...body, userIds: [t.userId, 'member1', t.userId] });
  expect(ok.statusCode).toBe(200);
  expect(ok.json()).toEqual({ grantedCount: 2 });
  expect(await grantsOf(t.userId)).toEqual([expect.objectContaining({ authrtCd: 'CONTEST_JUDGE', bgngYmd: day(0), endYmd: day(7), registeredBy: 'admin' })]);
});

test('ADM_ROLE: another administrator (not SUPER) gets 403 on every route', async () => {
  const staff = await createMember(ctx.database.db, { userTypeCd: 'A', mbrTypeAuthrt: 'SF01', admRoleCd: 'STAFF' });
  const agent = await sessionFor(ctx.app, staff.userId, 'ADMIN');
  const [row] = await ctx.database.db
    .insert(authrtGrant)
    .values({ userId: 'member1', authrtCd: 'STAT_VIEW', bgngYmd: day(0), endYmd: day(1) })
    .returning();
  const answers = [
    await post(agent, '/api/authority', { authrtCd: 'STAT_VIEW', bgngYmd: day(0), endYmd: day(1), userIds: ['teacher1'] }),
    await del(agent, `/api/authority/${row!.authrtGrantId}`),
    await get(agent, '/api/authority/list'),
    await get(agent, '/api/authority/users'),
  ];
  for (const res of answers) {
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('최고 관리자만 사용할 수 있는 메뉴입니다.');
  }
  expect(await grantsOf('teacher1')).toEqual([]);
  expect(await ctx.database.db.select().from(authrtGrant).where(eq(authrtGrant.authrtGrantId, row!.authrtGrantId))).toHaveLength(1);
});

test('the list shows each grant’s state on today; filters by state, code and user', async () => {
  const admin = await sessionFor(ctx.app, 'admin');
  const u = await createMember(ctx.database.db, { userNm: '권한교사', userTypeCd: 'T', mbrTypeAuthrt: 'TC01' });
  await ctx.database.db.insert(authrtGrant).values([
    { userId: u.userId, authrtCd: 'PRGRM_MNG', bgngYmd: day(-10), endYmd: day(-1) },
    { userId: u.userId, authrtCd: 'PRGRM_MNG', bgngYmd: day(0), endYmd: day(0) },
    { userId: u.userId, authrtCd: 'STAT_VIEW', bgngYmd: day(1), endYmd: day(5) },
  ]);
  const all = await get(admin, `/api/authority/list?searchWrd=${u.userId}`);
  expect(all.statusCode).toBe(200);
  expect(all.json().list.map((g: { sttsCd: string }) => g.sttsCd)).toEqual(['PLAN', 'APLY', 'EXPR']);
  expect(all.json().list[0]).toMatchObject({ userId: u.userId, userNm: '권**사', authrtCd: 'STAT_VIEW' });
  for (const [sttsCd, count] of [
    ['PLAN', 1],
    ['APLY', 1],
    ['EXPR', 1],
  ] as const) {
    expect((await get(admin, `/api/authority/list?searchWrd=${u.userId}&sttsCd=${sttsCd}`)).json().pagination.countItem).toBe(count);
  }
  expect((await get(admin, `/api/authority/list?searchWrd=${u.userId}&authrtCd=PRGRM_MNG`)).json().list).toHaveLength(2);
  expect((await get(admin, '/api/authority/list?sttsCd=NOW')).statusCode).toBe(400);
});

test('candidate users: active teachers, staff and general members, searchable, never students', async () => {
  const admin = await sessionFor(ctx.app, 'admin');
  const res = await get(admin, '/api/authority/users?maxResults=100');
  expect(res.statusCode).toBe(200);
  const types = new Set(res.json().list.map((u: { userTypeCd: string }) => u.userTypeCd));
  expect(types.has('S')).toBe(false);
  expect(types.has('T')).toBe(true);
  const found = (await get(admin, '/api/authority/users?searchWrd=teacher1&userTypeCd=T')).json();
  expect(found.list).toEqual([{ userId: 'teacher1', userNm: '박*사', userTypeCd: 'T', mbrTypeAuthrt: 'TC01' }]);
  expect((await get(admin, '/api/authority/users?userTypeCd=S')).statusCode).toBe(400);
});

test('revoking deletes the grant; an unknown one is 404', async () => {
  const admin = await sessionFor(ctx.app, 'admin');
  const [row] = await ctx.database.db
    .insert(authrtGrant)
    .values({ userId: 'member1', authrtCd: 'STAT_VIEW', bgngYmd: day(0), endYmd: day(3) })
    .returning();
  expect((await del(admin, `/api/authority/${row!.authrtGrantId}`)).json()).toEqual({ authrtGrantId: row!.authrtGrantId });
  expect(await ctx.database.db.select().from(authrtGrant).where(eq(authrtGrant.authrtGrantId, row!.authrtGrantId))).toEqual([]);
  expect((await del(admin, `/api/authority/${row!.authrtGrantId}`)).statusCode).toBe(404);
  expect((await del(admin, '/api/authority/abc')).statusCode).toBe(400);
});

test('SECURITY 14: hasAuthority is true only inside the range, both days included', async () => {
  const u = await createMember(ctx.database.db, { userTypeCd: 'T', mbrTypeAuthrt: 'TC01' });
  await ctx.database.db.insert(authrtGrant).values({ userId: u.userId, authrtCd: 'CNTS_REVIEW', bgngYmd: '2026-11-10', endYmd: '2026-11-20' });
  const db = ctx.database.db;
  expect(await hasAuthority(db, u.userId, 'CNTS_REVIEW', '2026-11-09')).toBe(false);
  expect(await hasAuthority(db, u.userId, 'CNTS_REVIEW', '2026-11-10')).toBe(true);
  expect(await hasAuthority(db, u.userId, 'CNTS_REVIEW', '2026-11-15')).toBe(true);
  expect(await hasAuthority(db, u.userId, 'CNTS_REVIEW', '2026-11-20')).toBe(true);
  expect(await hasAuthority(db, u.userId, 'CNTS_REVIEW', '2026-11-21')).toBe(false);
  expect(await hasAuthority(db, u.userId, 'STAT_VIEW', '2026-11-15')).toBe(false);
  expect(await hasAuthority(db, 'teacher1', 'CNTS_REVIEW', '2026-11-15')).toBe(false);
  // the default day is today in Asia/Seoul
  await db.insert(authrtGrant).values({ userId: u.userId, authrtCd: 'STAT_VIEW', bgngYmd: day(0), endYmd: day(0) });
  expect(await hasAuthority(db, u.userId, 'STAT_VIEW')).toBe(true);
});
