import { describe, expect, test } from 'vitest';
import { testConfig } from '../../test/test-app.js';
import { checkLink, normaliseUrl } from './dead-link.check.js';
import { dueScheduleDay } from './dead-link.schedule.js';
import { useLinkTarget } from './dead-link.test-helper.js';

const target = useLinkTarget();
/** The local server only, as a development set-up allowing one mock range would */
const LOCAL_ONLY = ['127.0.0.1/32'];

describe('checkLink (SECURITY 6 through safeFetch)', () => {
  test('a redirect to a private address is refused before it is followed', async () => {
    const result = await checkLink(target.url('/to-private'), { timeoutMs: 1000, allowPrivate: LOCAL_ONLY });
    expect(result).toMatchObject({ rsltCd: 'REFUSED', httpStatus: null, rsltMsg: '내부망·사설·루프백 주소는 점검하지 않습니다. (보안 정책)' });
    expect(target.hits.filter((h) => h.path === '/ok')).toEqual([]);
  });

  test('loopback, private and metadata addresses are refused when private targets are not allowed', async () => {
    for (const url of [target.url('/ok'), 'http://10.0.0.1/', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/']) {
      expect((await checkLink(url, { timeoutMs: 1000, allowPrivate: false })).rsltCd, url).toBe('REFUSED');
    }
    expect(target.hits.filter((h) => h.path === '/ok')).toEqual([]);
  });

  test('an address that is not http(s) is refused, not thrown', async () => {
    expect(await checkLink('ftp://example.com/', { timeoutMs: 1000, allowPrivate: false })).toMatchObject({
      rsltCd: 'REFUSED',
      rsltMsg: 'http 또는 https 주소가 아닙니다.',
    });
  });

  test('a refused connection is an ERROR with a Korean reason', async () => {
    const closedPort = 'http://127.0.0.1:1/';
    expect(await checkLink(closedPort, { timeoutMs: 1000, allowPrivate: true })).toMatchObject({ rsltCd: 'ERROR', rsltMsg: '서버가 연결을 거부했습니다.' });
  });
});

test('addresses are deduplicated in their normal form', () => {
  expect(normaliseUrl(' https://WWW.Career.go.kr ')).toBe('https://www.career.go.kr/');
  expect(normaliseUrl('https://www.career.go.kr:443/a#top')).toBe('https://www.career.go.kr/a');
  expect(normaliseUrl('not a url')).toBe('not a url');
});

describe('the daily schedule (Asia/Seoul)', () => {
  const at = (iso: string) => new Date(iso);
  test('due from the configured time for an hour, on the Seoul day', () => {
    // 03:00 in Seoul is 18:00 UTC of the day before
    expect(dueScheduleDay('03:00', at('2026-03-09T17:59:00Z'))).toBeNull();
    expect(dueScheduleDay('03:00', at('2026-03-09T18:00:00Z'))).toBe('2026-03-10');
    expect(dueScheduleDay('03:00', at('2026-03-09T18:59:00Z'))).toBe('2026-03-10');
    expect(dueScheduleDay('03:00', at('2026-03-09T19:00:00Z'))).toBeNull();
    expect(dueScheduleDay('23:30', at('2026-03-10T14:45:00Z'))).toBe('2026-03-10');
  });
});

test('configuration: DEAD_LINK_SCHEDULE is HH:mm or empty (off), DEAD_LINK_TIMEOUT_MS bounded', () => {
  expect(testConfig().deadLink).toEqual({ schedule: null, timeoutMs: 10_000 });
  expect(testConfig({ DEAD_LINK_SCHEDULE: '03:00', DEAD_LINK_TIMEOUT_MS: '2500' }).deadLink).toEqual({ schedule: '03:00', timeoutMs: 2500 });
  for (const [key, value] of [
    ['DEAD_LINK_SCHEDULE', '24:00'],
    ['DEAD_LINK_SCHEDULE', '3:00'],
    ['DEAD_LINK_TIMEOUT_MS', '10'],
  ] as const) {
    expect(() => testConfig({ [key]: value }), `${key}=${value}`).toThrow(key);
  }
});
