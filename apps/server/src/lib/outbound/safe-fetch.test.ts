import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isPublicAddress, OutboundError, safeFetch } from './safe-fetch.js';

/** A local server whose answers the tests choose by path; it records what reached it. */
const hits: { path: string; method: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
let base = '';
let port = 0;
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    const path = req.url ?? '/';
    hits.push({ path, method: req.method ?? '', headers: req.headers, body });
    if (path === '/json') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    if (path === '/echo') return void res.end(JSON.stringify({ method: req.method, body, type: req.headers['content-type'] ?? null }));
    if (path === '/to-private') return void res.writeHead(302, { location: `http://127.0.0.2:${port}/secret` }).end();
    if (path === '/to-file') return void res.writeHead(302, { location: 'file:///etc/passwd' }).end();
    if (path === '/see-other') return void res.writeHead(303, { location: '/echo' }).end();
    if (path === '/loop') return void res.writeHead(302, { location: '/loop' }).end();
    if (path === '/to-other-origin') return void res.writeHead(307, { location: `http://localhost:${port}/headers` }).end();
    if (path === '/headers') return void res.end(JSON.stringify({ authorization: req.headers.authorization ?? null }));
    if (path === '/big') return void res.writeHead(200, { 'content-length': '4096' }).end('x'.repeat(4096));
    if (path === '/big-chunked') {
      res.write('x'.repeat(800));
      return void setTimeout(() => res.end('x'.repeat(800)), 20);
    }
    if (path === '/slow') return; // never answers
    res.writeHead(404).end();
  });
});

beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
});

const LOCAL_ONLY = ['127.0.0.1/32'];

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutboundError);
  return (error as OutboundError).code;
}

describe('isPublicAddress (SECURITY 6)', () => {
  test.each(['8.8.8.8', '1.1.1.1', '2001:4860:4860::8888', '::ffff:8.8.8.8'])('%s is public', (a) => expect(isPublicAddress(a)).toBe(true));
  test.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00:ec2::254',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    '2002:a00:1::',
    'not-an-ip',
    '',
  ])('%s is not public', (a) => expect(isPublicAddress(a)).toBe(false));
});

describe('safeFetch refuses', () => {
  test.each([
    'http://127.0.0.1/',
    'http://10.0.0.5/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[fd00:ec2::254]/',
    'http://0x7f.1/',
    'http://2130706433/',
  ])('the address literal %s', async (url) => {
    expect(await refusal(safeFetch(url))).toBe('BLOCKED_ADDRESS');
  });

  test('a name that resolves to loopback, before any connection', async () => {
    const before = hits.length;
    expect(await refusal(safeFetch(`http://localhost:${port}/json`))).toBe('BLOCKED_ADDRESS');
    expect(hits.length).toBe(before);
  });

  test.each(['file:///etc/passwd', 'ftp://example.com/', 'javascript:alert(1)', 'gopher://127.0.0.1/', '/relative'])('the address %s', async (url) => {
    expect(await refusal(safeFetch(url))).toBe('BAD_URL');
  });

  test('a redirect to a private address, re-checked before it is followed', async () => {
    expect(await refusal(safeFetch(`${base}/to-private`, { allowPrivate: LOCAL_ONLY }))).toBe('BLOCKED_ADDRESS');
    expect(hits.some((h) => h.path === '/secret')).toBe(false);
    expect(await refusal(safeFetch(`${base}/to-file`, { allowPrivate: LOCAL_ONLY }))).toBe('BAD_URL');
  });

  test('more than the allowed redirects', async () => {
    expect(await refusal(safeFetch(`${base}/loop`, { allowPrivate: true }))).toBe('TOO_MANY_REDIRECTS');
    expect(hits.filter((h) => h.path === '/loop').length).toBeLessThanOrEqual(4);
  });

  test('an answer slower than the time-out', async () => {
    const started = Date.now();
    expect(await refusal(safeFetch(`${base}/slow`, { allowPrivate: true, timeoutMs: 200 }))).toBe('TIMEOUT');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  test('a body over the size cap, declared or streamed', async () => {
    expect(await refusal(safeFetch(`${base}/big`, { allowPrivate: true, maxBytes: 1024 }))).toBe('TOO_LARGE');
    expect(await refusal(safeFetch(`${base}/big-chunked`, { allowPrivate: true, maxBytes: 1024 }))).toBe('TOO_LARGE');
  });
});

describe('safeFetch with a private allowance (development and tests)', () => {
  test('reads status, headers and JSON', async () => {
    const res = await safeFetch(`${base}/json`, { allowPrivate: true });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.json()).toEqual({ ok: true });
  });

  test('posts a form body', async () => {
    const res = await safeFetch(`${base}/echo`, { method: 'POST', body: new URLSearchParams({ a: '1', b: '한글' }), allowPrivate: LOCAL_ONLY });
    expect(await res.json()).toEqual({ method: 'POST', body: 'a=1&b=%ED%95%9C%EA%B8%80', type: 'application/x-www-form-urlencoded;charset=UTF-8' });
  });

  test('a 303 after a POST continues as a GET without the body', async () => {
    const res = await safeFetch(`${base}/see-other`, { method: 'POST', body: 'x=1', headers: { 'content-type': 'text/plain' }, allowPrivate: true });
    expect(res.url).toBe(`${base}/echo`);
    expect(await res.json()).toEqual({ method: 'GET', body: '', type: null });
  });

  test('credentials do not follow a redirect to another origin', async () => {
    const res = await safeFetch(`${base}/to-other-origin`, { headers: { Authorization: 'Bearer secret' }, allowPrivate: true });
    expect(await res.json()).toEqual({ authorization: null });
  });
});
