import { ERROR_MESSAGES } from '@portal/contract';
import { expect, test } from 'vitest';
import { useTestApp } from '../test/test-app.js';

// The other tests run with the guard off (test-app.ts): here it is on, at a threshold a blocked loop passes.
const ctx = useTestApp({ MAX_EVENT_LOOP_DELAY_MS: '200' });

/** Holds the event loop, as a stuck handler would. */
function blockEventLoop(ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end);
}

const siteInfo = () => ctx.app.inject({ method: 'GET', url: '/icec/api/site/info' });

test('SECURITY 23: a lagging event loop answers 503 in Korean with Retry-After, and recovers', async () => {
  blockEventLoop(1_500);
  // the guard samples the loop once a second: wait for the sample that saw the block
  let refused: Awaited<ReturnType<typeof siteInfo>> | undefined;
  await expect
    .poll(
      async () => {
        const res = await siteInfo();
        if (res.statusCode === 503) refused = res;
        return res.statusCode;
      },
      { timeout: 10_000, interval: 50 },
    )
    .toBe(503);
  expect(refused?.headers['retry-after']).toBe('10');
  expect(refused?.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: ERROR_MESSAGES.SERVICE_UNAVAILABLE });
  // the next sample sees a free loop again
  await expect.poll(async () => (await siteInfo()).statusCode, { timeout: 30_000, interval: 200 }).toBe(200);
});
