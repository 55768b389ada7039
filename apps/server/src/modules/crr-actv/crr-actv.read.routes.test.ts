import { CLS_MESSAGES, CRR_ACTV_LOG, CRR_ACTV_MESSAGES as M, EXPORT_MESSAGES, schlYrOf, seoulDate, XLSX_CONTENT_TYPE } from '@portal/contract';
import { expect, test } from 'vitest';
import { SAMPLES, upload } from '../../test/files.test-helper.js';
import { anonymousAgent, createMember, sessionFor } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { crrActv, crrActvStdnt } from './crr-actv.table.js';
import { actvWhere, countActvs } from './crr-actv.list.repo.js';
import { actvCalls, actvForm, actvWorld, type TActvWorld } from './crr-actv.test-helper.js';

const ctx = useTestApp();
const calls = () => actvCalls(ctx.app);
const daysAgo = (days: number) => seoulDate(new Date(Date.now() - days * 24 * 60 * 60 * 1000));
const ids = (body: { list: { crrActvId: number }[] }) => body.list.map((i) => i.crrActvId);

/** s1: two own activities and a fusion one; s2: one; the homeroom teacher: one for the class. */
async function seeded(w: TActvWorld) {
  const { created } = calls();
  const lib = await created(w.s1.agent, { actvNm: '사서 체험', actvYmd: daysAgo(10) });
  const code = await created(w.s1.agent, { actvNm: '코딩 동아리', actvYmd: daysAgo(2), actvCn: `${'앱을 만들며 개발자의 일을 알았습니다. '.repeat(3)}` });
  const s2Actv = await created(w.s2.agent, { actvNm: '제과점 체험', actvYmd: daysAgo(5) });
  const schl = await created(w.homeroom.agent, { actvSeCd: 'SCHL', clsId: w.clsId, actvNm: '직업인 특강', actvYmd: daysAgo(1) });
  const [fusn] = await ctx.app.db
    .insert(crrActv)
    .values({
      ...actvForm(),
      actvSeCd: 'FUSN',
      wrtrId: w.s1.userId,
      schlNm: '활동중학교',
      grd: 2,
      actvYmd: daysAgo(3),
      schlYr: w.schlYr,
      actvNm: '드론 체험',
      actvDgstfn: '5',
      srcKey: `test:${w.s1.userId}`,
    } as typeof crrActv.$inferInsert)
    .returning();
  await ctx.app.db.insert(crrActvStdnt).values({ crrActvId: fusn!.crrActvId, userId: w.s1.userId });
  return { lib, code, s2Actv, schl, fusn: fusn!.crrActvId };
}

test('lists by kind: a student sees their own, newest first; their school teachers see the school; another school sees none', async () => {
  const { call } = calls();
  const w = await actvWorld(ctx.app);
  const a = await seeded(w);
  const list = (agent: typeof w.s1.agent, query: string) => call(agent, 'GET', `/icec/api/crrActv/list?${query}`);

  const mine = (await list(w.s1.agent, 'actvSeCd=STDNT')).json();
  expect(ids(mine)).toEqual([a.code, a.lib]);
  expect(mine.list[0]).toMatchObject({ actvNm: '코딩 동아리', stdntNm: '김활동', stdntCnt: 1, wrtrNm: '김활동', fileCnt: 0 });
  expect(mine.pagination).toMatchObject({ currentPage: 1, maxResults: 10, maxLinks: 10, countItem: 2 });
  expect(ids((await list(w.s1.agent, 'actvSeCd=FUSN')).json())).toEqual([a.fusn]);
  const schlOfS1 = (await list(w.s1.agent, 'actvSeCd=SCHL')).json();
  expect(ids(schlOfS1)).toEqual([a.schl]);
  // the student is named as themself, the teacher by the public-name rule
  expect(schlOfS1.list[0]).toMatchObject({ stdntNm: '김활동', stdntCnt: 2, wrtrNm: '정*임' });
  // a student's filters of other students are ignored
  expect(ids((await list(w.s1.agent, `actvSeCd=STDNT&userId=${w.s2.userId}`)).json())).toEqual([a.code, a.lib]);

  for (const teacher of [w.homeroom, w.plain, w.career]) {
    const school = (await list(teacher.agent, 'actvSeCd=STDNT')).json();
    expect(ids(school)).toEqual(expect.arrayContaining([a.code, a.s2Actv, a.lib]));
    expect(school.list.find((i: { crrActvId: number }) => i.crrActvId === a.s2Actv).stdntNm).toBe('이활동');
  }
  expect(ids((await list(w.homeroom.agent, `actvSeCd=STDNT&userId=${w.s1.userId}`)).json())).toEqual([a.code, a.lib]);
  expect(ids((await list(w.homeroom.agent, `actvSeCd=STDNT&clsId=${w.clsId}`)).json())).toEqual([a.code, a.s2Actv, a.lib]);
  expect(ids((await list(w.homeroom.agent, 'actvSeCd=SCHL')).json())).toContain(a.schl);
  const other = (await list(w.otherTeacher.agent, 'actvSeCd=STDNT')).json();
  expect(ids(other)).not.toContain(a.lib);
  expect(ids((await list(w.otherTeacher.agent, 'actvSeCd=SCHL')).json())).not.toContain(a.schl);
  expect((await calls().logsOf(w.homeroom.userId)).some((l) => l.actnCd === 'VIEW' && l.trgtDesc?.startsWith('진로활동 목록 조회'))).toBe(true);
});

