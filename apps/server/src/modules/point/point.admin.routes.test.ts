import { randomUUID } from 'node:crypto';
import { EARN_POINT_TYPE_CDS, POINT_MESSAGES as M, postPath, XLSX_CONTENT_TYPE } from '@portal/contract';
import { readSheet } from 'read-excel-file/node';
import { desc, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { callAs, createBoard, memberAgent, postForm, type TMethod } from '../../test/board.test-helper.js';
import { anonymousAgent, createMember, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { mbr } from '../member/member.table.js';
import { indvdlInfoAcsLog } from '../privacy-log/privacy-log.table.js';
import { pointLedger, pointRule } from './point.table.js';

const ctx = useTestApp();
const call = (agent: TAgent, method: TMethod, url: string, payload?: object) => callAs(ctx.app, agent, method, url, payload);
const ledgerOf = (userId: string) => ctx.database.db.select().from(pointLedger).where(eq(pointLedger.userId, userId)).orderBy(pointLedger.ledgerId);
const lastLog = async () => (await ctx.database.db.select().from(indvdlInfoAcsLog).orderBy(desc(indvdlInfoAcsLog.logId)).limit(1))[0];
const admin = () => sessionFor(ctx.app, 'admin');

const MNG = '/api/cmpnPointMng';
const calls: [TMethod, string, object?][] = [
  ['GET', `${MNG}/holder/list`],
  ['GET', `${MNG}/holder/student1/ledger`],
  ['POST', `${MNG}/holder/student1/adjust`, { points: 100, reason: '테스트', requestKey: randomUUID() }],
  ['GET', `${MNG}/rule/list`],
  ['PUT', `${MNG}/rule/LIKE`, { useYn: 'Y', clientCreditYn: 'N', dayLimitCnt: '', totalLimitCnt: '' }],
  ['POST', `${MNG}/holder/export`, { reason: '학교별 현황 확인' }],
  ['POST', `${MNG}/holder/student1/ledger/export`, { reason: '학생 문의 확인' }],
];

test('every admin call: a guest gets 401, a student or teacher session 403, and nothing is written', async () => {
  const guest = await anonymousAgent(ctx.app);
  const student = await memberAgent(ctx.app, 'S');
  const teacher = await memberAgent(ctx.app, 'T');
  const before = await ledgerOf('student1');
  for (const [method, url, body] of calls) {
    expect((await call(guest, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    expect((await call(student.agent, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    expect((await call(teacher.agent, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
  }
  expect(await ledgerOf('student1')).toEqual(before);
});

test('the holder list: students only (a withdrawn one while it has a ledger), searched by name, id or school, names masked', async () => {
  const schlNm = `포인트검색${process.pid}중학교`;
  const kim = await createMember(ctx.database.db, { userTypeCd: 'S', mbrTypeAuthrt: 'ST01', userNm: '김포인', schlNm, grd: 2 });
  const lee = await createMember(ctx.database.db, { userTypeCd: 'S', mbrTypeAuthrt: 'ST02', userNm: '이포인', schlNm, grd: 3 });
  await createMember(ctx.database.db, { userTypeCd: 'T', mbrTypeAuthrt: 'TC01', userNm: '박교사', schlNm });
  const gone = await createMember(ctx.database.db, { userTypeCd: 'S', mbrTypeAuthrt: 'ST01', userNm: '탈퇴회원', userSttsCd: 'WTDR' });
  const goneWithPoints = await createMember(ctx.database.db, { userTypeCd: 'S', mbrTypeAuthrt: 'ST01', userNm: '최포인' });
  const agent = await admin();
  expect((await call(agent, 'POST', `${MNG}/holder/${lee.userId}/adjust`, { points: 30, reason: '시상', requestKey: randomUUID() })).statusCode).toBe(200);
  expect((await call(agent, 'POST', `${MNG}/holder/${goneWithPoints.userId}/adjust`, { points: 7, reason: '시상', requestKey: randomUUID() })).statusCode).toBe(
    200,
  );
  await ctx.database.db.update(mbr).set({ userSttsCd: 'WTDR', userNm: '탈퇴회원', schlNm: null }).where(eq(mbr.userId, goneWithPoints.userId));

  const bySchool = await call(agent, 'GET', `${MNG}/holder/list?searchCnd=schlNm&searchWrd=${encodeURIComponent(schlNm)}`);
  expect(bySchool.statusCode).toBe(200);
  expect(bySchool.headers['cache-control']).toBe('no-store');
  expect(bySchool.json().list).toEqual([
    { userId: kim.userId, userNm: '김*인', mbrTypeAuthrt: 'ST01', schlNm, grd: 2, balance: 0, userSttsCd: 'ACTV' },
    { userId: lee.userId, userNm: '이*인', mbrTypeAuthrt: 'ST02', schlNm, grd: 3, balance: 30, userSttsCd: 'ACTV' },
  ]);
  expect(bySchool.body).not.toContain('김포인');

  const byName = (await call(agent, 'GET', `${MNG}/holder/list?searchCnd=userNm&searchWrd=${encodeURIComponent('이포인')}`)).json();
  expect(byName.list.map((h: { userId: string }) => h.userId)).toEqual([lee.userId]);
  const byId = (await call(agent, 'GET', `${MNG}/holder/list?searchCnd=userId&searchWrd=${kim.userId}`)).json();
  expect(byId.list.map((h: { userId: string }) => h.userId)).toEqual([kim.userId]);
  // without a field, any of the three
  expect((await call(agent, 'GET', `${MNG}/holder/list?searchWrd=${lee.userId}`)).json().pagination.countItem).toBe(1);

  const withdrawn = (await call(agent, 'GET', `${MNG}/holder/list?searchCnd=userId&searchWrd=${goneWithPoints.userId}`)).json().list;
  expect(withdrawn).toEqual([expect.objectContaining({ userId: goneWithPoints.userId, userSttsCd: 'WTDR', balance: 7 })]);
  expect((await call(agent, 'GET', `${MNG}/holder/list?searchCnd=userId&searchWrd=${gone.userId}`)).json().list).toEqual([]);

  const bad = await call(agent, 'GET', `${MNG}/holder/list?searchCnd=mblTelno&searchWrd=1`);
  expect(bad.statusCode).toBe(400);
});

test("a holder's ledger: the student's filters, the full name, the view logged; 404 for an unknown id or a non-student", async () => {
  const student = await createMember(ctx.database.db, { userTypeCd: 'S', mbrTypeAuthrt: 'ST01', userNm: '정원장' });
  const teacher = await createMember(ctx.database.db, { userTypeCd: 'T', mbrTypeAuthrt: 'TC01' });
  const agent = await admin();
  const base = `${MNG}/holder/${student.userId}`;
  await call(agent, 'POST', `${base}/adjust`, { points: 50, reason: '첫 조정', requestKey: randomUUID() });
  await call(agent, 'POST', `${base}/adjust`, { points: -20, reason: '둘째 조정', requestKey: randomUUID() });
  const student2 = await sessionFor(ctx.app, student.userId);
  expect((await call(student2, 'POST', '/icec/api/cmpnPointAply/insertPoint', { pointTypeCd: 'INFO', userPoint: 5 })).statusCode).toBe(200);

  const withReferer = { ...agent, headers: { ...agent.headers, referer: 'http://localhost:80/admin/cmpnPointMng/holder' } } as TAgent;
  const res = await call(withReferer, 'GET', `${base}/ledger`);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.holder).toMatchObject({ userId: student.userId, userNm: '정원장', balance: 35 });
  expect(
    body.list.map((r: { pointTypeCd: string; points: number; balanceAfter: number; reason: string }) => [r.pointTypeCd, r.points, r.balanceAfter, r.reason]),
  ).toEqual([
    ['INFO', 5, 35, '정보 열람'],
    ['ADJ', -20, 30, '관리자 조정: 둘째 조정'],
    ['ADJ', 50, 50, '관리자 조정: 첫 조정'],
  ]);
  expect(await lastLog()).toMatchObject({ actorUserId: 'admin', actnCd: 'VIEW', trgtUserId: student.userId, menuPath: '/admin/cmpnPointMng/holder' });

  const adjOnly = (await call(agent, 'GET', `${base}/ledger?pointTypeCd=ADJ&currentPage=1`)).json();
  expect(adjOnly.pagination.countItem).toBe(2);
  expect((await call(agent, 'GET', `${base}/ledger?bgngYmd=2001-01-01&endYmd=2001-01-31`)).json().list).toEqual([]);
  const badPeriod = await call(agent, 'GET', `${base}/ledger?bgngYmd=2026-02-01&endYmd=2026-01-01`);
  expect(badPeriod.statusCode).toBe(400);

  const logs = await ctx.database.db.select().from(indvdlInfoAcsLog).where(eq(indvdlInfoAcsLog.trgtUserId, teacher.userId));
  expect((await call(agent, 'GET', `${MNG}/holder/${teacher.userId}/ledger`)).statusCode).toBe(404);
  expect((await call(agent, 'GET', `${MNG}/holder/nosuchuser/ledger`)).statusCode).toBe(404);
  expect((await call(agent, 'POST', `${MNG}/holder/${teacher.userId}/adjust`, { points: 5, reason: '교사', requestKey: randomUUID() })).statusCode).toBe(404);
  expect(await ctx.database.db.select().from(indvdlInfoAcsLog).where(eq(indvdlInfoAcsLog.trgtUserId, teacher.userId))).toEqual(logs);
  expect(await ledgerOf(teacher.userId)).toEqual([]);
});

test("adjustments: + and -, each its own row with the administrator and reason, shown in the student's history; a debit beyond the balance is refused", async () => {
  const student = await memberAgent(ctx.app, 'S');
  const agent = await admin();
  const url = `${MNG}/holder/${student.userId}/adjust`;

  const plus = await call(agent, 'POST', url, { points: 100, reason: '  우수 활동 시상  ', requestKey: randomUUID() });
  expect(plus.json()).toEqual({ result: 'SUCCESS', balance: 100 });
  expect(await lastLog()).toMatchObject({ actnCd: 'UPDATE', trgtUserId: student.userId });
  // the same reason again is another adjustment, not a repeat
  expect((await call(agent, 'POST', url, { points: 100, reason: '우수 활동 시상', requestKey: randomUUID() })).json()).toEqual({
    result: 'SUCCESS',
    balance: 200,
  });
  expect((await call(agent, 'POST', url, { points: -150, reason: '중복 지급 회수', requestKey: randomUUID() })).json()).toEqual({
    result: 'SUCCESS',
    balance: 50,
  });

  const short = await call(agent, 'POST', url, { points: -51, reason: '초과 회수', requestKey: randomUUID() });
  expect(short.statusCode).toBe(409);
  expect(short.json().message).toBe(M.short);

  const key = { requestKey: randomUUID() };
  const once = [0, 1, 2, 3].map(() => call(agent, 'POST', url, { points: 5, reason: '두 번 누름', ...key }));
  expect((await Promise.all(once)).map((res) => res.json())).toEqual(Array(4).fill({ result: 'SUCCESS', balance: 55 }));
  expect((await call(agent, 'POST', url, { points: 5, reason: '두 번 누름', ...key })).json()).toEqual({ result: 'SUCCESS', balance: 55 });
  expect(JSON.stringify((await call(agent, 'POST', url, { points: 5, reason: '열쇠 없음' })).json())).toContain(M.requestKey);

  for (const [body, message] of [
    [{ points: 0, reason: '영' }, M.adjustRange],
    [{ points: 100_001, reason: '너무 많음' }, M.adjustRange],
    [{ points: 1.5, reason: '소수' }, M.adjustRange],
    [{ points: 10, reason: '   ' }, M.reasonRequired],
    [{ points: 10 }, M.reasonRequired],
    [{ points: 10, reason: '가'.repeat(201) }, '200'],
  ] as const) {
    const res = await call(agent, 'POST', url, body);
    expect(res.statusCode, JSON.stringify(body)).toBe(400);
    expect(JSON.stringify(res.json()), JSON.stringify(body)).toContain(message);
  }

  const rows = await ledgerOf(student.userId);
  expect(rows.map((r) => [r.pointTypeCd, r.points, r.balanceAfter, r.reason, r.registeredBy])).toEqual([
    ['ADJ', 100, 100, '관리자 조정: 우수 활동 시상', 'admin'],
    ['ADJ', 100, 200, '관리자 조정: 우수 활동 시상', 'admin'],
    ['ADJ', -150, 50, '관리자 조정: 중복 지급 회수', 'admin'],
    ['ADJ', 5, 55, '관리자 조정: 두 번 누름', 'admin'],
  ]);
  expect(new Set(rows.map((r) => r.idntfKey)).size).toBe(4);

  const history = (await call(student.agent, 'GET', '/icec/api/cmpnPointAply/history')).json();
  expect(history.balance).toBe(55);
  expect(history.list[1]).toMatchObject({ pointTypeCd: 'ADJ', points: -150, balanceAfter: 50, reason: '관리자 조정: 중복 지급 회수', srcUrl: null });

  // a withdrawn student's ledger is kept, not adjusted
  await ctx.database.db.update(mbr).set({ userSttsCd: 'WTDR' }).where(eq(mbr.userId, student.userId));
  const withdrawn = await call(agent, 'POST', url, { points: 10, reason: '탈퇴 후', requestKey: randomUUID() });
  expect(withdrawn.statusCode).toBe(400);
  expect(withdrawn.json().message).toBe(M.adjustWithdrawn);
  expect(await ledgerOf(student.userId)).toHaveLength(4);
});

test('the rules: every earning type with its code name and amount; an update changes crediting at once (LIKE 2 a day)', async () => {
  const agent = await admin();
  const list = (await call(agent, 'GET', `${MNG}/rule/list`)).json().list;
  expect(list.map((r: { pointTypeCd: string }) => r.pointTypeCd)).toEqual([...EARN_POINT_TYPE_CDS]);
  expect(list.find((r: { pointTypeCd: string }) => r.pointTypeCd === 'LIKE')).toEqual({
    pointTypeCd: 'LIKE',
    pointTypeNm: '좋아요',
    points: 1,
    useYn: 'Y',
    clientCreditYn: 'N',
    dayLimitCnt: 20,
    totalLimitCnt: null,
  });
  // a type without a rule row answers the defaults
  expect(list.find((r: { pointTypeCd: string }) => r.pointTypeCd === 'EXPR')).toEqual({
    pointTypeCd: 'EXPR',
    pointTypeNm: '진로체험',
    points: 100,
    useYn: 'Y',
    clientCreditYn: 'N',
    dayLimitCnt: null,
    totalLimitCnt: null,
  });

  const saved = await call(agent, 'PUT', `${MNG}/rule/LIKE`, { useYn: 'Y', clientCreditYn: 'N', dayLimitCnt: '2', totalLimitCnt: '' });
  expect(saved.json()).toEqual({ pointTypeCd: 'LIKE', pointTypeNm: '좋아요', points: 1, useYn: 'Y', clientCreditYn: 'N', dayLimitCnt: 2, totalLimitCnt: null });
  const [row] = await ctx.database.db.select().from(pointRule).where(eq(pointRule.pointTypeCd, 'LIKE'));
  expect(row).toMatchObject({ dayLimitCnt: 2, updatedBy: 'admin' });

  const boardId = await createBoard(ctx.app.db, { likeYn: 'Y' });
  const writer = await memberAgent(ctx.app, 'T');
  const postIds: number[] = [];
  for (const n of [1, 2, 3]) {
    postIds.push((await call(writer.agent, 'POST', `/icec/api/board/${boardId}/post`, postForm({ postTtl: `좋아요 글 ${n}` }))).json().postId);
  }
  const student = await memberAgent(ctx.app, 'S');
  for (const postId of postIds) {
    expect((await call(student.agent, 'POST', `/icec/api/board/${boardId}/post/${postId}/like`)).json()).toMatchObject({ likedYn: 'Y' });
  }
  const rows = await ledgerOf(student.userId);
  expect(rows.map((r) => [r.pointTypeCd, r.points, r.reason])).toEqual([
    ['LIKE', 1, '좋아요: 좋아요 글 1'],
    ['LIKE', 1, '좋아요: 좋아요 글 2'],
  ]);
  expect(rows[0]!.srcUrl).toBe(postPath('eduIntdcn', boardId, postIds[0]!));

  // switched off: nothing more, even for a type without a rule row before (an insert)
  expect((await call(agent, 'PUT', `${MNG}/rule/EXPR`, { useYn: 'N', clientCreditYn: 'N', dayLimitCnt: null, totalLimitCnt: 5 })).json()).toMatchObject({
    pointTypeCd: 'EXPR',
    useYn: 'N',
    totalLimitCnt: 5,
  });

  for (const [url, body, status] of [
    [`${MNG}/rule/LIKE`, { useYn: 'Y', clientCreditYn: 'N', dayLimitCnt: 0, totalLimitCnt: '' }, 400],
    [`${MNG}/rule/LIKE`, { useYn: 'Y', clientCreditYn: 'N', dayLimitCnt: 10_001, totalLimitCnt: '' }, 400],
    [`${MNG}/rule/CPN`, { useYn: 'Y', clientCreditYn: 'N', dayLimitCnt: '', totalLimitCnt: '' }, 400],
    [`${MNG}/rule/LIKE`, { useYn: 'X', clientCreditYn: 'N', dayLimitCnt: '', totalLimitCnt: '' }, 400],
  ] as const) {
    expect((await call(agent, 'PUT', url, body)).statusCode, JSON.stringify(body)).toBe(status);
  }
  const [after] = await ctx.database.db.select().from(pointRule).where(eq(pointRule.pointTypeCd, 'LIKE'));
  expect(after).toMatchObject({ dayLimitCnt: 2 });
  await ctx.database.db.update(pointRule).set({ dayLimitCnt: 20 }).where(eq(pointRule.pointTypeCd, 'LIKE'));
  await ctx.database.db.delete(pointRule).where(eq(pointRule.pointTypeCd, 'EXPR'));
});

test("the exports: a reason first; the holder list with full names and one holder's ledger as .xlsx, each logged with its reason", async () => {
  const schlNm = `포인트엑셀${process.pid}중학교`;
  const kim = await createMember(ctx.database.db, { userTypeCd: 'S', mbrTypeAuthrt: 'ST01', userNm: '김엑셀', schlNm, grd: 1 });
  const teacher = await createMember(ctx.database.db, { userTypeCd: 'T', mbrTypeAuthrt: 'TC01', schlNm });
  const agent = await admin();
  await call(agent, 'POST', `${MNG}/holder/${kim.userId}/adjust`, { points: 40, reason: '대회 입상', requestKey: randomUUID() });
  await call(agent, 'POST', `${MNG}/holder/${kim.userId}/adjust`, { points: -15, reason: '중복 회수', requestKey: randomUUID() });

  const holderUrl = `${MNG}/holder/export`;
  const filter = { searchCnd: 'schlNm', searchWrd: schlNm };
  const before = await lastLog();
  for (const reason of [undefined, '   ', '짧음']) {
    const res = await call(agent, 'POST', holderUrl, { ...filter, reason });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fieldErrors.reason).toBeTruthy();
  }
  expect((await lastLog())?.logId).toBe(before?.logId);

  const res = await call(agent, 'POST', holderUrl, { ...filter, reason: '학교별 현황 확인' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="point_holders_\d{8}\.xlsx"; filename\*=UTF-8''/);
  const rows = await readSheet(res.rawPayload);
  expect(rows).toEqual([
    ['아이디', '이름', '회원 유형', '학교', '학년', '상태', '보유 포인트'],
    [kim.userId, '김엑셀', '학생(초·중학생)', schlNm, 1, '정상', 25],
  ]);
  expect(await lastLog()).toMatchObject({ actnCd: 'EXPORT', reason: '학교별 현황 확인', trgtDesc: `학생 포인트 목록 (조건: 학교 "${schlNm}") 1건 내려받기` });

  const ledgerUrl = `${MNG}/holder/${kim.userId}/ledger/export`;
  const ledger = await call(agent, 'POST', ledgerUrl, { pointTypeCd: 'ADJ', reason: '학생 문의 확인' });
  expect(ledger.statusCode).toBe(200);
  expect(ledger.headers['content-disposition']).toContain(`filename="point_ledger_${kim.userId}_`);
  const ledgerRows = await readSheet(ledger.rawPayload);
  expect(ledgerRows[0]).toEqual(['일시', '유형', '내용', '포인트', '잔액', '처리자', '관련 화면']);
  expect(ledgerRows.slice(1).map((r) => r.slice(1, 6))).toEqual([
    ['관리자 조정', '관리자 조정: 중복 회수', -15, 25, 'admin'],
    ['관리자 조정', '관리자 조정: 대회 입상', 40, 40, 'admin'],
  ]);
  expect(await lastLog()).toMatchObject({
    actnCd: 'EXPORT',
    reason: '학생 문의 확인',
    trgtUserId: kim.userId,
    trgtDesc: '포인트 내역 (조건: 유형 관리자 조정) 2건 내려받기',
  });

  expect((await call(agent, 'POST', `${MNG}/holder/${teacher.userId}/ledger/export`, { reason: '교사 내역 확인' })).statusCode).toBe(404);
  expect((await call(agent, 'POST', ledgerUrl, { bgngYmd: '2026-02-01', endYmd: '2026-01-01', reason: '기간 확인 요청' })).statusCode).toBe(400);
});
