/** Social and partner login (spec §2 /login/kakao, naver, google, majuon); schemas in social-login.api.ts. */
export const socialLoginPaths = {
  providers: 'GET /icec/api/login/oauth/providers',
  authorize: 'GET /icec/api/login/oauth/:provider/authorize',
  callback: 'POST /icec/api/login/oauth/:provider/callback',
  pending: 'GET /icec/api/login/oauth/pending',
} as const;
