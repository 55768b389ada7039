import { vi } from 'vitest';

export type TFetchCall = { url: string; init: RequestInit };
/** A recorded call; `at`: performance.now() when it was made, for tests of how long a page waits before calling. */
export type TRecordedCall = TFetchCall & { at: number };
type THandler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** JSON response, as the server sends it. */
export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Replaces globalThis.fetch (not our code) with a handler returning real Response objects and
 * records the calls; vi.unstubAllGlobals() (or the returned restore) puts the real one back.
 */
export function stubFetch(handler: THandler) {
  const calls: TRecordedCall[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, init, at: performance.now() });
    return Promise.resolve(handler(url, init));
  });
  return { calls, restore: () => vi.unstubAllGlobals() };
}
