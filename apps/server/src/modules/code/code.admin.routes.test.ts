import { CODE_MESSAGES, VALIDATION_MESSAGES } from '@portal/contract';
import { count, like } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { crrSite } from '../crr-site/crr-site.table.js';
import { anonymousAgent, createMember, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { comCd } from './code.table.js';

const ctx = useTestApp();

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (agent: TAgent | null, method: TMethod, url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: agent?.headers ?? {}, ...(payload && { payload }) });
const admin = () => sessionFor(ctx.app, 'admin');
const codeCount = async () => (await ctx.database.db.select({ n: count() }).from(comCd))[0]!.n;

test('an administrator builds a group with codes at any depth, reads and edits them', async () => {
  const agent = await admin();
  const group = await call(agent, 'POST', '/api/manageCode', { comCd: 'TEST_GRP', comCdNm: '시험 분류', cdExpln: '설명' });
  expect(group.statusCode).toBe(200);
  expect(group.json()).toMatchObject({ comCdId: 'TEST_GRP', upComCdId: null, comCd: 'TEST_GRP', sysYn: 'N', useYn: 'Y' });
  const a = (await call(agent, 'POST', '/api/manageCode', { upComCdId: 'TEST_GRP', comCd: 'A', comCdNm: '가' })).json();
  const b = (await call(agent, 'POST', '/api/manageCode', { upComCdId: 'TEST_GRP', comCd: 'B', comCdNm: '나', sortSeq: 0 })).json();
  const a1 = (await call(agent, 'POST', '/api/manageCode', { upComCdId: a.comCdId, comCd: 'A1', comCdNm: '가-1' })).json();
  expect([a.comCdId, a.sortSeq, b.sortSeq, a1.comCdId]).toEqual(['TEST_GRP.A', 1, 0, 'TEST_GRP.A.A1']);

  const view = (await call(agent, 'GET', '/api/manageCode/view?comCdId=TEST_GRP')).json();
  expect(view.code.comCdNm).toBe('시험 분류');
  expect(view.codeList.map((c: { comCd: string }) => c.comCd)).toEqual(['B', 'A']);
  const part = (await call(agent, 'GET', '/api/manageCode/partCodeList?upComCdId=TEST_GRP.A')).json();
  expect(part.codeList.map((c: { comCdId: string }) => c.comCdId)).toEqual(['TEST_GRP.A.A1']);
  const groups = (await call(agent, 'GET', '/api/manageCode/partCodeList')).json().codeList;
  expect(groups.map((c: { comCdId: string }) => c.comCdId)).toContain('TEST_GRP');
  expect(groups.every((c: { upComCdId: string | null }) => c.upComCdId === null)).toBe(true);
  const subtree = (await call(agent, 'GET', '/api/manageCode/list?upComCdId=TEST_GRP')).json().codeList;
  expect(subtree.map((c: { comCdId: string }) => c.comCdId)).toEqual(['TEST_GRP.B', 'TEST_GRP.A', 'TEST_GRP.A.A1']);
  const all = (await call(agent, 'GET', '/api/manageCode/list')).json().codeList;
  expect(all.findIndex((c: { comCdId: string }) => c.comCdId === 'TEST_GRP')).toBeLessThan(
    all.findIndex((c: { comCdId: string }) => c.comCdId === 'TEST_GRP.B'),
  );

  const edited = await call(agent, 'PUT', '/api/manageCode/TEST_GRP.A', { comCd: 'AA', comCdNm: '가가', cdExpln: '', useYn: 'N' });
  expect(edited.json()).toMatchObject({ comCdId: 'TEST_GRP.A', comCd: 'AA', comCdNm: '가가', cdExpln: null, useYn: 'N', sortSeq: 1, updatedBy: 'admin' });
  // a new code may take the renamed one's old comCd; its id gets a tail
  const again = (await call(agent, 'POST', '/api/manageCode', { upComCdId: 'TEST_GRP', comCd: 'A', comCdNm: '새 가' })).json();
  expect(again.comCdId).toMatch(/^TEST_GRP\.A-[0-9a-f]{6}$/);
});

test('bad input is refused with a Korean message and nothing is written', async () => {
  const agent = await admin();
  const before = await codeCount();
  const cases: [object, string, string][] = [
    [{ comCd: 'X', comCdNm: '' }, 'comCdNm', VALIDATION_MESSAGES.required()],
    [{ comCd: 'A.B', comCdNm: '점' }, 'comCd', CODE_MESSAGES.comCdPattern],
    [{ comCd: '한글', comCdNm: '한글' }, 'comCd', CODE_MESSAGES.comCdPattern],
    [{ comCd: 'X'.repeat(31), comCdNm: '길다' }, 'comCd', VALIDATION_MESSAGES.max(30)],
    [{ comCd: 'X', comCdNm: '음수', sortSeq: -1 }, 'sortSeq', VALIDATION_MESSAGES.min_value(0)],
    [{ upComCdId: 'NO_SUCH', comCd: 'X', comCdNm: '부모 없음' }, 'upComCdId', CODE_MESSAGES.parentNotFound],
    [{ upComCdId: 'REGION', comCd: 'B10', comCdNm: '서울 중복' }, 'comCd', CODE_MESSAGES.duplicate],
    [{ comCd: 'REGION', comCdNm: '분류 중복' }, 'comCd', CODE_MESSAGES.duplicate],
  ];
  for (const [payload, field, message] of cases) {
    const res = await call(agent, 'POST', '/api/manageCode', payload);
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    expect(res.json().data.fieldErrors[field], JSON.stringify(payload)).toBe(message);
  }
  const put = await call(agent, 'PUT', '/api/manageCode/REGION.B10', { comCd: 'B10', comCdNm: 'x'.repeat(101) });
  expect(put.statusCode).toBe(400);
  expect(await codeCount()).toBe(before);
  expect((await call(agent, 'PUT', '/api/manageCode/NO_SUCH', { comCd: 'X', comCdNm: '없음' })).statusCode).toBe(404);
  expect((await call(agent, 'GET', '/api/manageCode/view?comCdId=NO_SUCH')).statusCode).toBe(404);
});