test('lists search a two-syllable Korean word in the name or content, and a period; a reversed period is refused', async () => {
  const { call } = calls();
  const w = await actvWorld(ctx.app);
  const a = await seeded(w);
  const list = (query: string) => call(w.s1.agent, 'GET', `/icec/api/crrActv/list?actvSeCd=STDNT&${query}`);
  expect(ids((await list(`searchWrd=${encodeURIComponent('사서')}`)).json())).toEqual([a.lib]);
  expect(ids((await list(`searchWrd=${encodeURIComponent('개발')}`)).json())).toEqual([a.code]);
  expect(ids((await list(`searchWrd=${encodeURIComponent('100%')}`)).json())).toEqual([]);
  expect(ids((await list(`bgngYmd=${daysAgo(5)}&endYmd=${daysAgo(0)}`)).json())).toEqual([a.code]);
  expect(ids((await list(`bgngYmd=&endYmd=${daysAgo(9)}`)).json())).toEqual([a.lib]);
  const reversed = await list(`bgngYmd=${daysAgo(1)}&endYmd=${daysAgo(5)}`);
  expect(reversed.statusCode).toBe(400);
  expect(reversed.json().data.fieldErrors.endYmd).toBe(M.periodOrder);
});

test('lists: guests 401, a general member and an unapproved teacher 403', async () => {
  const { call } = calls();
  const w = await actvWorld(ctx.app);
  expect((await call(await anonymousAgent(ctx.app), 'GET', '/icec/api/crrActv/list?actvSeCd=STDNT')).statusCode).toBe(401);
  const general = await call(w.member.agent, 'GET', '/icec/api/crrActv/list?actvSeCd=STDNT');
  expect(general.statusCode).toBe(403);
  expect(general.json().message).toBe(M.memberOnly);
  const pending = await createMember(ctx.app.db, { userTypeCd: 'T', mbrTypeAuthrt: 'TC01' });
  const res = await call(await sessionFor(ctx.app, pending.userId), 'GET', '/icec/api/crrActv/list?actvSeCd=STDNT');
  expect(res.statusCode).toBe(403);
  expect(res.json().message).toBe(CLS_MESSAGES.teacherOnly);
});

test('view: the owner, their teachers (logged) and the writer; another student, another school, a general member 403; missing 404', async () => {
  const { call, logsOf } = calls();
  const w = await actvWorld(ctx.app);
  const a = await seeded(w);
  const view = (agent: typeof w.s1.agent, id: number) => call(agent, 'GET', `/icec/api/crrActv/${id}`);
  expect((await view(w.s1.agent, a.lib)).json()).toMatchObject({ crrActvId: a.lib, editable: true, files: [] });
  const byTeacher = (await view(w.plain.agent, a.lib)).json();
  expect(byTeacher).toMatchObject({ editable: false, students: [{ userId: w.s1.userId, userNm: '김활동' }] });
  expect((await logsOf(w.plain.userId)).at(-1)).toMatchObject({ actnCd: 'VIEW', trgtUserId: w.s1.userId, trgtDesc: `진로활동 ${a.lib} 조회` });
  for (const denied of [w.s2, w.otherTeacher, w.member, w.otherStudent]) {
    const res = await view(denied.agent, a.lib);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.forbidden);
  }
  expect((await view(await anonymousAgent(ctx.app), a.lib)).statusCode).toBe(401);
  expect((await view(w.s1.agent, 2147483000)).statusCode).toBe(404);
  expect((await view(w.s1.agent, a.fusn)).json()).toMatchObject({ actvSeCd: 'FUSN', editable: false });

  // a class's activity: each student sees only themself among its students; its teachers see all
  expect((await view(w.s2.agent, a.schl)).json().students).toEqual([{ userId: w.s2.userId, userNm: '이활동' }]);
  expect((await view(w.homeroom.agent, a.schl)).json()).toMatchObject({ editable: true, clsId: w.clsId });
  expect((await view(w.career.agent, a.schl)).json().students).toHaveLength(2);
  expect((await view(w.otherTeacher.agent, a.schl)).statusCode).toBe(403);
});

