import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { anonymousAgent, postAs, withCookies } from '../../test/identity.js';
import { buildTestApp, cookiesOf } from '../../test/test-app.js';
import { loginHstry, mbr } from '../member/member.table.js';
import { OAUTH_STATE_COOKIE } from './oauth-state.js';
import { atProvider, useOauthTestApp } from './social-login.test-helper.js';
import { socialAcnt } from './social-login.table.js';

/** The denied cases of the social login (SECURITY 5, 6, 12, 13; never linked by e-mail). */
const { ctx, provider, env, nextUser, authorize, callback, socialLogin, linkedMember } = useOauthTestApp();
const db = () => ctx.database.db;

describe('social login refusals', () => {
  const STATE_INVALID = '로그인 요청이 만료되었거나 올바르지 않습니다. 처음부터 다시 시도해 주세요.';

  test('a wrong state is refused and the request is used up', async () => {
    const started = await authorize(await anonymousAgent(ctx.app), 'google');
    const { code, state } = await atProvider(started.location);
    const wrong = await callback(started.agent, 'google', { code, state: `${state.slice(0, -1)}x` });
    expect(wrong.res.statusCode).toBe(400);
    expect(wrong.res.json().message).toBe(STATE_INVALID);
    expect(cookiesOf(wrong.res)[OAUTH_STATE_COOKIE]).toBe('');
    const retry = await callback(wrong.agent, 'google', { code, state });
    expect(retry.res.json().message).toBe(STATE_INVALID);
  });

  test('a state is used once, even when the old cookie is replayed with a fresh code', async () => {
    await linkedMember('google', 'g-once');
    const first = await socialLogin('google', { sub: 'g-once' });
    expect(first.res.json().step).toBe('DONE');
    const again = await atProvider(first.location);
    nextUser({ sub: 'g-once' });
    const replay = await callback(first.before, 'google', { code: again.code, state: first.state });
    expect(replay.res.statusCode).toBe(400);
    expect(replay.res.json().message).toBe(STATE_INVALID);
    expect(replay.agent.sid).toBeNull();
  });

  test('a state started in another browser is refused, with or without its cookie', async () => {
    await linkedMember('google', 'g-victim');
    const victim = await authorize(await anonymousAgent(ctx.app), 'google');
    const { code, state } = await atProvider(victim.location);
    const attacker = await anonymousAgent(ctx.app);
    const bare = await callback(attacker, 'google', { code, state });
    expect(bare.res.json().message).toBe(STATE_INVALID);
    const stolenCookie = withCookies(attacker, { [OAUTH_STATE_COOKIE]: cookiesOf(victim.res)[OAUTH_STATE_COOKIE]! });
    nextUser({ sub: 'g-victim' });
    const stolen = await callback(stolenCookie, 'google', { code, state });
    expect(stolen.res.statusCode).toBe(400);
    expect(stolen.res.json().message).toBe(STATE_INVALID);
    expect(stolen.agent.sid).toBeNull();
  });

  test('PKCE: a code issued for another challenge, or for none, is refused by the provider', async () => {
    const agent = await anonymousAgent(ctx.app);
    const first = await authorize(agent, 'google');
    const second = await authorize(first.agent, 'google');
    const injected = await atProvider(first.location);
    const mismatch = await callback(second.agent, 'google', { code: injected.code, state: second.location.searchParams.get('state') });
    expect(mismatch.res.statusCode).toBe(400);
    expect(mismatch.res.json().message).toBe('로그인 정보를 확인하지 못했습니다. 다시 시도해 주세요.');

    const third = await authorize(agent, 'google');
    const noChallenge = new URL(third.location);
    noChallenge.searchParams.delete('code_challenge');
    noChallenge.searchParams.delete('code_challenge_method');
    const unbound = await atProvider(noChallenge);
    const missing = await callback(third.agent, 'google', { code: unbound.code, state: unbound.state });
    expect(missing.res.statusCode).toBe(400);
    expect(missing.agent.sid).toBeNull();
  });

  test('provider errors: the user cancelled, the token or the user info refused', async () => {
    const cancelled = await authorize(await anonymousAgent(ctx.app), 'kakao');
    const state = cancelled.location.searchParams.get('state');
    const denied = await callback(cancelled.agent, 'kakao', { state, error: 'access_denied' });
    expect(denied.res.statusCode).toBe(400);
    expect(denied.res.json().message).toBe('로그인이 취소되었습니다.');

    provider.service.once('beforeResponse', (res) => Object.assign(res, { statusCode: 400, body: { error: 'invalid_grant' } }));
    const token = await socialLogin('google', { sub: 'never-read' });
    expect(token.res.statusCode).toBe(400);
    expect(token.res.json().message).toBe('로그인 정보를 확인하지 못했습니다. 다시 시도해 주세요.');

    const started = await authorize(await anonymousAgent(ctx.app), 'google');
    const back = await atProvider(started.location);
    nextUser({ error: 'invalid_token' }, 401);
    const userinfo = await callback(started.agent, 'google', { code: back.code, state: back.state });
    expect(userinfo.res.statusCode).toBe(400);
    expect(userinfo.agent.sid).toBeNull();
  });

  test('a provider without configuration is not available; an unknown one is refused', async () => {
    const bare = await buildTestApp(ctx.database, {});
    try {
      const res = await bare.inject({ method: 'GET', url: '/icec/api/login/oauth/majuon/authorize' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('현재 이용할 수 없는 로그인 방식입니다.');
      expect(res.headers.location).toBeUndefined();
    } finally {
      await bare.close();
    }
    const unknown = await ctx.app.inject({ method: 'GET', url: '/icec/api/login/oauth/facebook/authorize' });
    expect(unknown.statusCode).toBe(400);
  });

  test('SECURITY 6: without the test allowance the provider on 127.0.0.1 is not reached (502, in Korean)', async () => {
    const strict = await buildTestApp(ctx.database, { ...env, OUTBOUND_ALLOW_PRIVATE: 'false' });
    try {
      const anon = await anonymousAgent(strict);
      const res = await strict.inject({ method: 'GET', url: '/icec/api/login/oauth/google/authorize', headers: { cookie: anon.headers.cookie } });
      const agent = withCookies(anon, cookiesOf(res));
      const { code, state } = await atProvider(new URL(res.headers.location as string));
      let tokenCalls = 0;
      provider.service.once('beforeResponse', () => (tokenCalls += 1));
      const answer = await postAs(strict, agent, '/icec/api/login/oauth/google/callback', { code, state });
      provider.service.removeAllListeners('beforeResponse');
      expect(answer.res.statusCode).toBe(502);
      expect(answer.res.json().message).toBe('로그인 서비스와 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.');
      expect(tokenCalls).toBe(0);
    } finally {
      await strict.close();
    }
  });

  test.each(['//evil.example/x', '/\\evil.example', 'https://evil.example/main', 'javascript:alert(1)'])(
    'redirectUrl %s lands on /main',
    async (redirectUrl) => {
      const subject = `g-redirect-${redirectUrl.length}`;
      await linkedMember('google', subject);
      const { res } = await socialLogin('google', { sub: subject }, { redirectUrl });
      expect(res.json()).toMatchObject({ step: 'DONE', redirectUrl: '/main' });
    },
  );

  test('a linked administrator account is refused on the user service', async () => {
    await db().insert(socialAcnt).values({ providerCd: 'naver', subject: 'nv-admin', userId: 'admin' });
    const { res, agent } = await socialLogin('naver', { resultcode: '00', response: { id: 'nv-admin' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: '관리자 계정으로는 사용자 서비스에 로그인할 수 없습니다.', data: { isAdmin: false } });
    expect(agent.sid).toBeNull();
    const denied = await db()
      .select()
      .from(loginHstry)
      .where(and(eq(loginHstry.userId, 'admin'), eq(loginHstry.methodCd, 'naver')));
    expect(denied.map((h) => h.rsltCd)).toEqual(['DENIED']);
  });

  test('the same e-mail with another subject never logs in to the existing account', async () => {
    const member = await linkedMember('google', 'g-owner', { email: 'owner@example.com' });
    const { res, agent } = await socialLogin('google', { sub: 'g-intruder', email: 'owner@example.com', name: '다른사람' });
    expect(res.json()).toEqual({ step: 'JOIN', loginUserInfo: null, redirectUrl: '/mbrJoin/join?social=Y' });
    expect(agent.sid).toBeNull();
    const links = await db().select().from(socialAcnt).where(eq(socialAcnt.userId, member.userId));
    expect(links.map((l) => l.subject)).toEqual(['g-owner']);
  });

  test.each([
    ['PNDG', '관리자 승인 대기 중인 계정입니다. 승인 후 로그인할 수 있습니다.'],
    ['LOCK', '관리자에 의해 이용이 제한된 계정입니다. 교육원에 문의해 주세요.'],
    ['WTDR', '아이디 또는 비밀번호가 일치하지 않습니다.'],
  ] as const)('a linked %s account is refused', async (userSttsCd, message) => {
    const member = await linkedMember('kakao', `k-${userSttsCd}`);
    await db().update(mbr).set({ userSttsCd }).where(eq(mbr.userId, member.userId));
    const { res, agent } = await socialLogin('kakao', { id: `k-${userSttsCd}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(agent.sid).toBeNull();
  });

  test('the callback needs the anti-forgery header; the pending identity is only this browser’s', async () => {
    const started = await authorize(await anonymousAgent(ctx.app), 'google');
    const { code, state } = await atProvider(started.location);
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/icec/api/login/oauth/google/callback',
      headers: { cookie: started.agent.headers.cookie },
      payload: { code, state },
    });
    expect(forged.statusCode).toBe(403);
    const guest = await ctx.app.inject({ method: 'GET', url: '/icec/api/login/oauth/pending' });
    expect(guest.statusCode).toBe(404);
    expect(guest.json().message).toBe('진행 중인 간편 로그인 정보가 없습니다. 다시 로그인해 주세요.');
  });
});
