import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { anonymousAgent, createMember, postAs, sessionFor, type TAgent, withCookies } from '../../test/identity.js';
import { XSRF_COOKIE } from '../../plugins/csrf.js';
import { SESSION_COOKIE } from '../auth/index.js';
import { userSession } from '../auth/session.table.js';
import { loginHstry, mbrTrmsAgre } from '../member/member.table.js';
import { OAUTH_STATE_COOKIE } from './oauth-state.js';
import { useOauthTestApp } from './social-login.test-helper.js';
import { linkPendingSocialAccount } from './social-login.repo.js';
import { socialAcnt, socialJoinPending } from './social-login.table.js';

const { ctx, provider, authorize, socialLogin, linkedMember } = useOauthTestApp();
const db = () => ctx.database.db;
const isLogin = async (agent: TAgent) => (await postAs(ctx.app, agent, '/icec/api/login/isLogin')).res.json().isLogin;

describe('social login flow', () => {
  test('authorize answers 302 to the provider with state, S256 challenge and a sealed HttpOnly cookie', async () => {
    const { res, location } = await authorize(await anonymousAgent(ctx.app), 'google', '/myPage/myInfo');
    expect(location.origin).toBe(provider.issuer.url);
    const q = location.searchParams;
    expect(q.get('client_id')).toBe('portal-google');
    expect(q.get('response_type')).toBe('code');
    expect(q.get('redirect_uri')).toMatch(/^https?:\/\/[^/]+\/login\/google$/);
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = res.cookies.find((c) => c.name === OAUTH_STATE_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/icec/api/login/oauth' });
    // the verifier and the state are not readable in the cookie
    expect(cookie.value).not.toContain(q.get('state'));
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test('a first login continues into join; once joined, the next login is DONE with a new session', async () => {
    const first = await socialLogin('google', { sub: 'g-1001', email: 'g1001@example.com', name: '구글사용자' }, { redirectUrl: '/myPage/myInfo' });
    expect(first.res.statusCode).toBe(200);
    expect(first.res.json()).toEqual({ step: 'JOIN', loginUserInfo: null, redirectUrl: '/mbrJoin/join?social=Y' });
    expect(first.agent.sid).toBeNull();
    const pendingRes = await ctx.app.inject({ method: 'GET', url: '/icec/api/login/oauth/pending', headers: { cookie: first.agent.headers.cookie } });
    expect(pendingRes.json()).toEqual({ providerCd: 'google', userNm: '구글사용자' });
    const [pending] = await db().select().from(socialJoinPending).where(eq(socialJoinPending.subject, 'g-1001'));
    expect(pending).toMatchObject({ providerCd: 'google', email: 'g1001@example.com', usedAt: null });
    const minutes = (pending!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);

    // the join's last step links the identity to the new account
    const member = await createMember(db());
    expect(await db().transaction((tx) => linkPendingSocialAccount(tx, pending!.pendingId, member.userId))).toBe(true);

    const loggedIn = await sessionFor(ctx.app, member.userId);
    const second = await socialLogin(
      'google',
      { sub: 'g-1001', email: 'g1001@example.com', name: '구글사용자' },
      { agent: loggedIn, redirectUrl: '/myPage/myInfo' },
    );
    expect(second.res.statusCode).toBe(200);
    expect(second.res.json()).toMatchObject({ step: 'DONE', redirectUrl: '/myPage/myInfo', loginUserInfo: { userId: member.userId, isLogin: 'Y' } });
    // SECURITY 12: a new session id; the old one is gone
    expect(second.agent.sid).toBeTruthy();
    expect(second.agent.sid).not.toBe(loggedIn.sid);
    expect(await isLogin(second.agent)).toBe('Y');
    expect(await isLogin(loggedIn)).toBe('N');
    const history = await db().select().from(loginHstry).where(eq(loginHstry.userId, member.userId));
    expect(history).toEqual([expect.objectContaining({ rsltCd: 'SUCCESS', methodCd: 'google', realmCd: 'USER' })]);
    const [link] = await db().select().from(socialAcnt).where(eq(socialAcnt.subject, 'g-1001'));
    expect(link!.lastLoginAt).not.toBeNull();
  });

  test('kakao, naver and the partner site: their user-info shapes, scopes and join pages', async () => {
    const kakao = await socialLogin('kakao', { id: 424242, kakao_account: { email: 'k@example.com', profile: { nickname: '카카오닉' } } });
    expect(kakao.location.searchParams.get('scope')).toBe('profile_nickname account_email');
    expect(kakao.res.json()).toMatchObject({ step: 'JOIN', redirectUrl: '/mbrJoin/join?social=Y' });

    let tokenState: unknown;
    provider.service.once('beforeResponse', (_res, req) => (tokenState = (req.body as Record<string, unknown>).state));
    const naver = await socialLogin('naver', { resultcode: '00', message: 'success', response: { id: 'nv-77', name: '네이버이름' } });
    expect(naver.location.searchParams.has('scope')).toBe(false);
    expect(naver.res.json()).toMatchObject({ step: 'JOIN' });
    expect(tokenState).toBe(naver.state);

    const majuon = await socialLogin('majuon', { sub: 'mj-9', name: '마주온회원' });
    expect(majuon.res.json()).toMatchObject({ step: 'JOIN', redirectUrl: '/mbrJoin/joinMajuon' });

    const rows = await db().select().from(socialJoinPending);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ providerCd: 'kakao', subject: '424242', userNm: '카카오닉', email: 'k@example.com' }),
        expect.objectContaining({ providerCd: 'naver', subject: 'nv-77', userNm: '네이버이름' }),
        expect.objectContaining({ providerCd: 'majuon', subject: 'mj-9', userNm: '마주온회원' }),
      ]),
    );
  });

  test('a browser whose session has ended can still start and finish a social login', async () => {
    const member = await createMember(db());
    const stale = await sessionFor(ctx.app, member.userId);
    await db().delete(userSession).where(eq(userSession.userId, member.userId));
    const anon = await anonymousAgent(ctx.app);
    const browser = withCookies(anon, { [SESSION_COOKIE]: stale.sid!, [XSRF_COOKIE]: stale.headers['x-xsrf-token'] });
    const { res } = await socialLogin('google', { sub: 'g-after-timeout' }, { agent: browser });
    expect(res.statusCode).toBe(200);
    expect(res.json().step).toBe('JOIN');
  });

  test('a linked account whose terms changed is sent to re-agree, not logged in', async () => {
    const member = await linkedMember('kakao', '5150');
    await db().delete(mbrTrmsAgre).where(eq(mbrTrmsAgre.userId, member.userId));
    const { res, agent } = await socialLogin('kakao', { id: 5150 });
    expect(res.json()).toMatchObject({ step: 'TRMS_REAGRE', loginUserInfo: null });
    expect(agent.sid).toBeTruthy();
    expect(await isLogin(agent)).toBe('N');
  });

  test('a student whose password a teacher reset must change it after a provider login too', async () => {
    // the state mbrMng resetPswd leaves (issue 18): a new hash, pswdChgAt null, not bulk-registered
    const member = await linkedMember('naver', 'nv-reset', { userTypeCd: 'S', mbrTypeAuthrt: 'ST01', brdt: '2012-05-05', eblcRegYn: 'N', pswdChgAt: null });
    const { res, agent } = await socialLogin('naver', { resultcode: '00', message: 'success', response: { id: 'nv-reset', name: '네이버학생' } });
    expect(res.json()).toMatchObject({ step: 'PSWD_CHG', loginUserInfo: null });
    expect(agent.sid).toBeTruthy();
    expect(await isLogin(agent)).toBe('N');
    const history = await db().select().from(loginHstry).where(eq(loginHstry.userId, member.userId));
    expect(history).toEqual([expect.objectContaining({ rsltCd: 'SUCCESS', methodCd: 'naver' })]);
  });
});
