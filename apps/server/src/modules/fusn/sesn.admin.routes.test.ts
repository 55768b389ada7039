import { commitOf, deadlineOf, FUSN_PRGRM_MESSAGES as M, seoulInstant } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { memberAgent } from '../../test/board.test-helper.js';
import { TEST_SECRET, useTestApp } from '../../test/test-app.js';
import { seedHexOf, sha256Hex } from './draw-seed.js';
import { fusnAply, fusnAplyUnit, fusnClsr, fusnSchlRsvt, fusnSesn } from './fusn.table.js';
import { fusnAdmin } from './prgrm.test-helper.js';

const ctx = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const admin = () => fusnAdmin(ctx.app);
const db = () => ctx.database.db;

// 2032-03-01 is a Monday; days far ahead keep the demo's closure days out of the way
const WEEK = { bgngYmd: '2032-03-01', endYmd: '2032-03-14' };
const SLOTS = [
  { bgngTm: '10:00', endTm: '12:00', cpcty: 60 },
  { bgngTm: '14:00', endTm: '16:00', cpcty: 40 },
];

test('a pattern makes sessions on its weekdays and slots, skipping closure days and sessions already there', async () => {
  const a = admin();
  const prgrmId = await a.program({ ddlnDays: 2 });
  expect((await a.call('POST', '/api/fusn/clsr', { clsrYmd: '2032-03-03', clsrSeCd: 'HLDY', clsrNm: '삼일절 대체' })).statusCode).toBe(200);
  expect((await a.call('POST', `/api/fusn/prgrm/${prgrmId}/sesn`, { sesnYmd: '2032-03-10', bgngTm: '10:00', endTm: '11:00', cpcty: 5 })).statusCode).toBe(200);

  const res = await a.call('POST', `/api/fusn/prgrm/${prgrmId}/sesn/generate`, { ...WEEK, weekdays: [3, 5], slots: SLOTS });
  expect(res.statusCode).toBe(200);
  // Wed 3 (closed), Fri 5, Wed 10 (10:00 exists), Fri 12: 4 days x 2 slots - 2 closed - 1 existing
  expect(res.json()).toEqual({
    result: 'SUCCESS',
    createdCnt: 5,
    skipped: [
      { sesnYmd: '2032-03-03', bgngTm: '10:00', rsn: 'CLSR', clsrNm: '삼일절 대체' },
      { sesnYmd: '2032-03-03', bgngTm: '14:00', rsn: 'CLSR', clsrNm: '삼일절 대체' },
      { sesnYmd: '2032-03-10', bgngTm: '10:00', rsn: 'DUP', clsrNm: null },
    ],
  });
  const sesns = await a.sesns(prgrmId);
  expect(sesns.map((s) => `${s.sesnYmd} ${s.bgngTm} ${s.cpcty}`)).toEqual([
    '2032-03-05 10:00 60',
    '2032-03-05 14:00 40',
    '2032-03-10 10:00 5',
    '2032-03-10 14:00 40',
    '2032-03-12 10:00 60',
    '2032-03-12 14:00 40',
  ]);
  const [first] = await db().select().from(fusnSesn).where(eq(fusnSesn.sesnId, sesns[0]!.sesnId));
  expect(first).toMatchObject({
    bgngDt: seoulInstant('2032-03-05', '10:00'),
    endDt: seoulInstant('2032-03-05', '12:00'),
    ddlnDt: deadlineOf('2032-03-05', '10:00', 2),
  });
  expect(first!.seedSalt).toBeNull();

  const again = (await a.call('POST', `/api/fusn/prgrm/${prgrmId}/sesn/generate`, { ...WEEK, weekdays: [3, 5], slots: SLOTS })).json();
  expect(again.createdCnt).toBe(0);
  expect(again.skipped).toHaveLength(8);
});

test("a lottery program's sessions carry a salt and the commitment of their seed", async () => {
  const a = admin();
  const prgrmId = await a.program({ prgrmSeCd: 'INDV', slctSeCd: 'LTRY', schlLvls: ['HI01'] });
  expect((await a.call('POST', `/api/fusn/prgrm/${prgrmId}/sesn/generate`, { ...WEEK, weekdays: [1], slots: SLOTS.slice(0, 1) })).statusCode).toBe(200);
  const rows = await db().select().from(fusnSesn).where(eq(fusnSesn.prgrmId, prgrmId));
  expect(rows).toHaveLength(2);
  for (const row of rows) {
    expect(row.seedSalt).toMatch(/^[0-9a-f]{32}$/);
    expect(row.commitHash).toBe(await commitOf(seedHexOf(TEST_SECRET, row.sesnId, row.seedSalt!), sha256Hex));
    expect(row.seedHex).toBeNull();
  }
  expect(new Set(rows.map((r) => r.seedSalt)).size).toBe(2);
  const listed = await a.sesns(prgrmId);
  expect(listed[0]).toMatchObject({ commitHash: rows.find((r) => r.sesnId === listed[0]!.sesnId)!.commitHash, drawnAt: null });
});

