import { CLS_MESSAGES as M, SCHOOL_MESSAGES } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { anonymousAgent, sessionFor } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { mbr } from '../member/member.table.js';
import { DSGN_API, SCHL_API, clsCalls, thisYear } from './cls.test-helper.js';
import { cls, schlTchr } from './cls.table.js';

const ctx = useTestApp();
const h = () => clsCalls(ctx.app);
const tchrRow = async (userId: string) => (await ctx.app.db.select().from(schlTchr).where(eq(schlTchr.userId, userId)))[0];
const mbrRow = async (userId: string) => (await ctx.app.db.select().from(mbr).where(eq(mbr.userId, userId)))[0]!;

test("a teacher asks to join a school, sees it pending, and the school's career teacher approves: the member row takes the school", async () => {
  const { call, school, teacher } = h();
  const s = await school();
  const crr = await teacher(s, 'APRV', 'Y', '진로샘');
  const newcomer = await teacher(undefined, 'APRV', 'N', '새교사');

  const none = (await call(newcomer.agent, 'GET', SCHL_API)).json();
  expect(none).toMatchObject({ me: null, schl: null, classes: [], teachers: [], schlYr: thisYear() });

  const asked = await call(newcomer.agent, 'POST', `${SCHL_API}/request`, { neisSchlCd: s.schlCd });
  expect(asked.statusCode).toBe(200);
  expect(asked.json()).toMatchObject({
    me: { sttsCd: 'PNDG', crrTchrYn: 'N' },
    schl: { neisSchlCd: s.schlCd, schlNm: s.schlNm, grdMax: 3 },
    classes: [],
    teachers: [],
  });
  expect((await mbrRow(newcomer.userId)).schlCd).toBeNull();

  const seen = (await call(crr.agent, 'GET', SCHL_API)).json();
  expect(seen.teachers[0]).toMatchObject({ userId: newcomer.userId, userNm: '새교사', sttsCd: 'PNDG' });
  expect(seen.teachers.map((t: { userId: string }) => t.userId)).toContain(crr.userId);

  expect((await call(crr.agent, 'POST', `${SCHL_API}/tchr/${newcomer.userId}/approve`)).json()).toEqual({ result: 'SUCCESS' });
  expect(await tchrRow(newcomer.userId)).toMatchObject({ sttsCd: 'APRV', aprvBy: crr.userId });
  expect(await mbrRow(newcomer.userId)).toMatchObject({ schlCd: s.schlCd, schlNm: s.schlNm, schlTypeCd: 'MD01' });
  expect((await call(newcomer.agent, 'GET', SCHL_API)).json().me).toEqual({ sttsCd: 'APRV', crrTchrYn: 'N', rsvtMngrYn: 'N' });

  const again = await call(crr.agent, 'POST', `${SCHL_API}/tchr/${newcomer.userId}/approve`);
  expect([again.statusCode, again.json().message]).toEqual([409, M.notPending]);
  const twice = await call(newcomer.agent, 'POST', `${SCHL_API}/request`, { neisSchlCd: s.schlCd });
  expect([twice.statusCode, twice.json().message]).toEqual([409, M.alreadyApproved]);
});

test('refusing deletes the request: the teacher may ask again, for another school', async () => {
  const { call, school, teacher } = h();
  const s = await school();
  const other = await school('HI01', '다른고등학교');
  const crr = await teacher(s, 'APRV', 'Y');
  const asker = await teacher(s, 'PNDG');
  expect((await call(crr.agent, 'POST', `${SCHL_API}/tchr/${asker.userId}/refuse`)).json()).toEqual({ result: 'SUCCESS' });
  expect(await tchrRow(asker.userId)).toBeUndefined();
  expect((await call(asker.agent, 'POST', `${SCHL_API}/request`, { neisSchlCd: other.schlCd })).json()).toMatchObject({
    me: { sttsCd: 'PNDG' },
    schl: { neisSchlCd: other.schlCd, grdMax: 3 },
  });
  // a pending request points at another school when asked again
  expect((await call(asker.agent, 'POST', `${SCHL_API}/request`, { neisSchlCd: s.schlCd })).json().schl.neisSchlCd).toBe(s.schlCd);
  expect((await tchrRow(asker.userId))!.schlCd).toBe(s.schlCd);
});

