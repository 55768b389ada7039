import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error.js';

export const API_PREFIXES = ['/api/', '/icec/api/'] as const;
export const isApiPath = (url: string) => API_PREFIXES.some((p) => url.startsWith(p));

/** The document policy but for its style directives, which differ between the page and other documents. */
const documentCsp = (isProduction: boolean) =>
  [
    "default-src 'self'",
    // The Daum postcode lookup (spec §7 postal code) loads its script and shows its page in a frame;
    // a content's video plays in the privacy-enhanced players only (issue 20: youtube-nocookie, Vimeo).
    "script-src 'self' https://t1.daumcdn.net",
    'frame-src https://postcode.map.daum.net https://t1.daumcdn.net https://www.youtube-nocookie.com https://player.vimeo.com',
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // NICE identity verification opens its standard window by a form post (SECURITY 6 lists the provider).
    "form-action 'self' https://nice.checkplus.co.kr",
    "frame-ancestors 'self'",
    ...(isProduction ? ['upgrade-insecure-requests'] : []),
  ].join(';');

/**
 * The policy of a page answer (index.html) for its nonce (decision 017): a `<style>` element
 * needs the answer's nonce (antd's CSS-in-JS, the editor's); style attributes stay allowed, by
 * the narrower directive only, for stored editor bodies (fonts, alignment, rebuilt from constants
 * by the sanitizer) and the libraries that set one.
 */
export function pageCsp(isProduction: boolean): (nonce: string) => string {
  const base = documentCsp(isProduction);
  return (nonce) => `${base};style-src 'self' 'nonce-${nonce}';style-src-attr 'unsafe-inline'`;
}

/**
 * Powerful browser features the portal does not use are off for it and every frame in it. The
 * camera stays for the portal's own pages: QR check-in at programmes will scan with it. Only
 * features Chromium knows are named: an unknown one is a console error on every page.
 */
const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'display-capture=()',
  'xr-spatial-tracking=()',
  'publickey-credentials-get=()',
  'browsing-topics=()',
].join(', ');

const hsts = (isProduction: boolean): Record<string, string> => (isProduction ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {});

/**
 * SECURITY 4: the headers helmet would set for documents, computed once. (@fastify/helmet
 * rebuilt them on every request and cost two thirds of a small JSON route's throughput.)
 */
export function securityHeaderSet(isProduction: boolean): Record<string, string> {
  return {
    // documents other than the page (files opened by themselves) have no inline style at all
    'content-security-policy': `${documentCsp(isProduction)};style-src 'self'`,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'permissions-policy': PERMISSIONS_POLICY,
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...hsts(isProduction),
  };
}

/**
 * JSON answers are never documents: the OWASP REST set (nothing may load, nothing may frame,
 * no sniffing, no caching of personal data) instead of the page policies, a third of the bytes.
 */
export function apiSecurityHeaderSet(isProduction: boolean): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cache-control': 'no-store',
    ...hsts(isProduction),
  };
}

/** Security headers on every response; TRACE refused; API answers never cached. */
async function securityHeaders(app: FastifyInstance, opts: { isProduction: boolean }) {
  const headers = securityHeaderSet(opts.isProduction);
  const apiHeaders = apiSecurityHeaderSet(opts.isProduction);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? apiHeaders : headers);
    done(request.method === 'TRACE' || request.method === 'TRACK' ? new AppError('METHOD_NOT_ALLOWED', 405) : undefined);
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