test("a teacher reads one student's activities (/myPage/list/:userId): logged; another school, another student, a general member 403", async () => {
  const { call, logsOf } = calls();
  const w = await actvWorld(ctx.app);
  const a = await seeded(w);
  const list = (agent: typeof w.s1.agent, query = '') => call(agent, 'GET', `/icec/api/crrActv/stdnt/${w.s1.userId}/list${query}`);
  const read = (await list(w.homeroom.agent)).json();
  expect(read.stdnt).toMatchObject({ userId: w.s1.userId, userNm: '김활동', schlNm: '활동중학교', grd: 2, clsNm: '3' });
  expect(ids(read)).toEqual([a.schl, a.code, a.fusn, a.lib]);
  expect(ids((await list(w.homeroom.agent, '?actvSeCd=STDNT')).json())).toEqual([a.code, a.lib]);
  expect((await logsOf(w.homeroom.userId)).at(-1)).toMatchObject({ actnCd: 'VIEW', trgtUserId: w.s1.userId, trgtDesc: '학생 진로활동 목록 조회' });
  expect((await list(w.s1.agent)).statusCode).toBe(200);
  for (const denied of [w.otherTeacher, w.s2, w.member]) {
    const res = await list(denied.agent);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CLS_MESSAGES.studentForbidden);
  }
  expect((await list(await anonymousAgent(ctx.app))).statusCode).toBe(401);

  const one = (agent: typeof w.s1.agent, id: number) => call(agent, 'GET', `/icec/api/crrActv/stdnt/${w.s1.userId}/${id}`);
  expect((await one(w.homeroom.agent, a.lib)).json()).toMatchObject({ crrActvId: a.lib, actvNm: '사서 체험' });
  expect((await one(w.otherTeacher.agent, a.lib)).statusCode).toBe(403);
  // another student's activity through this student's page is not found
  expect((await one(w.homeroom.agent, a.s2Actv)).statusCode).toBe(404);
  expect((await one(w.homeroom.agent, 2147483000)).statusCode).toBe(404);
});

test("a class's Excel export: its homeroom or career teacher with a reason, logged; another teacher, another school, a student 403", async () => {
  const { call, logsOf } = calls();
  const w = await actvWorld(ctx.app);
  await seeded(w);
  const excel = (agent: typeof w.s1.agent, body: object) => call(agent, 'POST', '/icec/api/crrActv/excel', { clsId: w.clsId, ...body });
  const noReason = await excel(w.homeroom.agent, {});
  expect(noReason.statusCode).toBe(400);
  expect(noReason.json().data.fieldErrors.reason).toBe(EXPORT_MESSAGES.reasonRequired);
  const file = await excel(w.homeroom.agent, { reason: '학기말 진로활동 정리' });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
  expect(file.headers['content-disposition']).toContain(encodeURIComponent('진로활동_2학년3반'));
  // 2 own + 1 fusion + the class's for s1, 1 own + the class's for s2
  expect((await logsOf(w.homeroom.userId)).at(-1)).toMatchObject({
    actnCd: 'EXPORT',
    reason: '학기말 진로활동 정리',
    trgtDesc: expect.stringContaining('6건'),
  });
  expect((await excel(w.career.agent, { reason: '진로 상담 자료' })).statusCode).toBe(200);
  for (const [denied, message] of [
    [w.plain, CLS_MESSAGES.classForbidden],
    [w.otherTeacher, CLS_MESSAGES.otherSchool],
    [w.s1, CLS_MESSAGES.teacherOnly],
  ] as const) {
    const res = await excel(denied.agent, { reason: '내려받기 시험' });
    expect([res.statusCode, res.json().message]).toEqual([403, message]);
  }
  expect((await excel(w.homeroom.agent, { clsId: 2147483000, reason: '없는 학급' })).statusCode).toBe(404);
});

