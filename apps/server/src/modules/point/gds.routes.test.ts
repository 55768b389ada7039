import { EXPORT_MESSAGES, GDS_MESSAGES as M, POINT_MESSAGES, XLSX_CONTENT_TYPE } from '@portal/contract';
import { readSheet } from 'read-excel-file/node';
import { desc, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { callAs, memberAgent, type TMethod } from '../../test/board.test-helper.js';
import { anonymousAgent, sessionFor, type TAgent } from '../../test/identity.js';
import { SAMPLES, upload } from '../../test/files.test-helper.js';
import { useTestApp } from '../../test/test-app.js';
import { balanceAndSum, createGood, givePoints, stockOf } from './gds.test-helper.js';
import { indvdlInfoAcsLog } from '../privacy-log/privacy-log.table.js';
import { pointBsdGdsOrder, pointLedger } from './point.table.js';

const ctx = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const call = (agent: TAgent, method: TMethod, url: string, payload?: object) => callAs(ctx.app, agent, method, url, payload);
const db = () => ctx.database.db;

async function student(points = 0, school = { schlCd: '9990004', schlNm: '진로중학교' }) {
  const s = await memberAgent(ctx.app, 'S', '김학생', school);
  if (points) await givePoints(db(), s.userId, points);
  return s;
}
const order = (agent: TAgent, gdsId: number, body: object = {}) => call(agent, 'POST', `/icec/api/pointBsdGds/${gdsId}/order`, body);

test('a student sees the goods on sale today with the stock left and their own count, and exchanges points for one', async () => {
  const s = await student(1000);
  const gdsId = await createGood(db(), { gdsNm: '진로 탐색 플래너', gdsPoints: 300, stockCnt: 3, buyLimitCnt: 2 });
  const offUse = await createGood(db(), { useYn: 'N' });
  const ended = await createGood(db(), { bgngYmd: '2020-01-01', endYmd: '2020-12-31' });

  const listed = (await call(s.agent, 'GET', '/icec/api/pointBsdGds/list')).json();
  expect(listed.balance).toBe(1000);
  const ids = listed.list.map((g: { gdsId: number }) => g.gdsId);
  expect(ids).toContain(gdsId);
  expect(ids).not.toContain(offUse);
  expect(ids).not.toContain(ended);

  const res = await order(s.agent, gdsId);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ result: 'SUCCESS', balance: 700 });
  expect(await stockOf(db(), gdsId)).toBe(2);
  const good = (await call(s.agent, 'GET', '/icec/api/pointBsdGds/list')).json().list.find((g: { gdsId: number }) => g.gdsId === gdsId);
  expect(good).toMatchObject({ stockCnt: 2, myOrderCnt: 1, gdsPoints: 300 });

  const [orderRow] = await db().select().from(pointBsdGdsOrder).where(eq(pointBsdGdsOrder.userId, s.userId));
  expect(orderRow).toMatchObject({ gdsId, orderSttsCd: 'RQST', schlCd: '9990004', schlNm: '진로중학교', gdsPoints: 300 });
  const ledger = await db().select().from(pointLedger).where(eq(pointLedger.userId, s.userId)).orderBy(pointLedger.ledgerId);
  expect(ledger.at(-1)).toMatchObject({
    pointTypeCd: 'GDS',
    points: -300,
    balanceAfter: 700,
    reason: '상품 교환: 진로 탐색 플래너',
    srcUrl: '/myPage/cmpnPoint/pointBsdGds',
    idntfKey: `GDS:gdsOrder:${orderRow!.orderId}`,
  });

  const mine = (await call(s.agent, 'GET', '/icec/api/pointBsdGds/order/list')).json();
  expect(mine.list).toEqual([expect.objectContaining({ orderId: orderRow!.orderId, gdsNm: '진로 탐색 플래너', orderSttsCd: 'RQST', gdsPoints: 300 })]);
});