test('schlInfo denies: guest 401, a student 403, an unknown or malformed school 400 with nothing written', async () => {
  const { call, school, teacher, student } = h();
  const s = await school();
  const guest = await anonymousAgent(ctx.app);
  expect((await call(guest, 'GET', SCHL_API)).statusCode).toBe(401);
  expect((await call(guest, 'POST', `${SCHL_API}/request`, { neisSchlCd: s.schlCd })).statusCode).toBe(401);
  const pupil = await student(s);
  const denied = await call(pupil.agent, 'GET', SCHL_API);
  expect([denied.statusCode, denied.json().message]).toEqual([403, M.notTeacherAccount]);
  expect((await call(pupil.agent, 'POST', `${SCHL_API}/request`, { neisSchlCd: s.schlCd })).statusCode).toBe(403);

  const t = await teacher();
  const unknown = await call(t.agent, 'POST', `${SCHL_API}/request`, { neisSchlCd: '7000000' });
  expect([unknown.statusCode, unknown.json().data.fieldErrors]).toEqual([400, { neisSchlCd: M.schoolNotFound }]);
  const malformed = await call(t.agent, 'POST', `${SCHL_API}/request`, { neisSchlCd: '12a' });
  expect([malformed.statusCode, malformed.json().data.fieldErrors.neisSchlCd]).toEqual([400, SCHOOL_MESSAGES.neisSchlCd]);
  expect(await tchrRow(t.userId)).toBeUndefined();
});

test('approving and refusing teachers: only a career teacher of the same school (or an administrator); others 403, unknown 404', async () => {
  const { call, school, teacher, student } = h();
  const s = await school();
  const other = await school();
  const asker = await teacher(s, 'PNDG');
  const plain = await teacher(s, 'APRV', 'N');
  const pending = await teacher(s, 'PNDG');
  const otherCrr = await teacher(other, 'APRV', 'Y');
  const pupil = await student(s);
  const guest = await anonymousAgent(ctx.app);
  for (const action of ['approve', 'refuse']) {
    const url = `${SCHL_API}/tchr/${asker.userId}/${action}`;
    expect((await call(guest, 'POST', url)).statusCode).toBe(401);
    expect((await call(pupil.agent, 'POST', url)).json()).toMatchObject({ message: M.teacherOnly });
    expect((await call(pending.agent, 'POST', url)).json()).toMatchObject({ message: M.teacherOnly });
    const notCrr = await call(plain.agent, 'POST', url);
    expect([notCrr.statusCode, notCrr.json().message]).toEqual([403, M.crrTchrOnly]);
    const foreign = await call(otherCrr.agent, 'POST', url);
    expect([foreign.statusCode, foreign.json().message]).toEqual([403, M.otherSchool]);
    const missing = await call(otherCrr.agent, 'POST', `${SCHL_API}/tchr/nobody123/${action}`);
    expect([missing.statusCode, missing.json().message]).toEqual([404, M.teacherNotFound]);
  }
  expect(await tchrRow(asker.userId)).toMatchObject({ sttsCd: 'PNDG' });
  // a pending teacher sees the school it asked for, but not its classes and teachers
  const mine = (await call(pending.agent, 'GET', SCHL_API)).json();
  expect(mine).toMatchObject({ me: { sttsCd: 'PNDG' }, schl: { neisSchlCd: s.schlCd }, classes: [], teachers: [] });
});

