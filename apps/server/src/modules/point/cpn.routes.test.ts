import { randomUUID } from 'node:crypto';
import { addDays, CPN_MESSAGES as M, drawWinners, EXPORT_MESSAGES, POINT_MESSAGES, seoulDate, XLSX_CONTENT_TYPE } from '@portal/contract';
import { and, eq, like } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { expect, inject, test } from 'vitest';
import { callAs, memberAgent, type TMethod } from '../../test/board.test-helper.js';
import { anonymousAgent, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { indvdlInfoAcsLog } from '../privacy-log/privacy-log.table.js';
import { sha256Hex } from './cpn.draw.js';
import { movePoints } from './point.ledger.js';
import { dayBsdCpn, dayBsdCpnEntry, pointBalance, pointLedger } from './point.table.js';

const ctx = useTestApp();
const call = (agent: TAgent, method: TMethod, url: string, payload?: object) => callAs(ctx.app, agent, method, url, payload);
const admin = () => sessionFor(ctx.app, 'admin');
const DAY_MS = 86_400_000;
const dayFrom = (days: number) => seoulDate(new Date(Date.now() + days * DAY_MS));

const cpnForm = (over: object = {}) => ({
  drawYmd: seoulDate(),
  prizeNm: '시험 상품권',
  prizeCn: '',
  winnerCnt: 2,
  entryPoints: 30,
  entryLimitCnt: 2,
  ...over,
});

async function createCpn(over: object = {}): Promise<number> {
  const res = await call(await admin(), 'POST', '/api/dayBsdCpnMng', cpnForm(over));
  expect(res.statusCode).toBe(200);
  return res.json().cpnId;
}

/** A student holding `points` (an administrator's correction). */
async function student(points: number, userNm = '김학생') {
  const s = await memberAgent(ctx.app, 'S', userNm);
  if (points > 0) {
    await ctx.app.db.transaction((tx) => movePoints(tx, { userId: s.userId, pointTypeCd: 'ADJ', points, reason: '시험', idntfId: 'test', by: 'admin' }));
  }
  return s;
}

const balanceOf = async (userId: string) =>
  (await ctx.app.db.select({ b: pointBalance.balance }).from(pointBalance).where(eq(pointBalance.userId, userId)))[0]?.b ?? 0;
const cpnLedgerOf = (userId: string) =>
  ctx.app.db
    .select()
    .from(pointLedger)
    .where(and(eq(pointLedger.userId, userId), eq(pointLedger.pointTypeCd, 'CPN')))
    .orderBy(pointLedger.ledgerId);
const entryUrl = (cpnId: number) => `/icec/api/dayBsdCpn/${cpnId}/entry`;
/** The coupon's day moved into the past (entries are bought on the day; the draw comes after it). */
const closeDay = (cpnId: number) =>
  ctx.app.db
    .update(dayBsdCpn)
    .set({ drawYmd: dayFrom(-1) })
    .where(eq(dayBsdCpn.cpnId, cpnId));

test('an administrator creates a coupon day with its commitment, edits it before any entry; a past day is refused', async () => {
  const agent = await admin();
  const created = await call(agent, 'POST', '/api/dayBsdCpnMng', cpnForm({ drawYmd: dayFrom(3) }));
  const item = created.json();
  expect(item).toMatchObject({ cpnSttsCd: 'OPEN', entryCnt: 0, seedHex: null, prizeCn: null, registeredBy: 'admin' });
  expect(item.commitHash).toMatch(/^[0-9a-f]{64}$/);
  const updated = await call(agent, 'PUT', `/api/dayBsdCpnMng/${item.cpnId}`, cpnForm({ drawYmd: dayFrom(4), prizeNm: '고친 상품' }));
  expect(updated.json()).toMatchObject({ prizeNm: '고친 상품', drawYmd: dayFrom(4), commitHash: item.commitHash });

  const past = await call(agent, 'POST', '/api/dayBsdCpnMng', cpnForm({ drawYmd: dayFrom(-1), prizeNm: '지난 날짜' }));
  expect(past.statusCode).toBe(400);
  expect(past.json().message).toBe(M.drawYmdPast);
  const bad = await call(agent, 'POST', '/api/dayBsdCpnMng', cpnForm({ winnerCnt: 0 }));
  expect(bad.statusCode).toBe(400);
  expect((await ctx.app.db.select().from(dayBsdCpn).where(eq(dayBsdCpn.prizeNm, '지난 날짜'))).length).toBe(0);

  const list = (await call(agent, 'GET', '/api/dayBsdCpnMng/list?searchWrd=고친 상품')).json();
  expect(list.list.map((c: { cpnId: number }) => c.cpnId)).toEqual([item.cpnId]);
  expect((await call(agent, 'DELETE', `/api/dayBsdCpnMng/${item.cpnId}`)).json()).toEqual({ result: 'SUCCESS' });
  expect((await call(agent, 'GET', `/api/dayBsdCpnMng/${item.cpnId}`)).statusCode).toBe(404);
});

test('one request key buys one entry: parallel repeats and a retry after the limit answer the first entry', async () => {
  const cpnId = await createCpn();
  const s = await student(100);
  const requestKey = randomUUID();
  const answers = await Promise.all([0, 1, 2, 3].map(() => call(s.agent, 'POST', entryUrl(cpnId), { requestKey })));
  expect(answers.map((res) => res.json())).toEqual(Array(4).fill({ entryNo: 1, myEntryCnt: 1, balance: 70 }));
  expect((await call(s.agent, 'POST', entryUrl(cpnId), { requestKey: randomUUID() })).json()).toEqual({ entryNo: 2, myEntryCnt: 2, balance: 40 });
  // the limit (2) is reached: a retry of the first click still answers, a new click is refused
  expect((await call(s.agent, 'POST', entryUrl(cpnId), { requestKey })).json()).toEqual({ entryNo: 2, myEntryCnt: 2, balance: 40 });
  expect((await call(s.agent, 'POST', entryUrl(cpnId), { requestKey: randomUUID() })).statusCode).toBe(409);
  expect((await cpnLedgerOf(s.userId)).map((r) => r.points)).toEqual([-30, -30]);
  expect((await call(s.agent, 'POST', entryUrl(cpnId), { requestKey: 'not-a-key' })).statusCode).toBe(400);
});

test('a student enters only on the day, pays the price, within the limit; a short balance writes nothing', async () => {
  const today = await createCpn();
  const tomorrow = await createCpn({ drawYmd: dayFrom(1) });
  const s = await student(100);

  const days = (await call(s.agent, 'GET', '/icec/api/dayBsdCpn/list')).json();
  expect(days.balance).toBe(100);
  const mine = days.list.find((c: { cpnId: number }) => c.cpnId === today);
  expect(mine).toMatchObject({ openYn: 'Y', myEntryCnt: 0, entryPoints: 30 });
  expect(days.list.find((c: { cpnId: number }) => c.cpnId === tomorrow)).toMatchObject({ openYn: 'N' });

  const early = await call(s.agent, 'POST', entryUrl(tomorrow));
  expect(early.statusCode).toBe(409);
  expect(early.json().message).toBe(M.notOpenDay);

  expect((await call(s.agent, 'POST', entryUrl(today))).json()).toEqual({ entryNo: 1, myEntryCnt: 1, balance: 70 });
  expect((await call(s.agent, 'POST', entryUrl(today))).json()).toEqual({ entryNo: 2, myEntryCnt: 2, balance: 40 });
  const over = await call(s.agent, 'POST', entryUrl(today));
  expect(over.statusCode).toBe(409);
  expect(over.json().message).toBe(M.limitReached(2));
  expect((await cpnLedgerOf(s.userId)).map((r) => [r.points, r.reason, r.idntfKey, r.srcUrl])).toEqual([
    [-30, '쿠폰 응모: 시험 상품권', `CPN:cpn:${today}:1`, '/myPage/cmpnPoint/dayBsdCpn'],
    [-30, '쿠폰 응모: 시험 상품권', `CPN:cpn:${today}:2`, '/myPage/cmpnPoint/dayBsdCpn'],
  ]);

  const poor = await student(10);
  const short = await call(poor.agent, 'POST', entryUrl(today));
  expect(short.statusCode).toBe(409);
  expect(short.json().message).toBe(POINT_MESSAGES.short);
  expect(await cpnLedgerOf(poor.userId)).toEqual([]);
  expect(await balanceOf(poor.userId)).toBe(10);
  const [cpn] = await ctx.app.db.select().from(dayBsdCpn).where(eq(dayBsdCpn.cpnId, today));
  expect(cpn!.entryCnt).toBe(2);

  const agent = await admin();
  expect((await call(agent, 'PUT', `/api/dayBsdCpnMng/${today}`, cpnForm())).json().message).toBe(M.notEditable);
  expect((await call(agent, 'DELETE', `/api/dayBsdCpnMng/${today}`)).json().message).toBe(M.notDeletable);
  expect((await call(s.agent, 'POST', entryUrl(999_999))).statusCode).toBe(404);
});

test('100 students entering at once get entry numbers 1 to 100 without gaps', async () => {
  const cpnId = await createCpn({ winnerCnt: 5, entryLimitCnt: 1 });
  const students = await Promise.all(Array.from({ length: 100 }, () => student(30)));
  const answers = await Promise.all(students.map((s) => call(s.agent, 'POST', entryUrl(cpnId))));
  expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(200));
  expect(answers.map((a) => a.json().entryNo).sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  const entries = await ctx.app.db.select().from(dayBsdCpnEntry).where(eq(dayBsdCpnEntry.cpnId, cpnId));
  expect(new Set(entries.map((e) => e.entrantNo)).size).toBe(100);
  expect(Math.max(...entries.map((e) => e.entrantNo))).toBe(100);
  for (const s of students.slice(0, 5)) expect(await balanceOf(s.userId)).toBe(0);
});

test('the draw waits for the day to end, runs once, and anyone reproduces it from the published answer', async () => {
  const cpnId = await createCpn({ winnerCnt: 2, entryLimitCnt: 3, entryPoints: 10 });
  const people = [await student(100, '김민수'), await student(100, '이서연'), await student(100, '박지'), await student(100, '최하늘')];
  for (const [i, p] of people.entries()) for (let n = 0; n <= i % 3; n += 1) expect((await call(p.agent, 'POST', entryUrl(cpnId))).statusCode).toBe(200);
  const agent = await admin();

  const early = await call(agent, 'POST', `/api/dayBsdCpnMng/${cpnId}/draw`);
  expect(early.statusCode).toBe(409);
  expect(early.json().message).toBe(M.drawTooEarly);
  const guest = await anonymousAgent(ctx.app);
  const before = (await call(guest, 'GET', `/icec/api/dayBsdCpn/result/${cpnId}`)).json();
  expect(before).toMatchObject({ cpnSttsCd: 'OPEN', seedHex: null, entries: [], winners: [] });

  await closeDay(cpnId);
  const drawn = await call(agent, 'POST', `/api/dayBsdCpnMng/${cpnId}/draw`);
  expect(drawn.statusCode).toBe(200);
  expect(drawn.json().winners).toHaveLength(2);
  const again = await call(agent, 'POST', `/api/dayBsdCpnMng/${cpnId}/draw`);
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe(M.alreadyDrawn);

  const result = (await call(guest, 'GET', `/icec/api/dayBsdCpn/result/${cpnId}`)).json();
  expect(result.commitHash).toBe(before.commitHash);
  expect(await sha256Hex(result.seedHex)).toBe(result.commitHash);
  expect(result.entries).toHaveLength(7);
  expect(result.entries.slice(0, 3).map((e: { shownNm: string }) => e.shownNm)).toEqual(['김*수', '이*연', '이*연']);
  expect(JSON.stringify(result)).not.toContain('김민수');
  const recomputed = await drawWinners(result.seedHex, result.entries, result.winnerCnt, sha256Hex);
  expect([...recomputed].sort((a, b) => a - b)).toEqual(result.winners.map((w: { entryNo: number }) => w.entryNo));
  expect(new Set(result.winners.map((w: { entrantNo: number }) => w.entrantNo)).size).toBe(2);
  expect((await call(guest, 'GET', '/icec/api/dayBsdCpn/result/list')).json().list.some((c: { cpnId: number }) => c.cpnId === cpnId)).toBe(true);

  // after the draw: no refund, no entry, no edit
  const cancel = await call(agent, 'POST', `/api/dayBsdCpnMng/${cpnId}/cancel`);
  expect(cancel.statusCode).toBe(409);
  expect(cancel.json().message).toBe(M.cancelAfterDraw);
  expect(await balanceOf(people[2]!.userId)).toBe(70);
  expect((await call(people[0]!.agent, 'POST', entryUrl(cpnId))).json().message).toBe(M.notOpen);
});

test('cancelling a day refunds every entry in one go; a cancelled day takes no entry and no draw', async () => {
  const cpnId = await createCpn({ entryLimitCnt: 3, entryPoints: 25 });
  const people = [await student(100), await student(60), await student(25)];
  for (const [i, p] of people.entries()) for (let n = 0; n < 3 - i; n += 1) await call(p.agent, 'POST', entryUrl(cpnId));
  expect(await Promise.all(people.map((p) => balanceOf(p.userId)))).toEqual([25, 10, 0]);

  const agent = await admin();
  const cancelled = await call(agent, 'POST', `/api/dayBsdCpnMng/${cpnId}/cancel`);
  expect(cancelled.json()).toMatchObject({ cpnSttsCd: 'CNCL', entryCnt: 6 });
  expect(await Promise.all(people.map((p) => balanceOf(p.userId)))).toEqual([100, 60, 25]);
  const refunds = await ctx.app.db
    .select()
    .from(pointLedger)
    .where(like(pointLedger.idntfKey, `CPN:cpnRefund:${cpnId}:%`));
  expect(refunds).toHaveLength(6);
  expect(refunds.every((r) => r.points === 25 && r.registeredBy === 'admin' && r.reason === M.refundReason('시험 상품권'))).toBe(true);

  expect((await call(agent, 'POST', `/api/dayBsdCpnMng/${cpnId}/cancel`)).json().message).toBe(M.cancelled);
  expect((await call(people[2]!.agent, 'POST', entryUrl(cpnId))).json().message).toBe(M.notOpen);
  await closeDay(cpnId);
  expect((await call(agent, 'POST', `/api/dayBsdCpnMng/${cpnId}/draw`)).json().message).toBe(M.cancelled);
});

test('the announcement reaches the winners once; the administrator sees full names (logged) and hands prizes over', async () => {
  const cpnId = await createCpn({ winnerCnt: 1, entryLimitCnt: 1 });
  const people = [await student(50, '정우승'), await student(50, '한낙첨')];
  for (const p of people) await call(p.agent, 'POST', entryUrl(cpnId));
  const agent = await admin();
  expect((await call(agent, 'PUT', `/api/dayBsdCpnMng/${cpnId}/congrats`, { congratsCn: '축하합니다' })).json().message).toBe(M.notDrawn);
  await closeDay(cpnId);
  const [winner] = (await call(agent, 'POST', `/api/dayBsdCpnMng/${cpnId}/draw`)).json().winners;
  const won = people[winner.entrantNo - 1]!;
  const lost = people[2 - winner.entrantNo]!;

  expect((await call(won.agent, 'GET', '/icec/api/dayBsdCpn/congrats')).json().list).toEqual([]);
  const blank = await call(agent, 'PUT', `/api/dayBsdCpnMng/${cpnId}/congrats`, { congratsCn: ' ' });
  expect(blank.statusCode).toBe(400);
  expect(blank.json().data.fieldErrors).toEqual({ congratsCn: M.congratsRequired });
  const announced = (await call(agent, 'PUT', `/api/dayBsdCpnMng/${cpnId}/congrats`, { congratsCn: '축하합니다' })).json();
  expect(announced.announceDt).not.toBeNull();

  const congrats = (await call(won.agent, 'GET', '/icec/api/dayBsdCpn/congrats')).json().list;
  expect(congrats).toEqual([{ cpnId, drawYmd: dayFrom(-1), prizeNm: '시험 상품권', congratsCn: '축하합니다' }]);
  expect((await call(lost.agent, 'GET', '/icec/api/dayBsdCpn/congrats')).json().list).toEqual([]);
  // the loser marking the winner's coupon changes nothing for the winner
  await call(lost.agent, 'POST', '/icec/api/dayBsdCpn/congrats/seen', { cpnIds: [cpnId] });
  expect((await call(won.agent, 'GET', '/icec/api/dayBsdCpn/congrats')).json().list).toHaveLength(1);
  expect((await call(won.agent, 'POST', '/icec/api/dayBsdCpn/congrats/seen', { cpnIds: [cpnId] })).json()).toEqual({ result: 'SUCCESS' });
  expect((await call(won.agent, 'GET', '/icec/api/dayBsdCpn/congrats')).json().list).toEqual([]);

  const my = (await call(won.agent, 'GET', '/icec/api/dayBsdCpn/my')).json();
  expect(my.list[0]).toMatchObject({ cpnId, winYn: 'Y', announceYn: 'Y', handoverYn: 'N', entryNos: [winner.entryNo] });
  expect((await call(lost.agent, 'GET', '/icec/api/dayBsdCpn/my')).json().list[0]).toMatchObject({ cpnId, winYn: 'N' });

  const winners = (await call(agent, 'GET', `/api/dayBsdCpnMng/${cpnId}/winners`)).json();
  expect(winners.list).toMatchObject([{ userId: won.userId, userNm: winner.entrantNo === 1 ? '정우승' : '한낙첨', handoverDt: null }]);
  expect(await ctx.app.db.select().from(indvdlInfoAcsLog).where(eq(indvdlInfoAcsLog.trgtUserId, won.userId))).toHaveLength(1);
  const handed = await call(agent, 'POST', `/api/dayBsdCpnMng/${cpnId}/winners/${winner.entryNo}/handover`);
  expect(handed.json()).toMatchObject({ handoverBy: 'admin' });
  expect(handed.json().handoverDt).not.toBeNull();
  const other = 3 - winner.entryNo;
  expect((await call(agent, 'POST', `/api/dayBsdCpnMng/${cpnId}/winners/${other}/handover`)).statusCode).toBe(404);
  expect((await call(won.agent, 'GET', '/icec/api/dayBsdCpn/my')).json().list[0].handoverYn).toBe('Y');
});

test('the winners export needs a reason; the .xlsx lists the winners in draw order with full names, and an EXPORT log row names the coupon', async () => {
  const cpnId = await createCpn({ winnerCnt: 2, entryLimitCnt: 2, prizeNm: '엑셀 상품권' });
  const names = ['오엑셀', '유엑셀', '임엑셀'];
  const people: { userId: string; agent: TAgent; userNm: string }[] = [];
  for (const name of names) people.push({ ...(await student(100, name)), userNm: name });
  for (const p of people) await call(p.agent, 'POST', entryUrl(cpnId));
  await call(people[0]!.agent, 'POST', entryUrl(cpnId));
  await closeDay(cpnId);
  const agent = await admin();
  const drawn = (await call(agent, 'POST', `/api/dayBsdCpnMng/${cpnId}/draw`)).json();
  const order = await drawWinners(drawn.seedHex, drawn.entries, 2, sha256Hex);
  expect(order).toHaveLength(2);
  await call(agent, 'POST', `/api/dayBsdCpnMng/${cpnId}/winners/${order[1]}/handover`);

  const url = `/api/dayBsdCpnMng/${cpnId}/winners/export`;
  const none = await call(agent, 'POST', url, {});
  expect(none.statusCode).toBe(400);
  expect(none.json().message).toBe(EXPORT_MESSAGES.reasonRequired);
  const short = await call(agent, 'POST', url, { reason: '확인' });
  expect(short.statusCode).toBe(400);
  expect(short.json().data.fieldErrors).toEqual({ reason: EXPORT_MESSAGES.reasonLength });
  const logsOf = () =>
    ctx.app.db
      .select()
      .from(indvdlInfoAcsLog)
      .where(and(eq(indvdlInfoAcsLog.actnCd, 'EXPORT'), like(indvdlInfoAcsLog.trgtDesc, '%엑셀 상품권%')));
  expect(await logsOf()).toEqual([]);

  const res = await call(agent, 'POST', url, { reason: '상품 전달 명단 확인' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="coupon-winners_\d{8}\.xlsx"; filename\*=UTF-8''/);
  const rows = await readSheet(res.rawPayload, { parseNumber: (text: string) => text });
  expect(rows[0]).toEqual(['당첨 순번', '응모 번호', '이름', '아이디', '학교', '학년', '전달 여부', '전달 일시']);
  const entrantOf = (entryNo: number) => drawn.entries.find((e: { entryNo: number }) => e.entryNo === entryNo).entrantNo as number;
  const who = order.map((entryNo) => people[entrantOf(entryNo) - 1]!);
  expect(rows.slice(1).map((r) => r.slice(0, 4))).toEqual([
    ['1', String(order[0]), who[0]!.userNm, who[0]!.userId],
    ['2', String(order[1]), who[1]!.userNm, who[1]!.userId],
  ]);
  expect(rows[1]!.slice(6)).toEqual(['전달 전', null]);
  expect(rows[2]![6]).toBe('전달 완료');
  expect(String(rows[2]![7])).toMatch(/^\d{4}/);
  const logs = await logsOf();
  expect(logs).toHaveLength(1);
  expect(logs[0]).toMatchObject({ reason: '상품 전달 명단 확인', trgtDesc: `쿠폰 추첨 당첨자 목록: 엑셀 상품권 (${dayFrom(-1)}) 2건 내려받기` });
});

test('denied: guests, teachers and members on the student calls, users on the admin calls; missing records 404', async () => {
  const cpnId = await createCpn({ drawYmd: dayFrom(2) });
  const guest = await anonymousAgent(ctx.app);
  const teacher = await memberAgent(ctx.app, 'T');
  const member = await memberAgent(ctx.app, 'G');
  const s = await student(100);
  const userCalls: [TMethod, string, object?][] = [
    ['GET', '/icec/api/dayBsdCpn/list'],
    ['POST', entryUrl(cpnId)],
    ['GET', '/icec/api/dayBsdCpn/my'],
    ['GET', '/icec/api/dayBsdCpn/congrats'],
    ['POST', '/icec/api/dayBsdCpn/congrats/seen', { cpnIds: [cpnId] }],
  ];
  for (const [method, url, body] of userCalls) {
    expect((await call(guest, method, url, body)).statusCode).toBe(401);
    for (const other of [teacher, member]) {
      const res = await call(other.agent, method, url, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(POINT_MESSAGES.holderOnly);
    }
  }
  const adminCalls: [TMethod, string, object?][] = [
    ['GET', '/api/dayBsdCpnMng/list'],
    ['GET', `/api/dayBsdCpnMng/${cpnId}`],
    ['POST', '/api/dayBsdCpnMng', cpnForm()],
    ['PUT', `/api/dayBsdCpnMng/${cpnId}`, cpnForm()],
    ['DELETE', `/api/dayBsdCpnMng/${cpnId}`],
    ['POST', `/api/dayBsdCpnMng/${cpnId}/draw`],
    ['POST', `/api/dayBsdCpnMng/${cpnId}/cancel`],
    ['PUT', `/api/dayBsdCpnMng/${cpnId}/congrats`, { congratsCn: '축하' }],
    ['GET', `/api/dayBsdCpnMng/${cpnId}/winners`],
    ['POST', `/api/dayBsdCpnMng/${cpnId}/winners/1/handover`],
    ['POST', `/api/dayBsdCpnMng/${cpnId}/winners/export`, { reason: '상품 전달 명단 확인' }],
  ];
  for (const [method, url, body] of adminCalls) {
    expect((await call(guest, method, url, body)).statusCode).toBe(401);
    expect((await call(s.agent, method, url, body)).statusCode).toBe(403);
    expect((await call(teacher.agent, method, url, body)).statusCode).toBe(403);
  }
  const [cpn] = await ctx.app.db.select().from(dayBsdCpn).where(eq(dayBsdCpn.cpnId, cpnId));
  expect(cpn).toMatchObject({ cpnSttsCd: 'OPEN', prizeNm: '시험 상품권' });

  expect((await call(guest, 'GET', '/icec/api/dayBsdCpn/result/999999')).statusCode).toBe(404);
  expect((await call(guest, 'GET', `/icec/api/dayBsdCpn/result/${cpnId}`)).json()).toMatchObject({ cpnId, seedHex: null });
  const agent = await admin();
  for (const [method, url, body] of [
    ['POST', '/api/dayBsdCpnMng/999999/draw', undefined],
    ['POST', '/api/dayBsdCpnMng/999999/cancel', undefined],
    ['GET', '/api/dayBsdCpnMng/999999/winners', undefined],
    ['POST', '/api/dayBsdCpnMng/999999/winners/export', { reason: '상품 전달 명단 확인' }],
  ] as const)
    expect((await call(agent, method, url, body)).statusCode).toBe(404);
});

test('the demo seed holds a coupon day for today and a verified draw of last week', async () => {
  const guest = await anonymousAgent(ctx.app);
  const list = (await call(guest, 'GET', '/icec/api/dayBsdCpn/result/list')).json().list;
  const demo = list.find((c: { prizeNm: string }) => c.prizeNm === '도서상품권 1만원');
  const result = (await call(guest, 'GET', `/icec/api/dayBsdCpn/result/${demo.cpnId}`)).json();
  expect(result.entries.map((e: { shownNm: string }) => e.shownNm)).toEqual(['김*생', '김*생', '이*등']);
  expect(await sha256Hex(result.seedHex)).toBe(result.commitHash);
  expect(await drawWinners(result.seedHex, result.entries, 1, sha256Hex)).toEqual(result.winners.map((w: { entryNo: number }) => w.entryNo));
  const today = await ctx.app.db.select().from(dayBsdCpn).where(eq(dayBsdCpn.prizeNm, '문화상품권 5천원'));
  expect(today).toMatchObject([{ winnerCnt: 3, entryPoints: 30, cpnSttsCd: 'OPEN' }]);
  const waiting = await ctx.app.db.select().from(dayBsdCpn).where(eq(dayBsdCpn.prizeNm, '편의점 상품권 3천원'));
  expect(waiting).toMatchObject([{ drawYmd: addDays(inject('testSeedYmd'), -1), cpnSttsCd: 'OPEN', entryCnt: 3, winnerCnt: 2 }]);
  // the coupon seed's own moves (a demo grant, then the entries); the other point seeds add to the balances
  const couponPointsOf = async (userId: string) =>
    (await ctx.app.db.select({ points: pointLedger.points, idntfKey: pointLedger.idntfKey }).from(pointLedger).where(eq(pointLedger.userId, userId)))
      .filter((r) => r.idntfKey === 'ADJ:demo:cpn' || r.idntfKey.startsWith('CPN:cpn:'))
      .reduce((sum, r) => sum + r.points, 0);
  expect(await couponPointsOf('student1')).toBe(50);
  expect(await couponPointsOf('student2')).toBe(60);
});