test('the per-student limit, a good off sale, sold out or missing are refused with nothing moved', async () => {
  const s = await student(1000);
  const gdsId = await createGood(db(), { buyLimitCnt: 1, stockCnt: 5, gdsPoints: 10 });
  expect((await order(s.agent, gdsId)).statusCode).toBe(200);
  const limited = await order(s.agent, gdsId);
  expect(limited.statusCode).toBe(409);
  expect(limited.json().message).toBe(M.limit(1));
  expect(await stockOf(db(), gdsId)).toBe(4);

  const soldOut = await createGood(db(), { stockCnt: 0 });
  expect((await order(s.agent, soldOut)).json().message).toBe(M.soldOut);
  const off = await createGood(db(), { useYn: 'N' });
  expect((await order(s.agent, off)).json().message).toBe(M.notOnSale);
  const later = await createGood(db(), { bgngYmd: '2099-01-01', endYmd: '2099-12-31' });
  expect((await order(s.agent, later)).statusCode).toBe(409);
  expect((await order(s.agent, 2_000_000_000)).statusCode).toBe(404);
  expect((await order(s.agent, gdsId, { requestKey: 'not-a-uuid' })).statusCode).toBe(400);
  expect((await balanceAndSum(db(), s.userId)).balance).toBe(990);
});

test('a student with too few points gets POINT_SHORT and the stock is unchanged', async () => {
  const s = await student(50);
  const gdsId = await createGood(db(), { gdsPoints: 100, stockCnt: 7 });
  const res = await order(s.agent, gdsId);
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toBe(POINT_MESSAGES.short);
  expect(await stockOf(db(), gdsId)).toBe(7);
  expect(await db().select().from(pointBsdGdsOrder).where(eq(pointBsdGdsOrder.userId, s.userId))).toEqual([]);
  expect(await balanceAndSum(db(), s.userId)).toEqual({ balance: 50, sum: 50, gdsRows: 0 });
});

test('a repeated request key (a double click) has one effect, in parallel too', async () => {
  const s = await student(1000);
  const gdsId = await createGood(db(), { gdsPoints: 100, stockCnt: 10, buyLimitCnt: 5 });
  const requestKey = '6f1c1e0e-4b7a-4c55-9d7e-2f1f4a3b5c6d';
  const answers = await Promise.all([1, 2, 3, 4].map(() => order(s.agent, gdsId, { requestKey })));
  expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
  expect(new Set(answers.map((r) => r.json().orderId)).size).toBe(1);
  expect(await stockOf(db(), gdsId)).toBe(9);
  expect(await balanceAndSum(db(), s.userId)).toEqual({ balance: 900, sum: 900, gdsRows: 1 });
  // the order keeps its key; the ledger row's key is the order
  const orderId = answers[0]!.json().orderId as number;
  const [row] = await db().select().from(pointBsdGdsOrder).where(eq(pointBsdGdsOrder.orderId, orderId));
  expect(row!.requestKey).toBe(requestKey);
  const ledger = await db().select().from(pointLedger).where(eq(pointLedger.userId, s.userId)).orderBy(desc(pointLedger.ledgerId)).limit(1);
  expect(ledger[0]!.idntfKey).toBe(`GDS:gdsOrder:${orderId}`);
  // a late repeat (the first one committed long ago) is still the first order's answer
  expect((await order(s.agent, gdsId, { requestKey })).json()).toEqual({ result: 'SUCCESS', orderId, balance: 900 });
  expect(await stockOf(db(), gdsId)).toBe(9);
  // another click (another key) is another exchange
  expect((await order(s.agent, gdsId, { requestKey: '7f1c1e0e-4b7a-4c55-9d7e-2f1f4a3b5c6d' })).json().balance).toBe(800);
  // orders without a key are each their own
  expect((await order(s.agent, gdsId)).json().balance).toBe(700);
  expect((await order(s.agent, gdsId)).json().balance).toBe(600);
  expect(await balanceAndSum(db(), s.userId)).toEqual({ balance: 600, sum: 600, gdsRows: 4 });
});

