import type { TLoginProvider } from '@portal/contract';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, expect } from 'vitest';
import { anonymousAgent, createMember, postAs, type TAgent, withCookies } from '../../test/identity.js';
import { cookiesOf, useTestApp } from '../../test/test-app.js';
import { socialAcnt } from './social-login.table.js';

/**
 * A test file's portal wired to a local OAuth 2 / OpenID provider (oauth2-mock-server on
 * 127.0.0.1, a random port) for every login provider. The portal's token and user-info calls go
 * over real HTTP through safeFetch, which reaches it because the tests allow private addresses
 * (never honoured in production).
 */
export function useOauthTestApp() {
  const provider = new OAuth2Server();
  const env: Record<string, string> = { OUTBOUND_ALLOW_PRIVATE: 'true' };
  beforeAll(async () => {
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    const issuer = provider.issuer.url!;
    for (const p of ['KAKAO', 'NAVER', 'GOOGLE', 'MAJUON']) {
      Object.assign(env, {
        [`OAUTH_${p}_CLIENT_ID`]: `portal-${p.toLowerCase()}`,
        [`OAUTH_${p}_CLIENT_SECRET`]: 'test-client-secret',
        [`OAUTH_${p}_AUTHORIZE_URL`]: `${issuer}/authorize`,
        [`OAUTH_${p}_TOKEN_URL`]: `${issuer}/token`,
        [`OAUTH_${p}_USERINFO_URL`]: `${issuer}/userinfo`,
      });
    }
  });
  // Registered after the provider's start, so the app is built with its address.
  const ctx = useTestApp(env);
  afterAll(() => provider.stop());

  /** The provider's next user-info answer. */
  function nextUser(body: object, statusCode = 200) {
    provider.service.removeAllListeners('beforeUserinfo');
    provider.service.once('beforeUserinfo', (res) => Object.assign(res, { body, statusCode }));
  }

  /** The browser follows the login button: the portal answers 302 to the provider and sets its cookie. */
  async function authorize(agent: TAgent, p: TLoginProvider, redirectUrl?: string) {
    const query = redirectUrl === undefined ? '' : `?redirectUrl=${encodeURIComponent(redirectUrl)}`;
    const res = await ctx.app.inject({ method: 'GET', url: `/icec/api/login/oauth/${p}/authorize${query}`, headers: { cookie: agent.headers.cookie } });
    expect(res.statusCode).toBe(302);
    return { res, location: new URL(res.headers.location as string), agent: withCookies(agent, cookiesOf(res)) };
  }

  const callback = (agent: TAgent, p: TLoginProvider, body: object) => postAs(ctx.app, agent, `/icec/api/login/oauth/${p}/callback`, body);

  /** authorize → provider → callback, in one browser. */
  async function socialLogin(p: TLoginProvider, user: object, opts: { agent?: TAgent; redirectUrl?: string } = {}) {
    const started = await authorize(opts.agent ?? (await anonymousAgent(ctx.app)), p, opts.redirectUrl);
    const { code, state } = await atProvider(started.location);
    nextUser(user);
    return { ...(await callback(started.agent, p, { code, state })), before: started.agent, code, state, location: started.location };
  }

  async function linkedMember(p: TLoginProvider, subject: string, values: Parameters<typeof createMember>[1] = {}) {
    const member = await createMember(ctx.database.db, values);
    await ctx.database.db.insert(socialAcnt).values({ providerCd: p, subject, userId: member.userId });
    return member;
  }

  return { ctx, provider, env, nextUser, authorize, callback, socialLogin, linkedMember };
}

/** The user signs in at the provider, which sends the browser back with a code and the state. */
export async function atProvider(location: URL) {
  const res = await fetch(location, { redirect: 'manual' });
  const back = new URL(res.headers.get('location')!);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, back };
}