test('writeTargets: the classes a teacher may record for, with their approved students', async () => {
  const { call } = calls();
  const w = await actvWorld(ctx.app);
  const mine = (await call(w.homeroom.agent, 'GET', '/icec/api/crrActv/writeTargets')).json();
  expect(mine.classes).toEqual([
    {
      clsId: w.clsId,
      grd: 2,
      clsNo: 3,
      students: [
        { userId: w.s1.userId, userNm: '김활동', stdntNo: 1 },
        { userId: w.s2.userId, userNm: '이활동', stdntNo: 2 },
      ],
    },
  ]);
  expect((await call(w.career.agent, 'GET', '/icec/api/crrActv/writeTargets')).json().classes).toHaveLength(1);
  expect((await call(w.plain.agent, 'GET', '/icec/api/crrActv/writeTargets')).json().classes).toEqual([]);
  expect((await call(w.s1.agent, 'GET', '/icec/api/crrActv/writeTargets')).statusCode).toBe(403);
  // the students' names were shown: logged for the two readers who saw some (SECURITY 17), not for the one who saw none
  const { logsOf } = calls();
  const logged = CRR_ACTV_LOG.writeTargets(schlYrOf(), 2);
  expect(await logsOf(w.homeroom.userId)).toEqual([expect.objectContaining({ actnCd: 'VIEW', trgtUserId: null, trgtDesc: logged })]);
  expect(await logsOf(w.career.userId)).toEqual([expect.objectContaining({ actnCd: 'VIEW', trgtDesc: logged })]);
  expect(await logsOf(w.plain.userId)).toEqual([]);
});

test("an activity's files: the writer uploads and saves them; whoever may view reads them; others are refused", async () => {
  const { call, created } = calls();
  const w = await actvWorld(ctx.app);
  const up = await upload(ctx.app, w.s1.agent, { seqType: 'crrActv' }, '활동사진.png', SAMPLES.png);
  expect(up.statusCode).toBe(200);
  const crrActvId = await created(w.s1.agent, { atchFileModuleId: up.json().fileModuleId });
  const files = (await call(w.s1.agent, 'GET', `/icec/api/crrActv/${crrActvId}`)).json().files;
  expect(files).toHaveLength(1);
  const download = files[0].downloadPath as string;
  expect((await call(w.homeroom.agent, 'GET', download)).statusCode).toBe(200);
  expect((await call(w.s2.agent, 'GET', download)).statusCode).not.toBe(200);
  expect((await call(w.otherTeacher.agent, 'GET', download)).statusCode).not.toBe(200);
  expect((await upload(ctx.app, w.s2.agent, { seqType: 'crrActv', seqId: String(crrActvId) }, 'a.png', SAMPLES.png)).statusCode).toBe(403);
  expect((await upload(ctx.app, w.member.agent, { seqType: 'crrActv' }, 'a.png', SAMPLES.png)).statusCode).toBe(403);
  const listed = (await call(w.s1.agent, 'GET', '/icec/api/crrActv/list?actvSeCd=STDNT')).json();
  expect(listed.list[0]).toMatchObject({ crrActvId, fileCnt: 1 });
});

test('attachments: up to 5 files a group; the writer removes one, nobody else can', async () => {
  const { call, created } = calls();
  const w = await actvWorld(ctx.app);
  const first = await upload(ctx.app, w.s1.agent, { seqType: 'crrActv' }, '1.png', SAMPLES.png);
  const fileModuleId = first.json().fileModuleId as string;
  for (const n of [2, 3, 4, 5]) expect((await upload(ctx.app, w.s1.agent, { seqType: 'crrActv', fileModuleId }, `${n}.pdf`, SAMPLES.pdf)).statusCode).toBe(200);
  expect((await upload(ctx.app, w.s1.agent, { seqType: 'crrActv', fileModuleId }, '6.png', SAMPLES.png)).statusCode).toBe(400);
  const crrActvId = await created(w.s1.agent, { atchFileModuleId: fileModuleId });
  const fileId = first.json().fileId as number;
  expect((await call(w.s2.agent, 'POST', '/api/common/removeFile/typeCrrActv', [{ fileId }])).statusCode).toBe(403);
  expect((await call(w.homeroom.agent, 'POST', '/api/common/removeFile/typeCrrActv', [{ fileId }])).statusCode).toBe(403);
  expect((await call(w.s1.agent, 'POST', '/api/common/removeFile/typeCrrActv', [{ fileId }])).statusCode).toBe(200);
  expect((await call(w.s1.agent, 'GET', `/icec/api/crrActv/${crrActvId}`)).json().files).toHaveLength(4);
});

test("a list's total is counted up to the cap, not over the whole table (review 11)", async () => {
  await actvWorld(ctx.app);
  const where = actvWhere({ kind: 'ALL' }, {});
  const exact = await countActvs(ctx.app.db, where);
  expect(exact).toBeGreaterThan(2);
  expect(await countActvs(ctx.app.db, where, 2)).toBe(2);
});
