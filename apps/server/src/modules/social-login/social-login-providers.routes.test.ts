import { expect, test } from 'vitest';
import { useTestApp } from '../../test/test-app.js';

const ctx = useTestApp({ OAUTH_GOOGLE_CLIENT_ID: 'portal-client', OAUTH_KAKAO_CLIENT_ID: 'portal-kakao' });

test('the login page learns which providers are configured, in the spec order', async () => {
  const res = await ctx.app.inject({ url: '/icec/api/login/oauth/providers' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ providers: ['kakao', 'google'] });
});

test('an unconfigured provider stays closed', async () => {
  const res = await ctx.app.inject({ url: '/icec/api/login/oauth/naver/authorize' });
  expect(res.statusCode).toBe(404);
});
