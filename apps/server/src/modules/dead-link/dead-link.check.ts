import type { TDeadLinkRsltCd } from '@portal/contract';
import { OutboundError, safeFetch, type TSafeFetchOptions } from '../../lib/outbound/safe-fetch.js';

export type TCheckOptions = {
  /** per request (HEAD, then GET) */
  timeoutMs: number;
  /** SECURITY 6: only OUTBOUND_ALLOW_PRIVATE outside production (tests reach a local server) */
  allowPrivate: TSafeFetchOptions['allowPrivate'];
};

export type TCheckResult = { rsltCd: TDeadLinkRsltCd; httpStatus: number | null; elapsedMs: number; rsltMsg: string | null };

/** A GET fallback reads at most this much of a page: the status is what counts. */
const GET_MAX_BYTES = 2 * 1024 * 1024;
const HEADERS = { 'user-agent': 'CareerPortal-LinkChecker/1.0', accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** The checker's Korean reasons; the raw error text (host names, addresses) is kept out of the page. */
const REASONS: Record<string, string> = {
  BLOCKED_ADDRESS: '내부망·사설·루프백 주소는 점검하지 않습니다. (보안 정책)',
  BAD_URL: 'http 또는 https 주소가 아닙니다.',
  TIMEOUT: '응답 시간이 초과되었습니다.',
  TOO_LARGE: '응답이 너무 커서 확인하지 못했습니다.',
  TOO_MANY_REDIRECTS: '리다이렉트가 너무 많습니다.',
  ENOTFOUND: '도메인을 찾을 수 없습니다.',
  EAI_AGAIN: '도메인을 찾을 수 없습니다.',
  ECONNREFUSED: '서버가 연결을 거부했습니다.',
  ECONNRESET: '서버가 연결을 끊었습니다.',
  CERT: '보안 인증서(HTTPS)에 문제가 있습니다.',
  NETWORK: '서버에 연결할 수 없습니다.',
};

function networkReason(message: string): string {
  const code = /\b(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET)\b/.exec(message)?.[1];
  if (code) return REASONS[code]!;
  return /certificate|CERT_|SSL|TLS/i.test(message) ? REASONS.CERT! : REASONS.NETWORK!;
}

function fromError(error: unknown): Omit<TCheckResult, 'elapsedMs'> {
  if (!(error instanceof OutboundError)) return { rsltCd: 'ERROR', httpStatus: null, rsltMsg: REASONS.NETWORK! };
  switch (error.code) {
    case 'BLOCKED_ADDRESS':
    case 'BAD_URL':
      return { rsltCd: 'REFUSED', httpStatus: null, rsltMsg: REASONS[error.code]! };
    case 'TIMEOUT':
      return { rsltCd: 'TIMEOUT', httpStatus: null, rsltMsg: REASONS.TIMEOUT! };
    case 'NETWORK':
      return { rsltCd: 'ERROR', httpStatus: null, rsltMsg: networkReason(error.message) };
    default:
      return { rsltCd: 'ERROR', httpStatus: null, rsltMsg: REASONS[error.code]! };
  }
}

/**
 * One address, through safeFetch (SECURITY 6: public addresses only, redirects re-checked, time-out,
 * size cap). HEAD first; servers that refuse or mishandle HEAD (405, 501, and some that answer any
 * error to HEAD only) get a GET whose body is capped. Never throws: a refusal is a result.
 */
export async function checkLink(url: string, options: TCheckOptions): Promise<TCheckResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const fetchOptions = { headers: HEADERS, timeoutMs: options.timeoutMs, allowPrivate: options.allowPrivate };
  try {
    // A HEAD answer has no body; its content-length is the page's, so the cap must not judge it.
    let res = await safeFetch(url, { ...fetchOptions, method: 'HEAD', maxBytes: Number.MAX_SAFE_INTEGER });
    if (res.status >= 400) res = await safeFetch(url, { ...fetchOptions, method: 'GET', maxBytes: GET_MAX_BYTES });
    const ok = res.status < 400;
    return { rsltCd: ok ? 'OK' : 'BROKEN', httpStatus: res.status, elapsedMs: elapsed(), rsltMsg: ok ? null : `HTTP ${res.status} 응답` };
  } catch (error) {
    return { ...fromError(error), elapsedMs: elapsed() };
  }
}

/** The deduplication key: the WHATWG form (host lower-cased, default port dropped); unparsable as is. */
export function normaliseUrl(url: string): string {
  try {
    const parsed = new URL(url.trim());
    parsed.hash = '';
    return parsed.href;
  } catch {
    return url.trim();
  }
}