test('pattern rules answer in Korean and make nothing', async () => {
  const a = admin();
  const prgrmId = await a.program();
  const bad = await a.call('POST', `/api/fusn/prgrm/${prgrmId}/sesn/generate`, {
    bgngYmd: '2032-03-10',
    endYmd: '2032-03-01',
    weekdays: [],
    slots: [{ bgngTm: '25:00', endTm: '10:00', cpcty: 0 }],
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().data.fieldErrors).toMatchObject({
    endYmd: M.period,
    weekdays: M.weekdays,
    'slots.0.bgngTm': M.time,
    'slots.0.cpcty': '1 이상의 값을 입력해 주세요.',
  });
  const tooLong = await a.call('POST', `/api/fusn/prgrm/${prgrmId}/sesn/generate`, {
    bgngYmd: '2032-03-01',
    endYmd: '2033-03-01',
    weekdays: [1],
    slots: SLOTS,
  });
  expect(tooLong.json().data.fieldErrors).toEqual({ endYmd: M.periodYear });
  expect(await a.sesns(prgrmId)).toEqual([]);
  expect((await a.call('POST', '/api/fusn/prgrm/2000000000/sesn/generate', { ...WEEK, weekdays: [1], slots: SLOTS })).statusCode).toBe(404);
});

test('one session: no duplicate, not on a closure day; an edit keeps the seats taken and recomputes the times', async () => {
  const a = admin();
  const prgrmId = await a.program({ ddlnDays: 0 });
  await a.call('POST', '/api/fusn/clsr', { clsrYmd: '2032-04-06', clsrSeCd: 'CNTR', clsrNm: '시설 점검' });
  const one = { sesnYmd: '2032-04-07', bgngTm: '10:00', endTm: '12:00', cpcty: 30 };
  const created = await a.call('POST', `/api/fusn/prgrm/${prgrmId}/sesn`, one);
  expect(created.statusCode).toBe(200);
  const sesnId = created.json().sesnId;
  expect(created.json()).toMatchObject({ ...one, rsvdCnt: 0, sttsCd: 'OPEN', ddlnDt: seoulInstant('2032-04-07', '10:00').toISOString() });
  expect((await a.call('POST', `/api/fusn/prgrm/${prgrmId}/sesn`, one)).json().message).toBe(M.sesnDup);
  const closed = await a.call('POST', `/api/fusn/prgrm/${prgrmId}/sesn`, { ...one, sesnYmd: '2032-04-06' });
  expect(closed.statusCode).toBe(409);
  expect(closed.json().message).toBe(M.sesnOnClsr('시설 점검'));

  await db().update(fusnSesn).set({ rsvdCnt: 20 }).where(eq(fusnSesn.sesnId, sesnId));
  const below = await a.call('PUT', `/api/fusn/sesn/${sesnId}`, { ...one, cpcty: 19 });
  expect(below.statusCode).toBe(409);
  expect(below.json().message).toBe(M.cpctyBelowRsvd(20));
  // past days are allowed: an administrator corrects a record
  const moved = await a.call('PUT', `/api/fusn/sesn/${sesnId}`, { sesnYmd: '2020-05-06', bgngTm: '13:00', endTm: '15:30', cpcty: 20 });
  expect(moved.statusCode).toBe(200);
  expect(moved.json()).toMatchObject({
    sesnYmd: '2020-05-06',
    bgngDt: seoulInstant('2020-05-06', '13:00').toISOString(),
    endDt: seoulInstant('2020-05-06', '15:30').toISOString(),
    ddlnDt: seoulInstant('2020-05-06', '13:00').toISOString(),
    cpcty: 20,
    rsvdCnt: 20,
  });
  expect((await a.call('PUT', `/api/fusn/sesn/${sesnId}`, { ...one, sesnYmd: '2032-04-06' })).statusCode).toBe(409);
  expect((await a.call('PUT', '/api/fusn/sesn/2000000000', one)).statusCode).toBe(404);
});

test("an administrator's cancellation cancels the session's reservations and applications and returns the seats", async () => {
  const a = admin();
  const prgrmId = await a.program({}, { pattern: { ...WEEK, weekdays: [2], slots: SLOTS.slice(0, 1) }, open: true });
  const [sesn] = await a.sesns(prgrmId);
  const teacher = await memberAgent(ctx.app, 'T', '예약교사', { schlCd: '9990004' });
  const student = await memberAgent(ctx.app, 'S', '김학생', { schlCd: '9990004' });
  const [rsvt] = await db()
    .insert(fusnSchlRsvt)
    .values({ sesnId: sesn!.sesnId, schlCd: '9990004', rsvtUserId: teacher.userId, stdntCnt: 25, schlYr: 2031, term: 2, sttsCd: 'CNFM' })
    .returning();
  await db().insert(fusnAplyUnit).values({ schlRsvtId: rsvt!.schlRsvtId, aplyUnitCd: '1', unitNm: '1모둠', cpcty: 25, aplyCnt: 1 });
  await db().insert(fusnAply).values({ sesnId: sesn!.sesnId, schlRsvtId: rsvt!.schlRsvtId, aplyUnitCd: '1', userId: student.userId, sttsCd: 'APLY' });
  await db().update(fusnSesn).set({ rsvdCnt: 25 }).where(eq(fusnSesn.sesnId, sesn!.sesnId));

  expect((await a.call('POST', `/api/fusn/sesn/${sesn!.sesnId}/cancel`, { cnclRsn: ' ' })).json().data.fieldErrors).toEqual({ cnclRsn: M.cnclRsn });
  const res = await a.call('POST', `/api/fusn/sesn/${sesn!.sesnId}/cancel`, { cnclRsn: '시설 공사' });
  expect(res.json()).toEqual({ result: 'SUCCESS', rsvtCnt: 1, aplyCnt: 1 });
  const [after] = await db().select().from(fusnSesn).where(eq(fusnSesn.sesnId, sesn!.sesnId));
  expect(after).toMatchObject({ sttsCd: 'CNCL', rsvdCnt: 0 });
  const [r] = await db().select().from(fusnSchlRsvt).where(eq(fusnSchlRsvt.schlRsvtId, rsvt!.schlRsvtId));
  expect(r).toMatchObject({ sttsCd: 'CNCL', cnclRsn: '시설 공사', cnclBy: 'admin' });
  expect((await db().select().from(fusnAply).where(eq(fusnAply.sesnId, sesn!.sesnId)))[0]).toMatchObject({ sttsCd: 'CNCL' });
  expect((await db().select().from(fusnAplyUnit).where(eq(fusnAplyUnit.schlRsvtId, rsvt!.schlRsvtId)))[0]!.aplyCnt).toBe(0);

  const twice = await a.call('POST', `/api/fusn/sesn/${sesn!.sesnId}/cancel`, { cnclRsn: '다시' });
  expect(twice.statusCode).toBe(409);
  expect(twice.json().message).toBe(M.sesnCancelled);
  expect((await a.call('PUT', `/api/fusn/sesn/${sesn!.sesnId}`, { sesnYmd: '2032-03-02', bgngTm: '10:00', endTm: '12:00', cpcty: 10 })).json().message).toBe(
    M.sesnCancelled,
  );
});

test('a closure day with live sessions is refused, naming how many, until they are cancelled', async () => {
  const a = admin();
  const p1 = await a.program({}, { pattern: { bgngYmd: '2032-05-04', endYmd: '2032-05-04', weekdays: [2], slots: SLOTS } });
  await a.program({}, { pattern: { bgngYmd: '2032-05-04', endYmd: '2032-05-04', weekdays: [2], slots: SLOTS.slice(0, 1) } });
  const day = { clsrYmd: '2032-05-04', clsrSeCd: 'CNTR', clsrNm: '임시 휴관' };
  const refused = await a.call('POST', '/api/fusn/clsr', day);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(M.clsrHasSesn(3));
  expect(await db().select().from(fusnClsr).where(eq(fusnClsr.clsrYmd, '2032-05-04'))).toEqual([]);

  for (const s of await a.sesns(p1)) await a.call('POST', `/api/fusn/sesn/${s.sesnId}/cancel`, { cnclRsn: '휴관' });
  expect((await a.call('POST', '/api/fusn/clsr', day)).json().message).toBe(M.clsrHasSesn(1));

  const holiday = { clsrYmd: '2032-05-05', clsrSeCd: 'HLDY', clsrNm: '어린이날' };
  expect((await a.call('POST', '/api/fusn/clsr', holiday)).statusCode).toBe(200);
  expect((await a.call('POST', '/api/fusn/clsr', { ...holiday, clsrNm: '어린이날(휴관)' })).statusCode).toBe(200);
  const list = (await a.call('GET', '/api/fusn/clsr?year=2032')).json().list;
  expect(list.filter((c: { clsrYmd: string }) => c.clsrYmd === '2032-05-05')).toEqual([
    expect.objectContaining({ clsrSeCd: 'HLDY', clsrNm: '어린이날(휴관)' }),
  ]);
  expect((await a.call('POST', '/api/fusn/clsr', { clsrYmd: '2032-02-30', clsrSeCd: 'HLDY', clsrNm: 'x' })).statusCode).toBe(400);
  expect((await a.call('POST', '/api/fusn/clsr', { ...holiday, clsrNm: '' })).json().data.fieldErrors).toEqual({ clsrNm: M.clsrNm });

  expect((await a.call('DELETE', '/api/fusn/clsr/2032-05-05')).statusCode).toBe(200);
  expect((await a.call('DELETE', '/api/fusn/clsr/2032-05-05')).statusCode).toBe(404);
});