test('tchrDsgn: the career teacher names homeroom teachers, reservation managers and another career teacher in one save', async () => {
  const { call, school, teacher, klass } = h();
  const s = await school();
  const crr = await teacher(s, 'APRV', 'Y', '가진로');
  const a = await teacher(s, 'APRV', 'N', '나담임');
  const b = await teacher(s, 'APRV', 'N', '다담임');
  const c1 = await klass(s.schlCd, 1, 1);
  const c2 = await klass(s.schlCd, 1, 2, a.userId);
  const lastYear = await klass(s.schlCd, 1, 1, null, thisYear() - 1);

  const view = (await call(crr.agent, 'GET', DSGN_API)).json();
  expect(view.schlYr).toBe(thisYear());
  expect(view.classes.map((c: { clsId: number }) => c.clsId)).toEqual([c1, c2]);
  expect(view.teachers.map((t: { userNm: string }) => t.userNm)).toEqual(['가진로', '나담임', '다담임']);

  const saved = await call(crr.agent, 'PUT', DSGN_API, {
    schlYr: thisYear(),
    hmrm: [
      { clsId: c1, hmrmTchrId: a.userId },
      { clsId: c2, hmrmTchrId: b.userId },
    ],
    rsvtMngrIds: [b.userId],
    crrTchrIds: [crr.userId, a.userId],
  });
  expect(saved.statusCode).toBe(200);
  expect(saved.json().classes.map((c: { hmrmTchrNm: string }) => c.hmrmTchrNm)).toEqual(['나담임', '다담임']);
  expect(saved.json().teachers.map((t: { crrTchrYn: string; rsvtMngrYn: string }) => `${t.crrTchrYn}${t.rsvtMngrYn}`)).toEqual(['YN', 'YN', 'NY']);
  // the newly named career teacher may now designate
  expect((await call(a.agent, 'GET', DSGN_API)).statusCode).toBe(200);

  const bad = async (body: object, field: string, message: string) => {
    const res = await call(crr.agent, 'PUT', DSGN_API, { schlYr: thisYear(), hmrm: [], rsvtMngrIds: [], crrTchrIds: [crr.userId], ...body });
    expect([res.statusCode, res.json().data.fieldErrors[field]]).toEqual([400, message]);
  };
  const foreign = await teacher(await school(), 'APRV', 'N');
  await bad({ hmrm: [{ clsId: lastYear, hmrmTchrId: a.userId }] }, 'hmrm.0.clsId', M.classOfOtherYear);
  await bad({ hmrm: [{ clsId: c1, hmrmTchrId: foreign.userId }] }, 'hmrm.0.hmrmTchrId', M.hmrmNotTeacher);
  await bad({ hmrm: [{ clsId: c1, hmrmTchrId: b.userId }] }, 'hmrm', M.hmrmTwice);
  await bad({ rsvtMngrIds: [foreign.userId] }, 'rsvtMngrIds', M.rsvtMngrNotTeacher);
  await bad({ crrTchrIds: [crr.userId, foreign.userId] }, 'crrTchrIds', M.crrTchrNotTeacher);
  await bad({ crrTchrIds: [] }, 'crrTchrIds', M.crrTchrRequired);
  // nothing of a refused save was written
  const rows = await ctx.app.db.select().from(cls).where(eq(cls.schlCd, s.schlCd));
  expect(rows.find((r) => r.clsId === c1)!.hmrmTchrId).toBe(a.userId);
  expect(rows.find((r) => r.clsId === lastYear)!.hmrmTchrId).toBeNull();
  expect((await tchrRow(crr.userId))!.crrTchrYn).toBe('Y');
});

test('tchrDsgn denies: guest 401, a student, a pending teacher and a teacher who is not the career teacher 403', async () => {
  const { call, school, teacher, student } = h();
  const s = await school();
  const body = { schlYr: thisYear(), hmrm: [], rsvtMngrIds: [], crrTchrIds: ['teacher1'] };
  const guest = await anonymousAgent(ctx.app);
  const plain = await teacher(s, 'APRV', 'N');
  const pending = await teacher(s, 'PNDG');
  const pupil = await student(s);
  expect((await call(guest, 'GET', DSGN_API)).statusCode).toBe(401);
  expect((await call(guest, 'PUT', DSGN_API, body)).statusCode).toBe(401);
  for (const [agent, message] of [
    [pupil.agent, M.teacherOnly],
    [pending.agent, M.teacherOnly],
    [plain.agent, M.crrTchrOnly],
  ] as const) {
    expect((await call(agent, 'GET', DSGN_API)).json()).toMatchObject({ message });
    const res = await call(agent, 'PUT', DSGN_API, body);
    expect([res.statusCode, res.json().message]).toEqual([403, message]);
  }
  // another school's career teacher (the demo teacher3) cannot touch this school: its save names only its own teachers
  const t3 = await sessionFor(ctx.app, 'teacher3');
  const res = await call(t3, 'PUT', DSGN_API, { ...body, crrTchrIds: [plain.userId] });
  expect([res.statusCode, res.json().data.fieldErrors.crrTchrIds]).toEqual([400, M.crrTchrNotTeacher]);
});
