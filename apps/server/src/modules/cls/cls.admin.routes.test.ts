import { CLS_MESSAGES as M } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { anonymousAgent, sessionFor } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { mbr } from '../member/member.table.js';
import { MNG_API, clsCalls, thisYear } from './cls.test-helper.js';
import { schlTchr } from './cls.table.js';

const ctx = useTestApp();
const h = () => clsCalls(ctx.app);

test('admin classes: the classes filtered by school, year and school name, with their homeroom teachers and counts', async () => {
  const { call, admin, school, teacher, klass, student, placed } = h();
  const s = await school('MD01', '관리중학교');
  const t = await teacher(s, 'APRV', 'N', '홍담임');
  const c = await klass(s.schlCd, 1, 2, t.userId);
  await klass(s.schlCd, 1, 3, null, thisYear() - 1);
  await placed(c, (await student(s, 1, '2')).userId, 1);
  const agent = await admin();
  const bySchool = (await call(agent, 'GET', `${MNG_API}/list?schlCd=${s.schlCd}&schlYr=${thisYear()}`)).json();
  expect(bySchool.pagination.countItem).toBe(1);
  expect(bySchool.list).toEqual([
    expect.objectContaining({ clsId: c, schlNm: '관리중학교', grd: 1, clsNo: 2, hmrmTchrNm: '홍담임', stdntCnt: 1, pndgCnt: 0, editYn: 'Y' }),
  ]);
  const byName = (await call(agent, 'GET', `${MNG_API}/list?searchWrd=${encodeURIComponent('관리중')}`)).json();
  expect(byName.pagination.countItem).toBe(2);
  const bad = await call(agent, 'GET', `${MNG_API}/list?schlCd=abc`);
  expect(bad.statusCode).toBe(400);
});

test('admin teachers: waiting first; approve gives the school, career teacher designation for approved teachers only', async () => {
  const { call, admin, school, teacher } = h();
  const s = await school('HI01', '관리고등학교');
  const waiting = await teacher(s, 'PNDG', 'N', '대기교사');
  const approved = await teacher(s, 'APRV', 'N', '승인교사');
  const agent = await admin();
  const list = (await call(agent, 'GET', `${MNG_API}/teachers?schlCd=${s.schlCd}`)).json();
  expect(list.list.map((t: { userNm: string; sttsCd: string; schlNm: string }) => [t.userNm, t.sttsCd, t.schlNm])).toEqual([
    ['대기교사', 'PNDG', '관리고등학교'],
    ['승인교사', 'APRV', '관리고등학교'],
  ]);
  expect((await call(agent, 'GET', `${MNG_API}/teachers?sttsCd=PNDG&searchWrd=${encodeURIComponent('대기교')}`)).json().list).toHaveLength(1);

  const notYet = await call(agent, 'PUT', `${MNG_API}/teachers/${waiting.userId}/crrTchr`, { crrTchrYn: 'Y' });
  expect([notYet.statusCode, notYet.json().message]).toEqual([409, M.notApprovedTeacher]);
  const ok = await call(agent, 'POST', `${MNG_API}/teachers/${waiting.userId}/approve`);
  expect(ok.json()).toMatchObject({ userId: waiting.userId, sttsCd: 'APRV', schlCd: s.schlCd });
  expect((await ctx.app.db.select().from(mbr).where(eq(mbr.userId, waiting.userId)))[0]).toMatchObject({ schlCd: s.schlCd, schlTypeCd: 'HI01' });
  expect((await call(agent, 'PUT', `${MNG_API}/teachers/${approved.userId}/crrTchr`, { crrTchrYn: 'Y' })).json()).toMatchObject({ crrTchrYn: 'Y' });
  // the school's first career teacher now approves on the users' side
  const third = await teacher(s, 'PNDG');
  expect((await call(approved.agent, 'POST', `/icec/api/schlInfo/tchr/${third.userId}/approve`)).statusCode).toBe(200);

  const refused = await teacher(s, 'PNDG');
  expect((await call(agent, 'POST', `${MNG_API}/teachers/${refused.userId}/refuse`)).json()).toEqual({ result: 'SUCCESS' });
  expect(await ctx.app.db.select().from(schlTchr).where(eq(schlTchr.userId, refused.userId))).toEqual([]);
  const missing = await call(agent, 'POST', `${MNG_API}/teachers/nobody123/approve`);
  expect([missing.statusCode, missing.json().message]).toEqual([404, M.teacherNotFound]);
  const badYn = await call(agent, 'PUT', `${MNG_API}/teachers/${approved.userId}/crrTchr`, { crrTchrYn: 'X' });
  expect(badYn.statusCode).toBe(400);
});

test('admin classes denies: guest 401, a teacher (even a career teacher) and a student 403', async () => {
  const { call, school, teacher } = h();
  const s = await school();
  const pending = await teacher(s, 'PNDG');
  const guest = await anonymousAgent(ctx.app);
  const t1 = await sessionFor(ctx.app, 'teacher1');
  const s1 = await sessionFor(ctx.app, 'student1');
  const calls = [
    ['GET', `${MNG_API}/list`, undefined],
    ['GET', `${MNG_API}/teachers`, undefined],
    ['POST', `${MNG_API}/teachers/${pending.userId}/approve`, undefined],
    ['POST', `${MNG_API}/teachers/${pending.userId}/refuse`, undefined],
    ['PUT', `${MNG_API}/teachers/teacher2/crrTchr`, { crrTchrYn: 'Y' }],
  ] as const;
  for (const [method, url, body] of calls) {
    expect((await call(guest, method, url, body)).statusCode, url).toBe(401);
    expect((await call(t1, method, url, body)).statusCode, url).toBe(403);
    expect((await call(s1, method, url, body)).statusCode, url).toBe(403);
  }
  expect((await ctx.app.db.select().from(schlTchr).where(eq(schlTchr.userId, pending.userId)))[0]).toMatchObject({ sttsCd: 'PNDG' });
  expect((await ctx.app.db.select().from(schlTchr).where(eq(schlTchr.userId, 'teacher2')))[0]).toMatchObject({ crrTchrYn: 'N' });
});