test('a repeated request key that took the last item or reached the limit still answers the first order', async () => {
  const s = await student(1000);
  const last = await createGood(db(), { gdsPoints: 100, stockCnt: 1, buyLimitCnt: 5 });
  const lastKey = '1a1c1e0e-4b7a-4c55-9d7e-2f1f4a3b5c6d';
  const onLast = await Promise.all([1, 2, 3, 4].map(() => order(s.agent, last, { requestKey: lastKey })));
  expect(onLast.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
  expect(new Set(onLast.map((r) => r.json().orderId)).size).toBe(1);
  expect(await stockOf(db(), last)).toBe(0);

  const limited = await createGood(db(), { gdsPoints: 100, stockCnt: 10, buyLimitCnt: 1 });
  const limitKey = '2a1c1e0e-4b7a-4c55-9d7e-2f1f4a3b5c6d';
  const onLimit = await Promise.all([1, 2, 3, 4].map(() => order(s.agent, limited, { requestKey: limitKey })));
  expect(onLimit.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
  expect(new Set(onLimit.map((r) => r.json().orderId)).size).toBe(1);
  expect(await stockOf(db(), limited)).toBe(9);
  // a new key on the limit is refused
  expect((await order(s.agent, limited, { requestKey: '3a1c1e0e-4b7a-4c55-9d7e-2f1f4a3b5c6d' })).json().message).toBe(M.limit(1));
  expect(await balanceAndSum(db(), s.userId)).toEqual({ balance: 800, sum: 800, gdsRows: 2 });
});

test('a request key of an order of another good is refused with nothing moved; another student may use the same key', async () => {
  const s = await student(1000);
  const first = await createGood(db(), { gdsPoints: 100, stockCnt: 5 });
  const second = await createGood(db(), { gdsPoints: 100, stockCnt: 5 });
  const soldOut = await createGood(db(), { stockCnt: 0 });
  const requestKey = '4a1c1e0e-4b7a-4c55-9d7e-2f1f4a3b5c6d';
  expect((await order(s.agent, first, { requestKey })).statusCode).toBe(200);
  for (const gdsId of [second, soldOut]) {
    const reused = await order(s.agent, gdsId, { requestKey });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(M.requestKey);
  }
  expect(await stockOf(db(), second)).toBe(5);
  expect(await balanceAndSum(db(), s.userId)).toEqual({ balance: 900, sum: 900, gdsRows: 1 });

  const other = await student(1000);
  expect((await order(other.agent, first, { requestKey })).json()).toMatchObject({ result: 'SUCCESS', balance: 900 });
  expect(await stockOf(db(), first)).toBe(3);
});

test('a student cancels a requested order once: stock back, one refund, even with parallel cancels', async () => {
  const s = await student(500);
  const gdsId = await createGood(db(), { gdsPoints: 200, stockCnt: 2 });
  const { orderId } = (await order(s.agent, gdsId)).json();
  const answers = await Promise.all(Array.from({ length: 8 }, () => call(s.agent, 'POST', `/icec/api/pointBsdGds/order/${orderId}/cancel`)));
  expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
  expect(answers.filter((r) => r.statusCode === 409).map((r) => r.json().message)).toEqual(Array(7).fill(M.notRequested));
  expect(await stockOf(db(), gdsId)).toBe(2);
  const ledger = await db().select().from(pointLedger).where(eq(pointLedger.userId, s.userId)).orderBy(pointLedger.ledgerId);
  expect(ledger.map((r) => [r.pointTypeCd, r.points, r.balanceAfter])).toEqual([
    ['ADJ', 500, 500],
    ['GDS', -200, 300],
    ['GDS', 200, 500],
  ]);
  expect(ledger.at(-1)).toMatchObject({ idntfKey: `GDS:gdsRefund:${orderId}`, reason: expect.stringContaining('상품 교환 취소') });
  const mine = (await call(s.agent, 'GET', '/icec/api/pointBsdGds/order/list')).json();
  expect(mine.list[0]).toMatchObject({ orderId, orderSttsCd: 'CNCL' });
});

test('denied: guest 401, teacher and general member 403, another student’s order 404', async () => {
  const gdsId = await createGood(db());
  const guest = await anonymousAgent(ctx.app);
  for (const [method, url] of [
    ['GET', '/icec/api/pointBsdGds/list'],
    ['POST', `/icec/api/pointBsdGds/${gdsId}/order`],
    ['GET', '/icec/api/pointBsdGds/order/list'],
    ['POST', '/icec/api/pointBsdGds/order/1/cancel'],
  ] as const) {
    expect((await call(guest, method, url, method === 'POST' ? {} : undefined)).statusCode).toBe(401);
    for (const type of ['T', 'G'] as const) {
      const other = await memberAgent(ctx.app, type);
      const res = await call(other.agent, method, url, method === 'POST' ? {} : undefined);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(POINT_MESSAGES.holderOnly);
    }
  }
  const owner = await student(500);
  const { orderId } = (await order(owner.agent, gdsId)).json();
  const stranger = await student(500);
  const res = await call(stranger.agent, 'POST', `/icec/api/pointBsdGds/order/${orderId}/cancel`);
  expect(res.statusCode).toBe(404);
  expect((await call(stranger.agent, 'GET', '/icec/api/pointBsdGds/order/list')).json().list).toEqual([]);
  expect(await stockOf(db(), gdsId)).toBe(9);
});

// ---- administration ----

const admin = () => sessionFor(ctx.app, 'admin');
const validGood = {
  gdsNm: '문화상품권 1만원',
  gdsCn: '문화상품권',
  gdsPoints: 1000,
  stockCnt: 20,
  buyLimitCnt: 1,
  bgngYmd: '2026-01-01',
  endYmd: '2099-12-31',
  useYn: 'Y',
};

test('an administrator creates, reads, updates and deletes goods; one with orders cannot be deleted', async () => {
  const a = await admin();
  const created = await call(a, 'POST', '/api/pointBsdGdsMng', validGood);
  expect(created.statusCode).toBe(200);
  const item = created.json();
  expect(item).toMatchObject({ ...validGood, imagePath: null, orderCnt: 0, registeredBy: 'admin' });
  expect((await call(a, 'GET', `/api/pointBsdGdsMng/${item.gdsId}`)).json()).toMatchObject({ gdsNm: '문화상품권 1만원' });
  const updated = await call(a, 'PUT', `/api/pointBsdGdsMng/${item.gdsId}`, { ...validGood, stockCnt: 5, gdsCn: '' });
  expect(updated.json()).toMatchObject({ stockCnt: 5, gdsCn: null });
  const list = (await call(a, 'GET', '/api/pointBsdGdsMng/list?searchWrd=문화상품권')).json();
  expect(list.list.map((g: { gdsId: number }) => g.gdsId)).toContain(item.gdsId);

  const bad = await call(a, 'POST', '/api/pointBsdGdsMng', { ...validGood, bgngYmd: '2026-05-01', endYmd: '2026-04-01', gdsPoints: 0 });
  expect(bad.statusCode).toBe(400);

  const s = await student(5000);
  expect((await order(s.agent, item.gdsId)).statusCode).toBe(200);
  const refused = await call(a, 'DELETE', `/api/pointBsdGdsMng/${item.gdsId}`);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(M.hasOrders);
  expect((await call(a, 'GET', `/api/pointBsdGdsMng/${item.gdsId}`)).json()).toMatchObject({ orderCnt: 1, stockCnt: 4 });

  const unused = (await call(a, 'POST', '/api/pointBsdGdsMng', { ...validGood, gdsNm: '지울 상품' })).json();
  expect((await call(a, 'DELETE', `/api/pointBsdGdsMng/${unused.gdsId}`)).json()).toEqual({ result: 'SUCCESS' });
  expect((await call(a, 'GET', `/api/pointBsdGdsMng/${unused.gdsId}`)).statusCode).toBe(404);
});

test('an administrator lists orders with masked names, hands one over, cancels another with a reason (refund), and sees the hand-over list per school', async () => {
  const a = await admin();
  const gdsId = await createGood(db(), { gdsNm: '캠퍼스 투어 기념 텀블러', gdsPoints: 500, stockCnt: 10 });
  const s1 = await memberAgent(ctx.app, 'S', '김하나', { schlCd: '9990004' });
  const s2 = await memberAgent(ctx.app, 'S', '이두리', { schlCd: '9990006' });
  await db()
    .update((await import('../member/member.table.js')).mbr)
    .set({ schlNm: '진로중학교' })
    .where(eq((await import('../member/member.table.js')).mbr.userId, s1.userId));
  await givePoints(db(), s1.userId, 2000);
  await givePoints(db(), s2.userId, 2000);
  const o1 = (await order(s1.agent, gdsId)).json().orderId;
  const o2 = (await order(s1.agent, gdsId)).json().orderId;
  const o3 = (await order(s2.agent, gdsId)).json().orderId;

  const listed = (await call(a, 'GET', `/api/pointBsdGdsMng/order/list?gdsId=${gdsId}`)).json();
  expect(listed.list.map((o: { orderId: number }) => o.orderId)).toEqual([o3, o2, o1]);
  expect(listed.list[2]).toMatchObject({ userId: s1.userId, userNm: '김*나', schlNm: '진로중학교', orderSttsCd: 'RQST' });
  expect((await call(a, 'GET', `/api/pointBsdGdsMng/order/list?gdsId=${gdsId}&searchWrd=이두리`)).json().list).toHaveLength(1);
  expect((await call(a, 'GET', `/api/pointBsdGdsMng/order/list?gdsId=${gdsId}&schlNm=진로중`)).json().list).toHaveLength(2);

  const handover = (await call(a, 'GET', `/api/pointBsdGdsMng/order/handover?gdsId=${gdsId}`)).json();
  expect(handover.orderCnt).toBe(3);
  expect(handover.list[0]).toMatchObject({ schlNm: '진로중학교', gdsCnts: [{ gdsId, gdsNm: '캠퍼스 투어 기념 텀블러', cnt: 2 }] });
  expect(handover.list[0].orders.map((o: { userNm: string }) => o.userNm)).toEqual(['김하나', '김하나']);
  // the full names of the hand-over list are a logged view (SECURITY 17)
  expect((await ctx.database.db.select().from(indvdlInfoAcsLog).orderBy(desc(indvdlInfoAcsLog.logId)).limit(1))[0]).toMatchObject({
    actnCd: 'VIEW',
    trgtDesc: '포인트 상품 전달 목록 조회 3건',
  });

  expect((await call(a, 'POST', `/api/pointBsdGdsMng/order/${o1}/handover`)).json()).toEqual({ result: 'SUCCESS' });
  expect((await call(a, 'POST', `/api/pointBsdGdsMng/order/${o1}/handover`)).statusCode).toBe(409);
  const noReason = await call(a, 'POST', `/api/pointBsdGdsMng/order/${o2}/cancel`, { cancelReason: ' ' });
  expect(noReason.statusCode).toBe(400);
  expect(noReason.json().data.fieldErrors.cancelReason).toBe(M.cancelReasonRequired);
  expect((await call(a, 'POST', `/api/pointBsdGdsMng/order/${o1}/cancel`, { cancelReason: '전달 후' })).statusCode).toBe(409);
  expect((await call(a, 'POST', `/api/pointBsdGdsMng/order/${o2}/cancel`, { cancelReason: '재고 파손' })).json()).toEqual({ result: 'SUCCESS' });
  expect(await balanceAndSum(db(), s1.userId)).toEqual({ balance: 1500, sum: 1500, gdsRows: 2 });
  expect(await stockOf(db(), gdsId)).toBe(8);
  const refund = (await db().select().from(pointLedger).where(eq(pointLedger.userId, s1.userId)).orderBy(pointLedger.ledgerId)).at(-1);
  expect(refund).toMatchObject({ points: 500, registeredBy: 'admin', idntfKey: `GDS:gdsRefund:${o2}` });
  // the student cannot cancel a handed-over order
  expect((await call(s1.agent, 'POST', `/icec/api/pointBsdGds/order/${o1}/cancel`)).statusCode).toBe(409);
  const mine = (await call(s1.agent, 'GET', '/icec/api/pointBsdGds/order/list')).json().list;
  expect(mine.map((o: { orderSttsCd: string }) => o.orderSttsCd)).toEqual(['CNCL', 'HNDV']);
  expect(mine[0].cancelReason).toBe('재고 파손');
  expect((await call(a, 'GET', `/api/pointBsdGdsMng/order/handover?gdsId=${gdsId}`)).json().orderCnt).toBe(1);
  expect((await call(a, 'POST', '/api/pointBsdGdsMng/order/2000000000/handover')).statusCode).toBe(404);
});

test('every admin call answers 401 to a guest and 403 to a user session', async () => {
  const guest = await anonymousAgent(ctx.app);
  const s = await student();
  const calls: [TMethod, string, object?][] = [
    ['GET', '/api/pointBsdGdsMng/list'],
    ['GET', '/api/pointBsdGdsMng/1'],
    ['POST', '/api/pointBsdGdsMng', validGood],
    ['PUT', '/api/pointBsdGdsMng/1', validGood],
    ['DELETE', '/api/pointBsdGdsMng/1'],
    ['GET', '/api/pointBsdGdsMng/order/list'],
    ['POST', '/api/pointBsdGdsMng/order/1/handover', {}],
    ['POST', '/api/pointBsdGdsMng/order/1/cancel', { cancelReason: '사유' }],
    ['GET', '/api/pointBsdGdsMng/order/handover'],
    ['POST', '/api/pointBsdGdsMng/order/export', { reason: '학교 전달 확인' }],
    ['POST', '/api/pointBsdGdsMng/order/handover/export', { reason: '학교 전달 확인' }],
  ];
  for (const [method, url, body] of calls) {
    expect((await call(guest, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    expect((await call(s.agent, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
  }
});

test('the orders and the hand-over list export as .xlsx only with a reason, each with an EXPORT log row', async () => {
  const a = await admin();
  const gdsId = await createGood(db(), { gdsNm: '엑셀 상품', gdsPoints: 100, stockCnt: 10 });
  const s1 = await memberAgent(ctx.app, 'S', '박엑셀');
  await givePoints(db(), s1.userId, 1000);
  const o1 = (await order(s1.agent, gdsId)).json().orderId;

  const noReason = await call(a, 'POST', '/api/pointBsdGdsMng/order/export', { gdsId });
  expect(noReason.statusCode).toBe(400);
  expect(noReason.json().message).toBe(EXPORT_MESSAGES.reasonRequired);

  const res = await call(a, 'POST', '/api/pointBsdGdsMng/order/export', { gdsId, reason: '교환 내역 점검' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
  const rows = await readSheet(res.rawPayload, { parseNumber: (text: string) => text });
  expect(rows[0]!.slice(0, 7)).toEqual(['신청 번호', '상품명', '교환 포인트', '상태', '아이디', '이름', '학교']);
  expect(rows.slice(1).map((r) => r.slice(0, 6))).toEqual([[String(o1), '엑셀 상품', '100', '교환 신청', s1.userId, '박엑셀']]);
  const [log] = await db().select().from(indvdlInfoAcsLog).orderBy(desc(indvdlInfoAcsLog.logId)).limit(1);
  expect(log).toMatchObject({ actnCd: 'EXPORT', reason: '교환 내역 점검', trgtDesc: `포인트 상품 교환 목록 (조건: 상품 번호 ${gdsId}) 1건 내려받기` });

  const handover = await call(a, 'POST', '/api/pointBsdGdsMng/order/handover/export', { gdsId, reason: '학교별 전달 준비' });
  expect(handover.statusCode).toBe(200);
  expect(handover.headers['content-disposition']).toMatch(/^attachment; filename="goods-handover_\d{8}\.xlsx"/);
  const sheet = await readSheet(handover.rawPayload, { parseNumber: (text: string) => text });
  expect(sheet[0]).toEqual(['학교', '학교 코드', '상품명', '신청 번호', '아이디', '이름', '신청일시', '받은 날', '받은 사람 서명']);
  expect(sheet).toHaveLength(2);
});

test("a good's image: uploaded by an administrator, saved with its alt text, seen by a student while the good is in use", async () => {
  const a = await admin();
  const s = await student();
  expect((await upload(ctx.app, s.agent, { seqType: 'pointBsdGds' }, 'x.png', SAMPLES.png)).statusCode).toBe(403);
  const fileId = (await upload(ctx.app, a, { seqType: 'pointBsdGds' }, 'planner.png', SAMPLES.png)).json().fileId as number;
  const noAlt = await call(a, 'POST', '/api/pointBsdGdsMng', { ...validGood, gdsNm: '이미지 상품', imageFileId: fileId });
  expect(noAlt.statusCode).toBe(400);
  const created = (await call(a, 'POST', '/api/pointBsdGdsMng', { ...validGood, gdsNm: '이미지 상품', imageFileId: fileId, imageAlt: '플래너 사진' })).json();
  expect(created).toMatchObject({
    imageFileId: fileId,
    imageAlt: '플래너 사진',
    imagePath: expect.stringContaining('/api/common/displayImage?imagePath=pointBsdGds'),
  });
  const shown = (await call(s.agent, 'GET', '/icec/api/pointBsdGds/list')).json().list.find((g: { gdsId: number }) => g.gdsId === created.gdsId);
  expect(shown).toMatchObject({ imagePath: created.imagePath, imageAlt: '플래너 사진' });
  expect((await call(s.agent, 'GET', created.imagePath)).statusCode).toBe(200);
  await call(a, 'PUT', `/api/pointBsdGdsMng/${created.gdsId}`, {
    ...validGood,
    gdsNm: '이미지 상품',
    imageFileId: fileId,
    imageAlt: '플래너 사진',
    useYn: 'N',
  });
  expect([403, 404]).toContain((await call(s.agent, 'GET', created.imagePath)).statusCode);
});