test('system codes, groups and codes in use keep their comCd', async () => {
  const agent = await admin();
  const system = await call(agent, 'PUT', '/api/manageCode/SCHL_TYPE.EL01', { comCd: 'EL02', comCdNm: '초등학교' });
  expect(system.json().data.fieldErrors.comCd).toBe(CODE_MESSAGES.comCdLocked);
  const groupId = await call(agent, 'PUT', '/api/manageCode/CRR_SITE_CTGRY', { comCd: 'OTHER', comCdNm: '진로 사이트 분류' });
  expect(groupId.json().data.fieldErrors.comCd).toBe(CODE_MESSAGES.groupComCd);
  // a system code's name and amount may change (point amounts live in cdExpln, spec §9)
  const amount = await call(agent, 'PUT', '/api/manageCode/POINT_TYPE.LGN', { comCd: 'LGN', comCdNm: '로그인', cdExpln: '20' });
  expect(amount.json()).toMatchObject({ cdExpln: '20', sysYn: 'Y' });

  await ctx.database.db.insert(crrSite).values({ siteNm: '커리어넷', siteUrl: 'https://www.career.go.kr', ctgryCd: 'EDU' });
  const used = await call(agent, 'PUT', '/api/manageCode/CRR_SITE_CTGRY.EDU', { comCd: 'EDU2', comCdNm: '교육기관' });
  expect(used.json().data.fieldErrors.comCd).toBe(CODE_MESSAGES.comCdLocked);
});

test('spec §8: system codes and codes in use cannot be deleted; a parent goes with its children once confirmed', async () => {
  const agent = await admin();
  for (const id of ['USER_TYPE', 'USER_TYPE.A', 'CRR_SITE_CTGRY']) {
    const res = await call(agent, 'DELETE', `/api/manageCode/${id}?withChildren=Y`);
    expect(res.statusCode, id).toBe(400);
    expect(res.json().message).toBe(CODE_MESSAGES.cannotDelete);
  }
  await ctx.database.db.insert(crrSite).values({ siteNm: '워크넷', siteUrl: 'https://www.work.go.kr', ctgryCd: 'ETC' });
  expect((await call(agent, 'DELETE', '/api/manageCode/CRR_SITE_CTGRY.ETC')).json().message).toBe(CODE_MESSAGES.cannotDelete);
  // a code nobody uses goes
  await call(agent, 'POST', '/api/manageCode', { upComCdId: 'CRR_SITE_CTGRY', comCd: 'UNUSED', comCdNm: '안 쓰는 분류' });
  expect((await call(agent, 'DELETE', '/api/manageCode/CRR_SITE_CTGRY.UNUSED')).json()).toEqual({ result: 'SUCCESS' });

  await call(agent, 'POST', '/api/manageCode', { comCd: 'DEL_GRP', comCdNm: '지울 분류' });
  await call(agent, 'POST', '/api/manageCode', { upComCdId: 'DEL_GRP', comCd: 'A', comCdNm: '가' });
  await call(agent, 'POST', '/api/manageCode', { upComCdId: 'DEL_GRP.A', comCd: 'B', comCdNm: '나' });
  const unconfirmed = await call(agent, 'DELETE', '/api/manageCode/DEL_GRP');
  expect(unconfirmed.statusCode).toBe(400);
  expect(unconfirmed.json().message).toBe(CODE_MESSAGES.hasChildren);
  expect((await call(agent, 'DELETE', '/api/manageCode/DEL_GRP?withChildren=Y')).json()).toEqual({ result: 'SUCCESS' });
  expect(await ctx.database.db.select().from(comCd).where(like(comCd.comCdId, 'DEL_GRP%'))).toEqual([]);
  expect((await call(agent, 'DELETE', '/api/manageCode/DEL_GRP')).statusCode).toBe(404);
});

test('every admin code call is refused to users (403) and guests (401)', async () => {
  const member = await createMember(ctx.app.db, { userTypeCd: 'S', mbrTypeAuthrt: 'ST01' });
  const user = await sessionFor(ctx.app, member.userId);
  const guest = await anonymousAgent(ctx.app);
  const calls: [TMethod, string, object?][] = [
    ['GET', '/api/manageCode/view?comCdId=REGION'],
    ['GET', '/api/manageCode/partCodeList?upComCdId=REGION'],
    ['GET', '/api/manageCode/list'],
    ['GET', '/api/manageCode/reflectStatus'],
    ['POST', '/api/manageCode', { comCd: 'HACK', comCdNm: '침입' }],
    ['PUT', '/api/manageCode/REGION.B10', { comCd: 'B10', comCdNm: '침입' }],
    ['DELETE', '/api/manageCode/CRR_SITE_CTGRY.INSP'],
  ];
  for (const [method, url, payload] of calls) {
    expect((await call(user, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    expect((await call(guest, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
  }
  expect((await ctx.database.db.select().from(comCd).where(like(comCd.comCdId, 'HACK%'))).length).toBe(0);
});
