import { addDays, FUSN_CALENDAR_MAX_DAYS, mondayOf, seoulDate } from '@portal/contract';
import { and, eq, gte, lte } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { anonymousAgent } from '../../test/identity.js';
import { callAs } from '../../test/board.test-helper.js';
import { useTestApp } from '../../test/test-app.js';
import { fusnClsr, fusnSesn } from './fusn.table.js';
import { createHall, fusnAdmin } from './prgrm.test-helper.js';

const ctx = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const db = () => ctx.database.db;
// a week some five weeks ahead, clear of the demo's closure days
const monday = mondayOf(addDays(seoulDate(), 35));
const slot = (cpcty: number) => [{ bgngTm: '10:00', endTm: '12:00', cpcty }];
const guestGet = async (url: string) => callAs(ctx.app, await anonymousAgent(ctx.app), 'GET', url);

/** The calendar's answer and the Seoul day it was asked on (either side of the call: a run may cross midnight). */
async function calendarOn(url: string) {
  const before = seoulDate();
  const res = await guestGet(url);
  const today: string = res.json().today;
  expect([before, seoulDate()]).toContain(today);
  return { res, today };
}

type TSesn = { sesnId: number; prgrmId: number; sesnYmd: string; remaining: number; bookable: boolean; hallNms: string[] };

test('the calendar shows the open and closed programs with the seats left and whether each session can be booked', async () => {
  await db()
    .delete(fusnClsr)
    .where(and(gte(fusnClsr.clsrYmd, monday), lte(fusnClsr.clsrYmd, addDays(monday, 6))));
  const a = fusnAdmin(ctx.app);
  const hall = await createHall(ctx.app, '우주관');
  const week = { bgngYmd: addDays(monday, 1), endYmd: addDays(monday, 3), weekdays: [2, 3, 4], slots: slot(30) };
  const open = await a.program({ halls: [hall], prgrmNm: '우주 탐사' }, { pattern: week, open: true });
  const later = await a.program({ halls: [hall], opnDt: '2099-01-01T00:00:00+09:00' }, { pattern: week, open: true });
  const closed = await a.program({ halls: [hall] }, { pattern: week, open: true });
  await a.call('POST', `/api/fusn/prgrm/${closed}/stts`, { sttsCd: 'CLOSED' });
  const draft = await a.program({ halls: [hall] }, { pattern: week });
  const indv = await a.program({ halls: [hall], prgrmSeCd: 'INDV' }, { pattern: week, open: true });

  const [tue, wed, thu] = await a.sesns(open);
  await db().update(fusnSesn).set({ rsvdCnt: 12 }).where(eq(fusnSesn.sesnId, tue!.sesnId));
  await db().update(fusnSesn).set({ rsvdCnt: 30 }).where(eq(fusnSesn.sesnId, wed!.sesnId));
  await db()
    .update(fusnSesn)
    .set({ ddlnDt: new Date(Date.now() - 60_000) })
    .where(eq(fusnSesn.sesnId, thu!.sesnId));

  const { res, today } = await calendarOn(`/icec/api/fusn/calendar?startDay=${monday}&prgrmSeCd=GRP`);
  expect(res.statusCode).toBe(200);
  const cal = res.json();
  expect(cal).toMatchObject({ startDay: monday, endDay: addDays(monday, 6), days: 7 });
  const mine = (prgrmId: number) => cal.sesns.filter((s: TSesn) => s.prgrmId === prgrmId);
  expect(mine(open).map((s: TSesn) => [s.sesnYmd, s.remaining, s.bookable])).toEqual([
    [addDays(monday, 1), 18, true],
    [addDays(monday, 2), 0, false],
    [addDays(monday, 3), 30, false],
  ]);
  expect(mine(open)[0]).toMatchObject({ prgrmNm: '우주 탐사', hallNms: ['우주관'], prgrmSeCd: 'GRP', cpcty: 30 });
  expect(mine(later).map((s: TSesn) => s.bookable)).toEqual([false, false, false]);
  expect(mine(closed).map((s: TSesn) => s.bookable)).toEqual([false, false, false]);
  expect(mine(draft)).toEqual([]);
  expect(mine(indv)).toEqual([]);
  expect(cal.dateRules).toMatchObject({ minDate: today, maxDate: addDays(today, FUSN_CALENDAR_MAX_DAYS), disabledWeekdays: [0, 6] });
  expect(cal.dateRules.allowedDates).toContain(addDays(monday, 1));

  const indvOnly = (await guestGet(`/icec/api/fusn/calendar?startDay=${monday}&prgrmSeCd=INDV`)).json();
  expect(indvOnly.sesns.every((s: TSesn & { prgrmSeCd: string }) => s.prgrmSeCd === 'INDV')).toBe(true);
  expect(indvOnly.sesns.filter((s: TSesn) => s.prgrmId === indv)).toHaveLength(3);

  // a closure day is disabled in the picker and listed in the shown days
  await db()
    .update(fusnSesn)
    .set({ sttsCd: 'CNCL' })
    .where(eq(fusnSesn.sesnYmd, addDays(monday, 4)));
  await a.call('POST', '/api/fusn/clsr', { clsrYmd: addDays(monday, 4), clsrSeCd: 'CNTR', clsrNm: '시설 점검' });
  const withClosure = (await guestGet(`/icec/api/fusn/calendar?startDay=${monday}`)).json();
  expect(withClosure.clsrs).toEqual([{ clsrYmd: addDays(monday, 4), clsrSeCd: 'CNTR', clsrNm: '시설 점검' }]);
  expect(withClosure.dateRules.disabledDates).toContain(addDays(monday, 4));
  expect(withClosure.dateRules.allowedDates).not.toContain(addDays(monday, 4));
});

