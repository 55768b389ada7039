import { seoulDate, XLSX_CONTENT_TYPE } from '@portal/contract';
import { readSheet } from 'read-excel-file/node';
import { desc, eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { anonymousAgent, createMember, postAs, sessionFor, TEST_PASSWORD, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { userSession } from '../auth/session.table.js';
import { mbr } from '../member/member.table.js';
import { indvdlInfoAcsLog } from '../privacy-log/privacy-log.table.js';
import { socialAcnt } from '../social-login/social-login.table.js';

const ctx = useTestApp();

const get = (agent: TAgent | null, url: string) => ctx.app.inject({ method: 'GET', url, headers: agent?.headers });
const post = async (agent: TAgent, url: string, payload: object = {}) => (await postAs(ctx.app, agent, url, payload)).res;
const lastLog = async () => (await ctx.database.db.select().from(indvdlInfoAcsLog).orderBy(desc(indvdlInfoAcsLog.logId)).limit(1))[0];
const memberRow = async (userId: string) => (await ctx.database.db.select().from(mbr).where(eq(mbr.userId, userId)))[0]!;
const isLoggedIn = async (agent: TAgent) => (await post(agent, '/icec/api/login/isLogin')).json().isLogin;

test('every route: a guest gets 401, a user-realm session 403', async () => {
  const guest = await anonymousAgent(ctx.app);
  const student = await sessionFor(ctx.app, 'student1');
  for (const url of ['/api/member/list', '/api/userMngDtl/list/S', '/api/member/member1']) {
    expect((await get(null, url)).statusCode).toBe(401);
    expect((await get(student, url)).statusCode).toBe(403);
  }
  for (const url of [
    '/api/member/member1/approve',
    '/api/member/member1/lock',
    '/api/member/member1/unlock',
    '/api/member/member1/withdraw',
    '/api/member/export',
  ]) {
    expect((await post(guest, url, { reason: '정기 점검 자료' })).statusCode).toBe(401);
    expect((await post(student, url, { reason: '정기 점검 자료' })).statusCode).toBe(403);
  }
  expect((await memberRow('member1')).userSttsCd).toBe('ACTV');
});

test('the list masks name and mobile; the detail shows them in full and logs the view', async () => {
  const admin = await sessionFor(ctx.app, 'admin');
  const m = await createMember(ctx.database.db, { userNm: '김철수', mblTelno: '010-1234-5678', email: 'kim@example.com', schlNm: '마스킹중학교' });
  const list = await get(admin, `/api/member/list?searchCnd=userId&searchWrd=${m.userId}`);
  expect(list.statusCode).toBe(200);
  expect(list.headers['cache-control']).toBe('no-store');
  expect(list.json().list).toEqual([expect.objectContaining({ userId: m.userId, userNm: '김*수', mblTelno: '010-****-5678' })]);
  expect(list.body).not.toContain('1234');
  expect(list.body).not.toContain('kim@example.com');

  const detail = await get({ ...admin, headers: { ...admin.headers, referer: 'http://localhost:80/admin/member' } } as TAgent, `/api/member/${m.userId}`);
  expect(detail.statusCode).toBe(200);
  expect(detail.headers['cache-control']).toBe('no-store');
  const body = detail.json();
  expect(body.profile).toMatchObject({ userNm: '김철수', mblTelno: '010-1234-5678', email: 'kim@example.com' });
  expect(body.profile).not.toHaveProperty('pswdHash');
  expect(body.trmsAgreList.length).toBeGreaterThan(0);
  expect(body.trmsAgreList[0]).toMatchObject({ trmsVer: 1, agreYn: 'Y' });
  expect(body.guardianConsent).toBeNull();
  expect(await lastLog()).toMatchObject({ actorUserId: 'admin', actorIp: '127.0.0.1', actnCd: 'VIEW', trgtUserId: m.userId, menuPath: '/admin/member' });
  expect((await get(admin, '/api/member/nosuchuser')).statusCode).toBe(404);
});

test('search, filters and paging of 10', async () => {
  const admin = await sessionFor(ctx.app, 'admin');
  for (let i = 0; i < 12; i += 1)
    await createMember(ctx.database.db, { userNm: `페이지${i}`, schlNm: '페이징고등학교', userTypeCd: 'S', mbrTypeAuthrt: 'ST02' });
  await createMember(ctx.database.db, { schlNm: '페이징고등학교', userSttsCd: 'PNDG' });
  const page1 = (await get(admin, '/api/member/list?searchCnd=schlNm&searchWrd=페이징고등&userTypeCd=S&sort=userNm&sortDir=asc')).json();
  expect(page1.pagination).toMatchObject({ countItem: 12, countPage: 2, currentPage: 1 });
  expect(page1.list).toHaveLength(10);
  expect(page1.list[0].userNm).toBe('페**0');
  const page2 = (await get(admin, '/api/member/list?searchCnd=schlNm&searchWrd=페이징고등&userTypeCd=S&currentPage=2')).json();
  expect(page2.list).toHaveLength(2);
  const pending = (await get(admin, '/api/member/list?searchWrd=페이징고등&userSttsCd=PNDG&mbrTypeAuthrt=GN01')).json();
  expect(pending.pagination.countItem).toBe(1);
  // the wildcard is literal
  expect((await get(admin, '/api/member/list?searchWrd=%25')).json().pagination.countItem).toBe(0);
  const today = seoulDate();
  const joinedToday = (await get(admin, `/api/member/list?searchWrd=페이징고등&joinBgngYmd=${today}&joinEndYmd=${today}`)).json();
  expect(joinedToday.pagination.countItem).toBe(13);
  expect((await get(admin, '/api/member/list?searchWrd=페이징고등&joinEndYmd=2020-01-01')).json().pagination.countItem).toBe(0);
  const backwards = await get(admin, '/api/member/list?joinBgngYmd=2026-11-02&joinEndYmd=2026-11-01');
  expect(backwards.statusCode).toBe(400);
  expect(backwards.json().data.fieldErrors.joinEndYmd).toBe('가입일 검색 기간을 확인해 주세요.');
});

test('sorting comes from an allow-list: an injection attempt is refused', async () => {
  const admin = await sessionFor(ctx.app, 'admin');
  for (const q of ['sort=user_id;drop table mbr', 'sort=user_id%3Bdrop', 'sortDir=desc;drop', 'sort=(select 1)']) {
    const res = await get(admin, `/api/member/list?${q}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('입력값을 확인해 주세요.');
  }
  expect((await get(admin, '/api/member/list?sort=lastLoginAt&sortDir=asc')).statusCode).toBe(200);
  expect((await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(mbr))[0]!.n).toBeGreaterThan(0);
});

test('userMngDtl/list/:acntTypeCd is the list of one account type; an unknown type is 404', async () => {
  const admin = await sessionFor(ctx.app, 'admin');
  const teachers = (await get(admin, '/api/userMngDtl/list/T')).json();
  expect(teachers.list.length).toBeGreaterThan(0);
  expect(teachers.list.every((r: { userTypeCd: string }) => r.userTypeCd === 'T')).toBe(true);
  // the path's type wins over a query trying another
  const fixed = (await get(admin, '/api/userMngDtl/list/A?userTypeCd=S')).json();
  expect(fixed.list.map((r: { userId: string }) => r.userId)).toContain('admin');
  expect(fixed.list.every((r: { userTypeCd: string }) => r.userTypeCd === 'A')).toBe(true);
  for (const bad of ['X', 'a', 'ST01']) expect((await get(admin, `/api/userMngDtl/list/${bad}`)).statusCode).toBe(404);
});

test('approve: a pending member becomes active, with who approved and a log row', async () => {
  const admin = await sessionFor(ctx.app, 'admin');
  const m = await createMember(ctx.database.db, { userSttsCd: 'PNDG' });
  const res = await post(admin, `/api/member/${m.userId}/approve`);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ userId: m.userId, userSttsCd: 'ACTV' });
  const row = await memberRow(m.userId);
  expect(row).toMatchObject({ userSttsCd: 'ACTV', approvedBy: 'admin' });
  expect(row.approvedAt).not.toBeNull();
  expect(await lastLog()).toMatchObject({ actorUserId: 'admin', actorIp: '127.0.0.1', actnCd: 'UPDATE', trgtUserId: m.userId });
  const again = await post(admin, `/api/member/${m.userId}/approve`);
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe('승인 대기 상태인 회원만 승인할 수 있습니다.');
});

test('lock ends the member’s sessions at once; unlock restores login and clears the failure lock', async () => {
  const admin = await sessionFor(ctx.app, 'admin');
  const m = await createMember(ctx.database.db);
  const own = await sessionFor(ctx.app, m.userId);
  expect(await isLoggedIn(own)).toBe('Y');
  expect((await post(admin, `/api/member/${m.userId}/lock`)).json()).toEqual({ userId: m.userId, userSttsCd: 'LOCK' });
  expect(await isLoggedIn(own)).toBe('N');
  expect(await ctx.database.db.select().from(userSession).where(eq(userSession.userId, m.userId))).toEqual([]);
  expect(await lastLog()).toMatchObject({ actnCd: 'UPDATE', trgtUserId: m.userId, trgtDesc: '회원 잠금' });
  const login = async () => (await post(await anonymousAgent(ctx.app), '/icec/api/login/login-proc', { userId: m.userId, pswd: TEST_PASSWORD })).statusCode;
  expect(await login()).toBe(400);

  await ctx.database.db
    .update(mbr)
    .set({ loginFailCnt: 5, lockedUntil: sql`now() + interval '1 hour'` })
    .where(eq(mbr.userId, m.userId));
  expect((await post(admin, `/api/member/${m.userId}/unlock`)).json()).toEqual({ userId: m.userId, userSttsCd: 'ACTV' });
  expect(await memberRow(m.userId)).toMatchObject({ userSttsCd: 'ACTV', loginFailCnt: 0, lockedUntil: null });
  expect(await login()).toBe(200);
  const notLocked = await post(admin, `/api/member/${m.userId}/unlock`);
  expect(notLocked.statusCode).toBe(409);
  expect(notLocked.json().message).toBe('잠금 상태인 회원이 아닙니다.');
});

test('withdraw clears personal fields, unlinks providers, ends sessions; the member cannot log in', async () => {
  const admin = await sessionFor(ctx.app, 'admin');
  const m = await createMember(ctx.database.db, {
    userNm: '탈퇴예정',
    email: 'bye@example.com',
    mblTelno: '010-9999-8888',
    addr: '서울',
    ciHash: 'ci-withdraw',
  });
  await ctx.database.db.insert(socialAcnt).values({ providerCd: 'kakao', subject: `k-${m.userId}`, userId: m.userId });
  const own = await sessionFor(ctx.app, m.userId);
  const res = await post(admin, `/api/member/${m.userId}/withdraw`);
  expect(res.json()).toEqual({ userId: m.userId, userSttsCd: 'WTDR' });
  const row = await memberRow(m.userId);
  expect(row).toMatchObject({ userSttsCd: 'WTDR', userNm: '탈퇴회원', brdt: null, email: null, mblTelno: null, addr: null, ciHash: null, pswdHash: null });
  expect(row.withdrawnAt).not.toBeNull();
  expect(await ctx.database.db.select().from(socialAcnt).where(eq(socialAcnt.userId, m.userId))).toEqual([]);
  expect(await isLoggedIn(own)).toBe('N');
  expect(await lastLog()).toMatchObject({ actorUserId: 'admin', actnCd: 'DELETE', trgtUserId: m.userId });
  const login = await post(await anonymousAgent(ctx.app), '/icec/api/login/login-proc', { userId: m.userId, pswd: TEST_PASSWORD });
  expect(login.statusCode).toBe(400);
  expect((await post(admin, `/api/member/${m.userId}/withdraw`)).statusCode).toBe(409);
});

test('administrator accounts, the caller’s own included, cannot be changed here', async () => {
  const admin = await sessionFor(ctx.app, 'admin');
  const other = await createMember(ctx.database.db, { userTypeCd: 'A', mbrTypeAuthrt: 'SF01', admRoleCd: 'STAFF' });
  for (const [userId, action] of [
    ['admin', 'lock'],
    ['admin', 'withdraw'],
    [other.userId, 'lock'],
    [other.userId, 'withdraw'],
  ] as const) {
    const res = await post(admin, `/api/member/${userId}/${action}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('관리자 계정은 관리자 관리 화면에서 관리해 주세요.');
  }
  expect((await memberRow(other.userId)).userSttsCd).toBe('ACTV');
  expect((await post(admin, '/api/member/nosuchuser/lock')).statusCode).toBe(404);
});

test('export needs a reason; the .xlsx has a header row and full data, and an EXPORT log row', async () => {
  const admin = await sessionFor(ctx.app, 'admin');
  const m = await createMember(ctx.database.db, { userNm: '엑셀회원', mblTelno: '010-5555-6666', schlNm: '내보내기학교' });
  const filter = { searchCnd: 'schlNm', searchWrd: '내보내기학교' };
  for (const [reason, message] of [
    [undefined, '내려받기 사유를 입력해 주세요.'],
    ['   ', '내려받기 사유를 입력해 주세요.'],
    ['짧음', '내려받기 사유는 5자 이상 200자 이하로 입력해 주세요.'],
    ['가'.repeat(201), '내려받기 사유는 5자 이상 200자 이하로 입력해 주세요.'],
  ] as const) {
    const res = await post(admin, '/api/member/export', { ...filter, reason });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  }
  const before = await lastLog();
  const res = await post(admin, '/api/member/export', { ...filter, reason: '학교 명단 확인 요청' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['content-disposition']).toMatch(
    /^attachment; filename="members_\d{8}\.xlsx"; filename\*=UTF-8''%ED%9A%8C%EC%9B%90%EB%AA%A9%EB%A1%9D_\d{8}\.xlsx$/,
  );
  const rows = await readSheet(res.rawPayload, { parseNumber: (text: string) => text });
  expect(rows[0]!.join(',')).toBe(
    '아이디,이름,회원 구분,회원 유형,상태,생년월일,이메일,휴대전화,우편번호,주소,상세주소,학교,학년,반,기관,가입일시,최근 로그인',
  );
  expect(rows).toHaveLength(2);
  expect(rows[1]!.slice(0, 8)).toEqual([m.userId, '엑셀회원', '일반회원', '일반회원', '정상', '1990-01-01', null, '010-5555-6666']);
  const log = await lastLog();
  expect(log!.logId).toBeGreaterThan(before?.logId ?? 0);
  expect(log).toMatchObject({ actorUserId: 'admin', actorIp: '127.0.0.1', actnCd: 'EXPORT', reason: '학교 명단 확인 요청', trgtUserId: null });
  expect(log!.trgtDesc).toBe('회원 목록 (조건: 학교명 "내보내기학교") 1건 내려받기');
});

test('an export of more than 10,000 rows is refused with a message and no log row', async () => {
  const admin = await sessionFor(ctx.app, 'admin');
  await ctx.database.db.execute(sql`
    insert into mbr (user_id, user_nm, user_type_cd, mbr_type_authrt, schl_nm)
    select 'bulk' || g, '대량회원', 'S', 'ST01', '대량학교' from generate_series(1, 10001) g`);
  const before = await lastLog();
  const res = await post(admin, '/api/member/export', { searchCnd: 'schlNm', searchWrd: '대량학교', reason: '대량 내보내기 시험' });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe('내려받을 자료가 10,001건으로 최대 10,000건을 넘습니다. 검색 조건을 좁혀 주세요.');
  expect((await lastLog())?.logId).toBe(before?.logId);
});
