import { IDNTF_MESSAGES } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { anonymousAgent, postAs, withCookies, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { idntfVrfc } from './join.table.js';
import { personAged, verifyLocally } from '../../test/verification.test-helper.js';
import { IDNTF_FLOW_COOKIE } from './verification.routes.js';

const ctx = useTestApp();
const rowOf = async (vrfcId: string) => (await ctx.database.db.select().from(idntfVrfc).where(eq(idntfVrfc.vrfcId, vrfcId)))[0]!;
const cookieOf = (agent: TAgent, name: string) =>
  agent.headers.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);

test('the local flow: start, the local window, its signed redirect and the callback store a verified person', async () => {
  const person = personAged(30, { userNm: '김인증' });
  const flow = await verifyLocally(ctx.app, await anonymousAgent(ctx.app), 'JOIN', person);

  expect(flow.windowPage.statusCode).toBe(200);
  expect(flow.windowPage.headers['content-type']).toContain('text/html');
  expect(flow.windowPage.body).toContain('<form method="get" action="/icec/api/idntf/local/submit"');
  expect(flow.windowPage.body).toContain('인증 목적: <strong>회원가입</strong>');
  expect(flow.windowPage.body).not.toContain('<script');
  expect(String(flow.windowPage.headers['content-security-policy'])).not.toContain('script-src');

  expect(flow.submit.statusCode).toBe(302);
  expect(flow.location.pathname).toBe('/mbrJoin/niceCallback');
  expect(Object.keys(flow.params).sort()).toEqual(['result', 'sig', 'vrfcId']);

  expect(flow.callback.statusCode).toBe(200);
  expect(flow.callback.json()).toEqual({ vrfcId: flow.vrfcId, purposeCd: 'JOIN', returnPath: '/mbrJoin/mbrJoinWrite', userNm: '김인증', brdt: person.brdt });
  const row = await rowOf(flow.vrfcId);
  expect(row).toMatchObject({ sttsCd: 'VERIFIED', providerCd: 'LOCAL', userNm: '김인증', mblTelno: person.mblTelno });
  expect(row.ciHash).toMatch(/^[A-Za-z0-9_-]{43}$/);

  // the next form reads the verified name and birth date (this browser only)
  const result = await postAs(ctx.app, flow.agent, '/icec/api/idntf/result', { vrfcId: flow.vrfcId });
  expect(result.res.json()).toEqual({ vrfcId: flow.vrfcId, purposeCd: 'JOIN', userNm: '김인증', brdt: person.brdt });
  const stranger = await postAs(ctx.app, await anonymousAgent(ctx.app), '/icec/api/idntf/result', { vrfcId: flow.vrfcId });
  expect(stranger.res.statusCode).toBe(400);
  expect(stranger.res.json().message).toBe(IDNTF_MESSAGES.notFound);
});

test('the same person always gets the same CI', async () => {
  const person = personAged(40);
  const a = await verifyLocally(ctx.app, await anonymousAgent(ctx.app), 'JOIN', person);
  const b = await verifyLocally(ctx.app, await anonymousAgent(ctx.app), 'JOIN', person);
  const c = await verifyLocally(ctx.app, await anonymousAgent(ctx.app), 'JOIN', { ...person, mblTelno: '010-9999-0000' });
  expect((await rowOf(a.vrfcId)).ciHash).toBe((await rowOf(b.vrfcId)).ciHash);
  expect((await rowOf(c.vrfcId)).ciHash).not.toBe((await rowOf(a.vrfcId)).ciHash);
});

test('a tampered signature or result is refused and nothing is verified', async () => {
  const agent = await anonymousAgent(ctx.app);
  const flow = await verifyLocally(ctx.app, agent, 'JOIN', personAged(30));
  const fresh = await verifyLocally(ctx.app, agent, 'JOIN', personAged(31));
  // replay the second flow's start with altered answers
  const start = await postAs(ctx.app, agent, '/icec/api/idntf/start', { purposeCd: 'JOIN', returnPath: '/mbrJoin/mbrJoinWrite' });
  const { vrfcId } = start.res.json();
  const submit = await ctx.app.inject({ method: 'GET', url: `/icec/api/idntf/local/submit?${new URLSearchParams({ vrfcId, ...personAged(25) })}` });
  const params = Object.fromEntries(new URL(String(submit.headers.location), 'http://x').searchParams);
  // two characters changed, never to what they were
  const tail = params.sig!.slice(-2) === 'AA' ? 'BB' : 'AA';
  const badSig = await postAs(ctx.app, start.agent, '/icec/api/idntf/callback', { ...params, sig: `${params.sig!.slice(0, -2)}${tail}` });
  expect(badSig.res.statusCode).toBe(400);
  expect(badSig.res.json().message).toBe(IDNTF_MESSAGES.invalidResult);
  const otherResult = await postAs(ctx.app, start.agent, '/icec/api/idntf/callback', { ...params, result: flow.params.result });
  expect(otherResult.res.statusCode).toBe(400);
  const otherVrfc = await postAs(ctx.app, start.agent, '/icec/api/idntf/callback', { ...fresh.params, vrfcId });
  expect(otherVrfc.res.statusCode).toBe(400);
  expect((await rowOf(vrfcId)).sttsCd).toBe('REQUESTED');
  // the genuine answer still works afterwards
  expect((await postAs(ctx.app, start.agent, '/icec/api/idntf/callback', params)).res.statusCode).toBe(200);
});

