import { ADMIN_IMAGE_MESSAGES, MNEXHL_MESSAGES, VALIDATION_MESSAGES } from '@portal/contract';
import { count, eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { anonymousAgent, createMember, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { fusnPrgrm, fusnPrgrmHall } from '../fusn/fusn.table.js';
import { bmnexhl, smnexhl } from './mnexhl.table.js';

const ctx = useTestApp();

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (agent: TAgent, method: TMethod, url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: agent.headers, ...(payload && { payload }) });

const B = '/api/mnexhlMng/bmnexhl';
const S = '/api/mnexhlMng/smnexhl';
const admin = () => sessionFor(ctx.app, 'admin');
const hallCount = async () => (await ctx.database.db.select({ n: count() }).from(bmnexhl))[0]!.n;

async function newHall(agent: TAgent, values: object = {}) {
  const res = await call(agent, 'POST', B, { bmnexhlNm: '테스트관', ...values });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { bmnexhlId: number; bmnexhlNm: string };
}

async function newSmall(agent: TAgent, bmnexhlId: number, values: object = {}) {
  const res = await call(agent, 'POST', S, { bmnexhlId, smnexhlNm: '소주제관', ...values });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { smnexhlId: number; smnexhlNo: number };
}

test('an administrator lists, creates, reads, updates and deletes big halls', async () => {
  const agent = await admin();
  const created = await call(agent, 'POST', B, {
    bmnexhlNm: ' 우주항공관 ',
    bmnexhlExpln: '첫 줄\r\n둘째 줄',
    flrNm: '2층',
    plcNm: '201호',
    imageAlt: '로켓 그림',
    linkUrl: 'https://www.career.go.kr',
    sortSeq: 3,
  });
  expect(created.statusCode, created.body).toBe(200);
  const item = created.json();
  expect(item).toMatchObject({
    bmnexhlNm: '우주항공관',
    bmnexhlExpln: '첫 줄\n둘째 줄',
    useYn: 'Y',
    smnexhlCnt: 0,
    registeredBy: 'admin',
    bmnexhlAtchFileId: null,
  });

  const list = (await call(agent, 'GET', `${B}/list?searchWrd=항공&useYn=Y`)).json();
  expect(list.pagination.countItem).toBe(1);
  expect(list.list[0].bmnexhlId).toBe(item.bmnexhlId);
  expect((await call(agent, 'GET', `${B}/list?searchWrd=항공&useYn=N`)).json().pagination.countItem).toBe(0);

  const updated = await call(agent, 'PUT', `${B}/${item.bmnexhlId}`, { bmnexhlNm: '우주항공관', useYn: 'N' });
  expect(updated.json()).toMatchObject({ useYn: 'N', imagePath: null, imageAlt: null, linkUrl: null, updatedBy: 'admin' });
  expect((await call(agent, 'GET', `${B}/${item.bmnexhlId}`)).json().useYn).toBe('N');

  expect((await call(agent, 'DELETE', `${B}/${item.bmnexhlId}`)).json()).toEqual({ result: 'SUCCESS' });
  expect((await call(agent, 'GET', `${B}/${item.bmnexhlId}`)).statusCode).toBe(404);
  expect((await call(agent, 'PUT', `${B}/${item.bmnexhlId}`, { bmnexhlNm: 'x' })).statusCode).toBe(404);
});

test('bad input is refused with a Korean field message and nothing is written', async () => {
  const agent = await admin();
  const before = await hallCount();
  const cases: [object, string, string][] = [
    [{ imageFileId: '/images/mnexhl/x.png', imageAlt: 'x' }, 'imageFileId', ADMIN_IMAGE_MESSAGES.notImage],
    [{ imageFileId: 1 }, 'imageAlt', ADMIN_IMAGE_MESSAGES.altRequired],
    [{ linkUrl: 'javascript:alert(1)' }, 'linkUrl', VALIDATION_MESSAGES.url()],
    [{ linkUrl: 'ftp://example.com' }, 'linkUrl', VALIDATION_MESSAGES.url()],
    [{ bmnexhlNm: '가'.repeat(51) }, 'bmnexhlNm', VALIDATION_MESSAGES.max(50)],
    [{ bmnexhlNm: '   ' }, 'bmnexhlNm', VALIDATION_MESSAGES.required()],
    [{ bmnexhlExpln: '가'.repeat(2001) }, 'bmnexhlExpln', VALIDATION_MESSAGES.max(2000)],
    [{ sortSeq: 1.5 }, 'sortSeq', VALIDATION_MESSAGES.num()],
  ];
  for (const [values, field, message] of cases) {
    const res = await call(agent, 'POST', B, { bmnexhlNm: '검증관', ...values });
    expect(res.statusCode, JSON.stringify(values)).toBe(400);
    expect(res.json().data.fieldErrors[field], JSON.stringify(values)).toBe(message);
  }
  expect(await hallCount()).toBe(before);
});

test('small halls are numbered within their big hall, listed by it and keep their number', async () => {
  const agent = await admin();
  const hall = await newHall(agent, { bmnexhlNm: '번호관' });
  const other = await newHall(agent, { bmnexhlNm: '다른관' });
  const first = await newSmall(agent, hall.bmnexhlId, { smnexhlNm: '첫째', dutyCrs: [' 로봇공학자 ', '', '드론 조종사'] });
  const second = await newSmall(agent, hall.bmnexhlId, { smnexhlNm: '둘째' });
  expect([first.smnexhlNo, second.smnexhlNo]).toEqual([1, 2]);
  expect((await newSmall(agent, other.bmnexhlId)).smnexhlNo).toBe(1);

  const parallel = await Promise.all([1, 2, 3, 4, 5].map((n) => call(agent, 'POST', S, { bmnexhlId: hall.bmnexhlId, smnexhlNm: `병렬${n}` })));
  expect(parallel.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
  expect(parallel.map((r) => r.json().smnexhlNo).sort()).toEqual([3, 4, 5, 6, 7]);

  const got = (await call(agent, 'GET', `${S}/${first.smnexhlId}`)).json();
  expect(got).toMatchObject({ bmnexhlId: hall.bmnexhlId, bmnexhlNm: '번호관', smnexhlNo: 1, dutyCrs: ['로봇공학자', '드론 조종사'] });

  const list = (await call(agent, 'GET', `${S}/list?bmnexhlId=${hall.bmnexhlId}&maxResults=5`)).json();
  expect(list.pagination).toMatchObject({ countItem: 7, countPage: 2 });
  expect(list.list.map((s: { smnexhlNo: number }) => s.smnexhlNo)).toEqual([1, 2, 3, 4, 5]);
  const byDuty = (await call(agent, 'GET', `${S}/list?bmnexhlId=${hall.bmnexhlId}&searchWrd=드론`)).json();
  expect(byDuty.list.map((s: { smnexhlId: number }) => s.smnexhlId)).toEqual([first.smnexhlId]);
  expect((await call(agent, 'GET', `${S}/list`)).statusCode).toBe(400);

  // the body's bmnexhlId is not an update field: the hall stays where it is, with its number
  const moved = await call(agent, 'PUT', `${S}/${second.smnexhlId}`, { bmnexhlId: other.bmnexhlId, smnexhlNm: '둘째(수정)', useYn: 'N' });
  expect(moved.json()).toMatchObject({ bmnexhlId: hall.bmnexhlId, smnexhlNo: 2, smnexhlNm: '둘째(수정)', useYn: 'N' });

  expect((await call(agent, 'DELETE', `${S}/${second.smnexhlId}`)).json()).toEqual({ result: 'SUCCESS' });
  expect((await call(agent, 'GET', `${S}/${second.smnexhlId}`)).statusCode).toBe(404);
  expect((await call(agent, 'POST', S, { bmnexhlId: 999_999, smnexhlNm: '없는관' })).statusCode).toBe(404);
});

test('dutyCrs: at most 10 tags of at most 30 characters, no repeats', async () => {
  const agent = await admin();
  const hall = await newHall(agent, { bmnexhlNm: '직무관' });
  const before = (await ctx.database.db.select({ n: count() }).from(smnexhl))[0]!.n;
  const tags = (n: number, len = 5) => Array.from({ length: n }, (_, i) => `${i}`.padEnd(len, '가'));
  const refused: [unknown, string][] = [
    [tags(11), MNEXHL_MESSAGES.dutyCrsCount(10)],
    [[`${'가'.repeat(31)}`], MNEXHL_MESSAGES.dutyCrLength(30)],
    [['교사', ' 교사'], MNEXHL_MESSAGES.dutyCrDuplicate],
    ['교사', VALIDATION_MESSAGES.invalid()],
  ];
  for (const [dutyCrs, message] of refused) {
    const res = await call(agent, 'POST', S, { bmnexhlId: hall.bmnexhlId, smnexhlNm: '직무', dutyCrs });
    expect(res.statusCode, JSON.stringify(dutyCrs)).toBe(400);
    expect(res.json().data.fieldErrors.dutyCrs).toBe(message);
  }
  expect((await ctx.database.db.select({ n: count() }).from(smnexhl))[0]!.n).toBe(before);
  const most = await newSmall(agent, hall.bmnexhlId, { dutyCrs: tags(10, 30) });
  expect((await call(agent, 'GET', `${S}/${most.smnexhlId}`)).json().dutyCrs).toHaveLength(10);
});

test('deleting a big hall deletes its small halls in the same transaction', async () => {
  const agent = await admin();
  const hall = await newHall(agent, { bmnexhlNm: '삭제관' });
  await newSmall(agent, hall.bmnexhlId);
  await newSmall(agent, hall.bmnexhlId);
  expect((await call(agent, 'GET', `${B}/${hall.bmnexhlId}`)).json().smnexhlCnt).toBe(2);
  expect((await call(agent, 'DELETE', `${B}/${hall.bmnexhlId}`)).json()).toEqual({ result: 'SUCCESS' });
  const left = await ctx.database.db.select({ n: count() }).from(smnexhl).where(eq(smnexhl.bmnexhlId, hall.bmnexhlId));
  expect(left[0]!.n).toBe(0);

  // when the big hall's delete fails, its small halls (deleted first) come back with the rollback
  const db = ctx.database.db;
  await db.execute(sql`create function mnexhl_refuse_delete() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`);
  await db.execute(
    sql`create trigger mnexhl_refuse before delete on bmnexhl for each row when (old.bmnexhl_nm = '거부관') execute function mnexhl_refuse_delete()`,
  );
  const refused = await newHall(agent, { bmnexhlNm: '거부관' });
  await newSmall(agent, refused.bmnexhlId);
  expect((await call(agent, 'DELETE', `${B}/${refused.bmnexhlId}`)).statusCode).toBe(500);
  expect((await call(agent, 'GET', `${B}/${refused.bmnexhlId}`)).json().smnexhlCnt).toBe(1);
  await db.execute(sql`drop trigger mnexhl_refuse on bmnexhl`);
});

test('a big hall a fusion program runs in is not deleted: 409 with the reason, the hall and its small halls stay', async () => {
  const agent = await admin();
  const hall = await newHall(agent, { bmnexhlNm: '프로그램관' });
  await newSmall(agent, hall.bmnexhlId);
  const [prgrm] = await ctx.database.db
    .insert(fusnPrgrm)
    .values({ prgrmNm: '주제관 체험', prgrmSeCd: 'GRP', schlLvls: ['MD01'], prgrmExpln: '<p>체험</p>', durMin: 60, opnDt: new Date(), ddlnDays: 1 })
    .returning();
  await ctx.database.db.insert(fusnPrgrmHall).values({ prgrmId: prgrm!.prgrmId, bmnexhlId: hall.bmnexhlId });
  const res = await call(agent, 'DELETE', `${B}/${hall.bmnexhlId}`);
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toBe(MNEXHL_MESSAGES.bmnexhlInUse);
  expect((await call(agent, 'GET', `${B}/${hall.bmnexhlId}`)).json().smnexhlCnt).toBe(1);
});

test('denied: a user session 403 and a guest 401 on every admin route, with nothing written', async () => {
  const before = await hallCount();
  const user = await sessionFor(ctx.app, (await createMember(ctx.database.db)).userId);
  const guest = await anonymousAgent(ctx.app);
  const routes: [TMethod, string, object?][] = [
    ['GET', `${B}/list`],
    ['GET', `${B}/1`],
    ['POST', B, { bmnexhlNm: '침입관' }],
    ['PUT', `${B}/1`, { bmnexhlNm: '침입관' }],
    ['DELETE', `${B}/1`],
    ['GET', `${S}/list?bmnexhlId=1`],
    ['GET', `${S}/1`],
    ['POST', S, { bmnexhlId: 1, smnexhlNm: '침입' }],
    ['PUT', `${S}/1`, { smnexhlNm: '침입' }],
    ['DELETE', `${S}/1`],
  ];
  for (const [method, url, payload] of routes) {
    expect((await call(user, method, url, payload)).statusCode, `user ${method} ${url}`).toBe(403);
    expect((await call(guest, method, url, payload)).statusCode, `guest ${method} ${url}`).toBe(401);
  }
  expect(await hallCount()).toBe(before);
});
