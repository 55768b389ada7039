import { EXPORT_MESSAGES, FUSN_RSVT_MESSAGES as M } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { callAs } from '../../test/board.test-helper.js';
import { addRsvt, fusnWorld } from '../../test/fusn.test-helper.js';
import { anonymousAgent, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { indvdlInfoAcsLog } from '../privacy-log/privacy-log.table.js';
import { fusnAply, fusnSesn } from './fusn.table.js';

const ctx = useTestApp();
const MNG = '/api/fusn/rsvt';
const call = (agent: TAgent, method: 'GET' | 'POST', url: string, payload?: object) => callAs(ctx.app, agent, method, url, payload);
const seatsOf = async (sesnId: number) => (await ctx.app.db.select().from(fusnSesn).where(eq(fusnSesn.sesnId, sesnId)))[0]!.rsvdCnt;

async function reserved(o: Parameters<typeof fusnWorld>[1] = {}) {
  const w = await fusnWorld(ctx.app, o);
  const schlRsvtId = await addRsvt(ctx.app.db, {
    sesnId: w.sesn.sesnId,
    sesnYmd: w.sesn.sesnYmd,
    schlCd: w.schlCd,
    rsvtUserId: w.career.userId,
    units: [
      ['1모둠', 10],
      ['2모둠', 10],
    ],
  });
  return { ...w, schlRsvtId, admin: await sessionFor(ctx.app, 'admin') };
}

test('every admin route answers 403 to a user session and 401 to a guest', async () => {
  const w = await reserved();
  const routes: ['GET' | 'POST', string, object?][] = [
    ['GET', MNG],
    ['GET', `${MNG}/${w.schlRsvtId}`],
    ['POST', `${MNG}/${w.schlRsvtId}/confirm`],
    ['POST', `${MNG}/${w.schlRsvtId}/cancel`, { cnclRsn: '센터 사정' }],
    ['GET', `${MNG}/${w.schlRsvtId}/stdnt`],
    ['POST', `${MNG}/excel`, { reason: '예약 현황 확인' }],
  ];
  const guest = await anonymousAgent(ctx.app);
  for (const [method, url, payload] of routes) {
    expect((await call(w.career.agent, method, url, payload)).statusCode, url).toBe(403);
    expect((await call(w.student.agent, method, url, payload)).statusCode, url).toBe(403);
    expect((await call(guest, method, url, payload)).statusCode, url).toBe(401);
  }
});

test('list with the deadline and confirmation views and the school keyword; confirm APLY once; view flags', async () => {
  const w = await reserved();
  const late = await reserved({ ddlnPassed: true });
  const ids = (query: string) =>
    call(w.admin, 'GET', `${MNG}?maxResults=100&${query}`).then((r) => r.json().list.map((i: { schlRsvtId: number }) => i.schlRsvtId));
  expect(await ids(`sttsView=APLY&prgrmId=${w.prgrm.prgrmId}`)).toEqual([w.schlRsvtId]);
  expect(await ids(`sttsView=CLSD&prgrmId=${late.prgrm.prgrmId}`)).toEqual([late.schlRsvtId]);
  expect(await ids(`prgrmId=${w.prgrm.prgrmId}&searchWrd=${encodeURIComponent('포트')}`)).toEqual([w.schlRsvtId]);
  expect(await ids(`prgrmId=${w.prgrm.prgrmId}&searchWrd=${encodeURIComponent('없는학교')}`)).toEqual([]);
  expect((await call(w.admin, 'GET', `${MNG}?bgngYmd=2026-05-02&endYmd=2026-05-01`)).json().data.fieldErrors.endYmd).toBe(M.periodOrder);

  expect((await call(w.admin, 'GET', `${MNG}/${w.schlRsvtId}`)).json()).toMatchObject({
    sttsView: 'APLY',
    confirmableYn: 'Y',
    cancelableYn: 'Y',
    rsvtUserNm: '최진로',
  });
  expect((await call(w.admin, 'POST', `${MNG}/${w.schlRsvtId}/confirm`)).statusCode).toBe(200);
  const again = await call(w.admin, 'POST', `${MNG}/${w.schlRsvtId}/confirm`);
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe(M.confirmOnlyAply);
  expect(await ids(`sttsView=CNFM&prgrmId=${w.prgrm.prgrmId}`)).toEqual([w.schlRsvtId]);
  expect((await call(w.admin, 'GET', `${MNG}/${w.schlRsvtId}`)).json()).toMatchObject({ sttsView: 'CNFM', confirmableYn: 'N' });
  expect((await call(w.admin, 'GET', `${MNG}/999999`)).statusCode).toBe(404);
});

test('cancel by an administrator: a reason of 2..500 characters, even after the deadline; seats back once; the school sees the reason', async () => {
  const w = await reserved({ ddlnPassed: true });
  await ctx.app.db.insert(fusnAply).values({ sesnId: w.sesn.sesnId, schlRsvtId: w.schlRsvtId, aplyUnitCd: '1', userId: w.student.userId, sttsCd: 'APLY' });
  const empty = await call(w.admin, 'POST', `${MNG}/${w.schlRsvtId}/cancel`, { cnclRsn: ' ' });
  expect(empty.statusCode).toBe(400);
  expect(empty.json().data.fieldErrors.cnclRsn).toBe(M.cnclRsnRequired);
  expect((await call(w.admin, 'POST', `${MNG}/${w.schlRsvtId}/cancel`, { cnclRsn: '가' })).json().data.fieldErrors.cnclRsn).toBe(M.cnclRsnLength);
  expect(await seatsOf(w.sesn.sesnId)).toBe(20);

  const answers = await Promise.all([1, 2].map(() => call(w.admin, 'POST', `${MNG}/${w.schlRsvtId}/cancel`, { cnclRsn: '주제관 공사' })));
  expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  expect(await seatsOf(w.sesn.sesnId)).toBe(0);
  expect((await ctx.app.db.select().from(fusnAply).where(eq(fusnAply.schlRsvtId, w.schlRsvtId)))[0]!.sttsCd).toBe('CNCL');
  expect((await call(w.career.agent, 'GET', `/icec/api/fusn/rsvt/${w.schlRsvtId}`)).json()).toMatchObject({ sttsView: 'CNCL', cnclRsn: '주제관 공사' });
});

test('a session that has ended cannot be cancelled or confirmed', async () => {
  const w = await fusnWorld(ctx.app);
  await ctx.app.db
    .update(fusnSesn)
    .set({ bgngDt: new Date(Date.now() - 3 * 3_600_000), endDt: new Date(Date.now() - 3_600_000), ddlnDt: new Date(Date.now() - 86_400_000) })
    .where(eq(fusnSesn.sesnId, w.sesn.sesnId));
  const schlRsvtId = await addRsvt(ctx.app.db, {
    sesnId: w.sesn.sesnId,
    sesnYmd: w.sesn.sesnYmd,
    schlCd: w.schlCd,
    rsvtUserId: w.career.userId,
    units: [['A', 5]],
  });
  const admin = await sessionFor(ctx.app, 'admin');
  const res = await call(admin, 'POST', `${MNG}/${schlRsvtId}/cancel`, { cnclRsn: '늦은 취소' });
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toBe(M.adminCancelAfterEnd);
  expect((await call(admin, 'POST', `${MNG}/${schlRsvtId}/confirm`)).statusCode).toBe(409);
  expect((await call(admin, 'GET', `${MNG}/${schlRsvtId}`)).json()).toMatchObject({ sttsView: 'CMPL', cancelableYn: 'N', confirmableYn: 'N' });
});

test('student list with full names and the Excel export with a reason, both in the personal-data log', async () => {
  const w = await reserved();
  await ctx.app.db.insert(fusnAply).values({ sesnId: w.sesn.sesnId, schlRsvtId: w.schlRsvtId, aplyUnitCd: '2', userId: w.classmate.userId, sttsCd: 'APLY' });
  const list = (await call(w.admin, 'GET', `${MNG}/${w.schlRsvtId}/stdnt`)).json();
  expect(list.units.map((u: { unitNm: string }) => u.unitNm)).toEqual(['1모둠', '2모둠']);
  expect(list.list).toEqual([expect.objectContaining({ userId: w.classmate.userId, userNm: '이학급', grd: 2, clsNo: 3, aplyUnitCd: '2' })]);

  const noReason = await call(w.admin, 'POST', `${MNG}/excel`, { prgrmId: w.prgrm.prgrmId });
  expect(noReason.statusCode).toBe(400);
  expect(noReason.json().message).toBe(EXPORT_MESSAGES.reasonRequired);
  const file = await call(w.admin, 'POST', `${MNG}/excel`, { prgrmId: w.prgrm.prgrmId, reason: '예약 현황 보고' });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-disposition']).toContain('fusion-reservations_');
  expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
  const logs = await ctx.app.db.select().from(indvdlInfoAcsLog).where(eq(indvdlInfoAcsLog.actorUserId, 'admin'));
  expect(logs.some((l) => l.actnCd === 'EXPORT' && l.reason === '예약 현황 보고')).toBe(true);
  expect(logs.some((l) => l.actnCd === 'VIEW' && l.trgtDesc?.includes(String(w.schlRsvtId)))).toBe(true);
});
