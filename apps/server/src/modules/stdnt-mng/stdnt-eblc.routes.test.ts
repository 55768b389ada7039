import { CLS_MESSAGES, STDNT_EBLC_MESSAGES as M, VALIDATION_MESSAGES } from '@portal/contract';
import { and, eq, inArray, like } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { anonymousAgent, createMember, postAs, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { cls, clsStdnt, schlTchr } from '../cls/cls.table.js';
import { mbr } from '../member/member.table.js';
import { indvdlInfoAcsLog } from '../privacy-log/privacy-log.table.js';
import { readXlsxRows } from '../school/index.js';
import { schl } from '../school/school.table.js';
import { classSheet, EBLC_API, schoolFixture, sheetCsv, sheetXlsx, upload } from './stdnt-mng.test-helper.js';

const ctx = useTestApp();
const db = () => ctx.database.db;
const as = (userId: string) => sessionFor(ctx.app, userId);
const studentsOf = (clsId: number) => db().select().from(clsStdnt).where(eq(clsStdnt.clsId, clsId));

test('a class of 30 with two bad rows: both listed, nothing written; fixed, all 30 registered and the credentials sheet answered once', async () => {
  const s = await schoolFixture(db(), '77100');
  const teacher = await as(s.homeroom.userId);
  const rows = classSheet(30, s.schlYr);
  const bad = rows.map((r) => ({ ...r }));
  bad[4]!.userNm = '김1';
  bad[11]!.stdntNo = '3';
  bad[11]!.brdt = '2026-02-30';

  const check = await upload(ctx.app, teacher, `${EBLC_API}/${s.clsId}/check`, await sheetXlsx(bad));
  expect(check.statusCode).toBe(200);
  expect(check.json().rows).toHaveLength(30);
  expect(check.json().errors).toEqual([
    { rowNo: 6, field: 'userNm', message: M.nameRule },
    { rowNo: 13, field: 'stdntNo', message: M.noDuplicateInFile(4) },
    { rowNo: 13, field: 'brdt', message: M.brdtFormat },
  ]);
  const refused = await upload(ctx.app, teacher, `${EBLC_API}/${s.clsId}/register`, await sheetXlsx(bad));
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toMatchObject({ code: 'STDNT_EBLC_INVALID', message: M.invalid, data: { errors: check.json().errors } });
  expect(await studentsOf(s.clsId)).toHaveLength(0);
  expect(await db().select().from(mbr).where(eq(mbr.schlCd, s.own))).toHaveLength(5);

  const fixed = await sheetXlsx(rows);
  expect((await upload(ctx.app, teacher, `${EBLC_API}/${s.clsId}/check`, fixed)).json().errors).toEqual([]);
  const done = await upload(ctx.app, teacher, `${EBLC_API}/${s.clsId}/register`, fixed);
  expect(done.statusCode).toBe(200);
  expect(done.headers['content-type']).toContain('spreadsheetml');
  expect(done.headers['cache-control']).toBe('no-store');
  expect(done.headers['content-disposition']).toContain(encodeURIComponent('2학년3반_학생계정_'));
  const [header, ...sheet] = await readXlsxRows(done.rawPayload);
  expect(header).toEqual(['이름', '번호', '아이디', '임시 비밀번호']);
  expect(sheet).toHaveLength(30);
  const yy = String(s.schlYr % 100).padStart(2, '0');
  expect(sheet[6]).toEqual([rows[6]!.userNm, '7', `s${s.own}${yy}203` + '07', expect.stringMatching(/^.{10}$/)]);

  const created = await db()
    .select()
    .from(mbr)
    .where(
      inArray(
        mbr.userId,
        sheet.map((r) => r[2]!),
      ),
    );
  expect(created).toHaveLength(30);
  expect(created.every((m) => m.eblcRegYn === 'Y' && m.pswdChgAt === null && m.userTypeCd === 'S' && m.mbrTypeAuthrt === 'ST01')).toBe(true);
  expect(created.every((m) => m.schlCd === s.own && m.schlNm === '일괄중학교' && m.grd === 2 && m.clsNm === '3')).toBe(true);
  // only hashes are kept: the sheet is the one copy of the passwords
  expect(created.every((m) => m.pswdHash?.startsWith('$argon2id$'))).toBe(true);
  const places = await studentsOf(s.clsId);
  expect(places).toHaveLength(30);
  expect(places.every((p) => p.sttsCd === 'APRV' && p.schlYr === s.schlYr)).toBe(true);
  const logged = await db().select().from(indvdlInfoAcsLog).where(eq(indvdlInfoAcsLog.actorUserId, s.homeroom.userId));
  const downloads = logged.filter((l) => l.actnCd === 'DOWNLOAD');
  expect(downloads).toHaveLength(30);
  expect(downloads.every((l) => l.reason === M.accessReason && l.trgtUserId !== null)).toBe(true);

  // one of them logs in: the terms first (never agreed), then the forced password change
  const [, , userId, pswd] = sheet[0]!;
  const login = await postAs(ctx.app, await anonymousAgent(ctx.app), '/icec/api/login/login-proc', { userId, pswd });
  expect(login.res.json()).toMatchObject({ step: 'TRMS_REAGRE', loginUserInfo: null });
  const terms = (await ctx.app.inject({ method: 'GET', url: '/icec/api/login/trmsReAgre', headers: login.agent.headers })).json().trmsList;
  // a first agreement, not a changed terms: the page words it so
  expect(terms.every((t: { firstYn: string }) => t.firstYn === 'Y')).toBe(true);
  const agreed = await postAs(ctx.app, login.agent, '/icec/api/login/trmsReAgre', {
    agreements: terms.map((t: { trmsCd: string; trmsVer: number }) => ({ trmsCd: t.trmsCd, trmsVer: t.trmsVer, agreYn: 'Y' })),
  });
  expect(agreed.res.json()).toMatchObject({ step: 'PSWD_CHG' });

  // the same numbers again: taken in the class now
  const again = await upload(ctx.app, teacher, `${EBLC_API}/${s.clsId}/check`, await sheetXlsx(rows.slice(0, 2)));
  expect(again.json().errors).toEqual([
    { rowNo: 2, field: 'stdntNo', message: M.noTakenInClass },
    { rowNo: 3, field: 'stdntNo', message: M.noTakenInClass },
  ]);
});

test('a CSV is read like the .xlsx; a generated id already in use gets the first free suffix', async () => {
  const s = await schoolFixture(db(), '77200');
  const yy = String(s.schlYr % 100).padStart(2, '0');
  const base = `s${s.own}${yy}20305`;
  await createMember(db(), { userId: base });
  const teacher = await as(s.career.userId);
  const rows = [{ userNm: 'Kim Minsu', stdntNo: '5', brdt: `${s.schlYr - 14}.03.02` }];
  const check = await upload(ctx.app, teacher, `${EBLC_API}/${s.clsId}/check`, sheetCsv(rows), 'csv');
  expect(check.json()).toEqual({ rows: [{ rowNo: 2, userNm: 'Kim Minsu', stdntNo: 5, brdt: `${s.schlYr - 14}-03-02` }], errors: [] });
  const done = await upload(ctx.app, teacher, `${EBLC_API}/${s.clsId}/register`, sheetCsv(rows), 'csv');
  expect(done.statusCode).toBe(200);
  const [, row] = await readXlsxRows(done.rawPayload);
  expect(row!.slice(0, 3)).toEqual(['Kim Minsu', '5', `${base}_2`]);
  expect(
    await db()
      .select({ brdt: mbr.brdt })
      .from(mbr)
      .where(eq(mbr.userId, `${base}_2`)),
  ).toEqual([{ brdt: `${s.schlYr - 14}-03-02` }]);
});

test('every row rule: required cells (blank rows skipped), name, number range, birth date for the grade; missing columns', async () => {
  const s = await schoolFixture(db(), '77300');
  const teacher = await as(s.homeroom.userId);
  const rows = [
    { userNm: '', stdntNo: '7', brdt: '' },
    { userNm: '', stdntNo: '', brdt: '' },
    { userNm: '가', stdntNo: '100', brdt: `${s.schlYr - 20}-01-01` },
    { userNm: '홍길동', stdntNo: '0', brdt: `${s.schlYr - 14}-13-01` },
  ];
  const check = await upload(ctx.app, teacher, `${EBLC_API}/${s.clsId}/check`, await sheetXlsx(rows));
  const range = M.brdtGrade(s.schlYr - 16, s.schlYr - 13);
  expect(check.json().errors).toEqual([
    { rowNo: 2, field: 'userNm', message: VALIDATION_MESSAGES.required() },
    { rowNo: 2, field: 'brdt', message: VALIDATION_MESSAGES.required() },
    // row 3 is blank: skipped, as a sheet's empty lines are
    { rowNo: 4, field: 'userNm', message: M.nameRule },
    { rowNo: 4, field: 'stdntNo', message: M.noRule },
    { rowNo: 4, field: 'brdt', message: range },
    { rowNo: 5, field: 'stdntNo', message: M.noRule },
    { rowNo: 5, field: 'brdt', message: M.brdtFormat },
  ]);
  expect(check.json().rows.map((r: { rowNo: number }) => r.rowNo)).toEqual([2, 4, 5]);
  const noColumns = await upload(ctx.app, teacher, `${EBLC_API}/${s.clsId}/check`, Buffer.from('이름,반\r\n홍길동,3\r\n'), 'csv');
  expect(noColumns.json().errors).toEqual([
    { rowNo: 1, field: 'stdntNo', message: M.missingColumn },
    { rowNo: 1, field: 'brdt', message: M.missingColumn },
  ]);
  const wrongType = await ctx.app.inject({
    method: 'POST',
    url: `${EBLC_API}/${s.clsId}/check`,
    headers: { ...teacher.headers, 'content-type': 'text/plain' },
    payload: 'x',
  });
  expect(wrongType.statusCode).toBe(415);
  const notXlsx = await upload(ctx.app, teacher, `${EBLC_API}/${s.clsId}/check`, Buffer.from('이름,번호,생년월일\r\n'));
  expect(notXlsx.statusCode).toBe(400);
});

test('the template: an .xlsx with the header row and one example row, for teachers only', async () => {
  const s = await schoolFixture(db(), '77400');
  const res = await ctx.app.inject({ method: 'GET', url: `${EBLC_API}/template`, headers: (await as(s.plain.userId)).headers });
  expect(res.statusCode).toBe(200);
  expect(await readXlsxRows(res.rawPayload)).toEqual([
    ['이름', '번호', '생년월일'],
    ['홍길동', '1', '2013-05-20'],
  ]);
  expect((await ctx.app.inject({ method: 'GET', url: `${EBLC_API}/template`, headers: (await as(s.student.userId)).headers })).statusCode).toBe(403);
  expect((await ctx.app.inject({ method: 'GET', url: `${EBLC_API}/template`, headers: (await anonymousAgent(ctx.app)).headers })).statusCode).toBe(401);
});

test('denied: guest 401; a student, a pending teacher, a teacher of another school, a teacher of the school not homeroom of the class 403; no class 404; a past year 409', async () => {
  const s = await schoolFixture(db(), '77500');
  const sheet = await sheetXlsx(classSheet(2, s.schlYr));
  const status = async (agent: TAgent, clsId = s.clsId, step = 'check') => {
    const res = await upload(ctx.app, agent, `${EBLC_API}/${clsId}/${step}`, sheet);
    return [res.statusCode, res.json().message];
  };
  for (const step of ['check', 'register']) {
    expect((await status(await anonymousAgent(ctx.app), s.clsId, step))[0]).toBe(401);
    expect(await status(await as(s.student.userId), s.clsId, step)).toEqual([403, CLS_MESSAGES.teacherOnly]);
    expect(await status(await as(s.pending.userId), s.clsId, step)).toEqual([403, CLS_MESSAGES.teacherOnly]);
    expect(await status(await as(s.other.userId), s.clsId, step)).toEqual([403, CLS_MESSAGES.otherSchool]);
    expect(await status(await as(s.plain.userId), s.clsId, step)).toEqual([403, CLS_MESSAGES.classForbidden]);
    expect(await status(await as(s.homeroom.userId), 999_999, step)).toEqual([404, CLS_MESSAGES.classNotFound]);
    expect(await status(await as(s.homeroom.userId), s.lastYearClsId, step)).toEqual([409, M.pastYear]);
  }
  expect(await studentsOf(s.clsId)).toHaveLength(0);
  expect(
    await db()
      .select()
      .from(mbr)
      .where(and(eq(mbr.schlCd, s.own), like(mbr.userId, 's%'))),
  ).toHaveLength(0);
});

test('two schools whose codes end alike register the same class and numbers at once: both answered, each id of its own school', async () => {
  const schlYr = (await schoolFixture(db(), '77600')).schlYr;
  const codes = ['8810777', '8820777'];
  const teachers: TAgent[] = [];
  const classes: number[] = [];
  for (const code of codes) {
    await db()
      .insert(schl)
      .values({ schlNm: `끝같은${code}중학교`, schlTypeCd: 'MD01', regionCd: 'B10', neisSchlCd: code });
    const t = await createMember(db(), { userTypeCd: 'T', mbrTypeAuthrt: 'TC01', schlCd: code });
    await db().insert(schlTchr).values({ userId: t.userId, schlCd: code, sttsCd: 'APRV', crrTchrYn: 'Y' });
    const [k] = await db().insert(cls).values({ schlCd: code, schlYr, grd: 2, clsNo: 3 }).returning();
    teachers.push(await as(t.userId));
    classes.push(k!.clsId);
  }
  const sheet = await sheetXlsx(classSheet(8, schlYr));
  const answers = await Promise.all(classes.map((clsId, i) => upload(ctx.app, teachers[i]!, `${EBLC_API}/${clsId}/register`, sheet)));
  expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
  for (const [i, answer] of answers.entries()) {
    const [, ...rows] = await readXlsxRows(answer.rawPayload);
    expect(rows.map((r) => r[2]).every((id) => id!.startsWith(`s${codes[i]}`))).toBe(true);
    expect(await studentsOf(classes[i]!)).toHaveLength(8);
  }
});

test('two registrations of one class at once: one registers, the other is told the numbers are taken; never a number twice', async () => {
  const s = await schoolFixture(db(), '77700');
  const sheet = await sheetXlsx(classSheet(6, s.schlYr));
  const answers = await Promise.all(
    [s.homeroom.userId, s.career.userId].map(async (id) => upload(ctx.app, await as(id), `${EBLC_API}/${s.clsId}/register`, sheet)),
  );
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  expect(answers.find((a) => a.statusCode === 400)!.json()).toMatchObject({ code: 'STDNT_EBLC_INVALID' });
  expect(await studentsOf(s.clsId)).toHaveLength(6);
});
