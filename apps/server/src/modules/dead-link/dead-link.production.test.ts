import { expect, test } from 'vitest';
import { sessionFor } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { callAs, clearLinkSources, storeSites, useLinkTarget, waitForEnd } from './dead-link.test-helper.js';

const target = useLinkTarget();
/** Production, with OUTBOUND_ALLOW_PRIVATE asked for all the same: production never honours it (SECURITY 6). */
const ctx = useTestApp({
  NODE_ENV: 'production',
  OUTBOUND_ALLOW_PRIVATE: 'true',
  IDENTITY_PROVIDER: 'nice',
  NICE_CLIENT_ID: 'test',
  NICE_CLIENT_SECRET: 'test',
  NICE_PRODUCT_ID: 'test',
  NICE_RETURN_URL: 'https://portal.example.go.kr/mbrJoin/niceCallback',
});

test('in production a loopback target is REFUSED and never contacted', async () => {
  const db = ctx.database.db;
  await clearLinkSources(db);
  await storeSites(db, [target.url('/ok'), 'http://localhost/admin']);
  const agent = await sessionFor(ctx.app, 'admin');
  expect((await callAs(ctx.app, agent, 'POST', '/api/deadLink/start')).statusCode).toBe(200);
  const status = await waitForEnd(ctx.app, agent);
  expect(status.run).toMatchObject({ sttsCd: 'DONE', totalCount: 2, okCount: 0, brokenCount: 2 });
  const { list } = (await callAs(ctx.app, agent, 'GET', '/api/deadLink/results')).json();
  for (const row of list)
    expect(row).toMatchObject({ rsltCd: 'REFUSED', httpStatus: null, rsltMsg: '내부망·사설·루프백 주소는 점검하지 않습니다. (보안 정책)' });
  expect(target.hits).toEqual([]);
});
