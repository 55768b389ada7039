import { expect, test } from 'vitest';
import { testConfig } from '../test/test-app.js';
import { ConfigError } from './env.js';
import { toOauthConfig } from './oauth-env.js';

test('a client id enables a provider with its documented endpoints; the partner site needs its own', () => {
  const { oauth } = testConfig({
    OAUTH_KAKAO_CLIENT_ID: 'k-id',
    OAUTH_GOOGLE_CLIENT_ID: 'g-id',
    OAUTH_GOOGLE_CLIENT_SECRET: 'g-secret',
    OAUTH_MAJUON_CLIENT_ID: 'm-id',
  });
  expect(Object.keys(oauth.providers).sort()).toEqual(['google', 'kakao']);
  expect(oauth.providers.kakao).toEqual({
    clientId: 'k-id',
    clientSecret: undefined,
    authorizeUrl: 'https://kauth.kakao.com/oauth/authorize',
    tokenUrl: 'https://kauth.kakao.com/oauth/token',
    userinfoUrl: 'https://kapi.kakao.com/v2/user/me',
    scope: 'profile_nickname account_email',
  });
  expect(oauth.providers.google).toMatchObject({
    clientSecret: 'g-secret',
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scope: 'openid email profile',
  });
  const partner = testConfig({
    OAUTH_MAJUON_CLIENT_ID: 'm-id',
    OAUTH_MAJUON_AUTHORIZE_URL: 'https://majuon.example/oauth/authorize',
    OAUTH_MAJUON_TOKEN_URL: 'https://majuon.example/oauth/token',
    OAUTH_MAJUON_USERINFO_URL: 'https://majuon.example/api/me',
  }).oauth;
  expect(partner.providers.majuon).toMatchObject({ clientId: 'm-id', tokenUrl: 'https://majuon.example/oauth/token' });
  expect(testConfig().oauth).toEqual({ providers: {}, publicBaseUrl: undefined, outboundAllowPrivate: false });
});

test('endpoints must be http(s) addresses', () => {
  expect(() => testConfig({ OAUTH_GOOGLE_TOKEN_URL: 'file:///etc/passwd' })).toThrow(ConfigError);
  expect(() => testConfig({ PUBLIC_BASE_URL: 'javascript:alert(1)' })).toThrow(ConfigError);
});

test('production: private outbound addresses are never allowed, and login providers need PUBLIC_BASE_URL', () => {
  expect(toOauthConfig({ OUTBOUND_ALLOW_PRIVATE: 'true' }, true).outboundAllowPrivate).toBe(false);
  expect(testConfig({ OUTBOUND_ALLOW_PRIVATE: 'true' }).oauth.outboundAllowPrivate).toBe(true);
  expect(() => toOauthConfig({ OAUTH_NAVER_CLIENT_ID: 'n-id' }, true)).toThrow(ConfigError);
  expect(() => toOauthConfig({ OAUTH_NAVER_CLIENT_ID: 'n-id' }, true)).toThrow(/PUBLIC_BASE_URL/);
  const ok = toOauthConfig({ OAUTH_NAVER_CLIENT_ID: 'n-id', PUBLIC_BASE_URL: 'https://portal.example.kr/' }, true);
  expect(ok.publicBaseUrl).toBe('https://portal.example.kr');
  expect(ok.providers.naver?.tokenUrl).toBe('https://nid.naver.com/oauth2.0/token');
});