test("another browser cannot use this browser's verification, even with its flow cookie", async () => {
  const owner = await anonymousAgent(ctx.app);
  const start = await postAs(ctx.app, owner, '/icec/api/idntf/start', { purposeCd: 'JOIN', returnPath: '/mbrJoin/mbrJoinWrite' });
  const { vrfcId } = start.res.json();
  const submit = await ctx.app.inject({ method: 'GET', url: `/icec/api/idntf/local/submit?${new URLSearchParams({ vrfcId, ...personAged(30) })}` });
  const params = Object.fromEntries(new URL(String(submit.headers.location), 'http://x').searchParams);

  const thief = await anonymousAgent(ctx.app);
  const bare = await postAs(ctx.app, thief, '/icec/api/idntf/callback', params);
  expect(bare.res.statusCode).toBe(400);
  expect(bare.res.json().message).toBe(IDNTF_MESSAGES.notFound);
  const withCookie = withCookies(thief, { [IDNTF_FLOW_COOKIE]: cookieOf(start.agent, IDNTF_FLOW_COOKIE)! });
  const stolen = await postAs(ctx.app, withCookie, '/icec/api/idntf/callback', params);
  expect(stolen.res.statusCode).toBe(400);
  expect(stolen.res.json().message).toBe(IDNTF_MESSAGES.notFound);
  expect((await rowOf(vrfcId)).sttsCd).toBe('REQUESTED');
});

test('a callback is accepted once; an expired request is refused', async () => {
  const agent = await anonymousAgent(ctx.app);
  const flow = await verifyLocally(ctx.app, agent, 'GUARDIAN', personAged(45));
  expect(flow.callback.statusCode).toBe(200);
  const again = await postAs(ctx.app, flow.flowAgent, '/icec/api/idntf/callback', flow.params);
  expect(again.res.statusCode).toBe(400);
  expect(again.res.json().message).toBe(IDNTF_MESSAGES.used);

  const start = await postAs(ctx.app, agent, '/icec/api/idntf/start', { purposeCd: 'JOIN', returnPath: '/mbrJoin/mbrJoinWrite' });
  const { vrfcId } = start.res.json();
  const submit = await ctx.app.inject({ method: 'GET', url: `/icec/api/idntf/local/submit?${new URLSearchParams({ vrfcId, ...personAged(30) })}` });
  await ctx.database.db
    .update(idntfVrfc)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(idntfVrfc.vrfcId, vrfcId));
  const params = Object.fromEntries(new URL(String(submit.headers.location), 'http://x').searchParams);
  const late = await postAs(ctx.app, start.agent, '/icec/api/idntf/callback', params);
  expect(late.res.statusCode).toBe(400);
  expect(late.res.json().message).toBe(IDNTF_MESSAGES.expired);
});

test('denied: unsafe return paths, bad bodies and a forged flow cookie answer 400 in Korean', async () => {
  const agent = await anonymousAgent(ctx.app);
  for (const returnPath of ['//evil.example', 'https://evil.example', '/\\evil', 'javascript:alert(1)', '/mbrJoin/mbrJoinWrite?x=1', '/nowhere']) {
    const { res } = await postAs(ctx.app, agent, '/icec/api/idntf/start', { purposeCd: 'JOIN', returnPath });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fieldErrors.returnPath).toBe(IDNTF_MESSAGES.returnPath);
  }
  const badPurpose = await postAs(ctx.app, agent, '/icec/api/idntf/start', { purposeCd: 'ADMIN', returnPath: '/mbrJoin/mbrJoinWrite' });
  expect(badPurpose.res.statusCode).toBe(400);
  const forged = await postAs(ctx.app, withCookies(agent, { [IDNTF_FLOW_COOKIE]: 'a.b.c' }), '/icec/api/idntf/callback', {
    vrfcId: 'x',
    result: 'y',
    sig: 'z',
  });
  expect(forged.res.statusCode).toBe(400);
  expect(forged.res.json().message).toBe(IDNTF_MESSAGES.notFound);
  const noToken = await ctx.app.inject({ method: 'POST', url: '/icec/api/idntf/start', payload: { purposeCd: 'JOIN', returnPath: '/mbrJoin/mbrJoinWrite' } });
  expect(noToken.statusCode).toBe(403);
});

test('the local window re-shows its form with Korean messages, and says when the request is gone', async () => {
  const agent = await anonymousAgent(ctx.app);
  const { vrfcId } = (await postAs(ctx.app, agent, '/icec/api/idntf/start', { purposeCd: 'FIND_ID', returnPath: '/login/findId' })).res.json();
  const bad = await ctx.app.inject({
    method: 'GET',
    url: `/icec/api/idntf/local/submit?${new URLSearchParams({ vrfcId, userNm: '<b>x', brdt: '2099-01-01', mblTelno: '12' })}`,
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.body).toContain('이름은 한글 또는 영문으로 입력해 주세요.');
  expect(bad.body).toContain('성별을 선택해 주세요.');
  expect(bad.body).toContain('휴대전화번호 형식이 올바르지 않습니다.');
  expect(bad.body).toContain('value="&lt;b&gt;x"');
  expect(bad.body).not.toContain('<b>x');
  const gone = await ctx.app.inject({ method: 'GET', url: '/icec/api/idntf/local/authorize?vrfcId=0123456789abcdef0123456789abcd' });
  expect(gone.statusCode).toBe(404);
  expect(gone.body).toContain('본인인증 요청을 찾을 수 없거나 유효시간이 지났습니다.');
});