test('the calendar starts on this Monday by default, shows five weeks on request, and refuses other spans', async () => {
  const { res, today } = await calendarOn('/icec/api/fusn/calendar');
  const week = res.json();
  expect(week).toMatchObject({ startDay: mondayOf(today), days: 7, endDay: addDays(mondayOf(today), 6) });
  const month = (await guestGet(`/icec/api/fusn/calendar?startDay=${monday}&days=35`)).json();
  expect(month).toMatchObject({ startDay: monday, endDay: addDays(monday, 34), days: 35 });
  expect((await guestGet('/icec/api/fusn/calendar?days=10')).statusCode).toBe(400);
  expect((await guestGet('/icec/api/fusn/calendar?startDay=2026-02-30')).statusCode).toBe(400);
});

test('the public program view: a draft is not found; an open program shows its halls and coming sessions', async () => {
  const a = fusnAdmin(ctx.app);
  const hall = await createHall(ctx.app, '바다관');
  const pattern = { bgngYmd: addDays(monday, 1), endYmd: addDays(monday, 1), weekdays: [2], slots: slot(20) };
  const draft = await a.program({ halls: [hall] }, { pattern });
  expect((await guestGet(`/icec/api/fusn/prgrm/${draft}`)).statusCode).toBe(404);
  expect((await guestGet('/icec/api/fusn/prgrm/2000000000')).statusCode).toBe(404);
  await a.call('POST', `/api/fusn/prgrm/${draft}/stts`, { sttsCd: 'OPEN' });
  const view = (await guestGet(`/icec/api/fusn/prgrm/${draft}`)).json();
  expect(view).toMatchObject({
    prgrmId: draft,
    sttsCd: 'OPEN',
    halls: [{ bmnexhlId: hall, bmnexhlNm: '바다관' }],
    bfrSrvyYn: 'Y',
    dgstfnSrvyYn: 'Y',
    sesns: [expect.objectContaining({ sesnYmd: addDays(monday, 1), remaining: 20, bookable: true })],
  });
  // the before-survey's id: a student answers it (ctx sesn:<sesnId>) before applying to an individual session
  expect(view.bfrSrvyId).toEqual(expect.any(Number));
});
