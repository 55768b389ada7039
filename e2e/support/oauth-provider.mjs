// A local OAuth 2 / OpenID provider for the browser journeys (issue 3: social login through a local
// provider over real HTTP). It signs in one person, whose subject the journeys link and log in again.
import { OAuth2Server } from 'oauth2-mock-server';

const port = Number(process.env.E2E_OAUTH_PORT ?? 3291);
const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');

const subject = 'e2e-kakao-user';
server.service.on('beforeTokenSigning', (token) => {
  token.payload.sub = subject;
});
server.service.on('beforeUserinfo', (userInfoResponse) => {
  userInfoResponse.body = { sub: subject, id: subject, name: '소셜사용자', email: 'social@example.com' };
});
await server.start(port, '127.0.0.1');
