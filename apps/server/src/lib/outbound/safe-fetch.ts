import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction, type Socket } from 'node:net';
import ipaddr from 'ipaddr.js';

export type TSafeFetchOptions = {
  method?: string;
  headers?: Record<string, string>;
  /** a URLSearchParams body is sent as a form */
  body?: string | Uint8Array | URLSearchParams;
  /** for the whole exchange, redirects and body included; default 5 s */
  timeoutMs?: number;
  /** response body cap; default 1 MiB */
  maxBytes?: number;
  /** default 3 */
  maxRedirects?: number;
  /**
   * development and tests only: true lets the request reach any address; a list of CIDRs lets it
   * reach just those non-public ranges (e.g. a local mock provider).
   */
  allowPrivate?: boolean | readonly string[];
};

export type TSafeResponse = {
  status: number;
  /** the address that answered, after redirects */
  url: string;
  headers: Headers;
  text(): Promise<string>;
  json<T = unknown>(): Promise<T>;
};

export type TOutboundErrorCode = 'BAD_URL' | 'BLOCKED_ADDRESS' | 'TIMEOUT' | 'TOO_LARGE' | 'TOO_MANY_REDIRECTS' | 'NETWORK';

/** Why an outbound request was refused or failed; never carries the response body. */
export class OutboundError extends Error {
  constructor(
    readonly code: TOutboundErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * SECURITY 6: only public unicast addresses. Loopback, private, link-local (169.254.169.254),
 * CGNAT, multicast, unspecified, unique-local (fd00:ec2::254), reserved ranges and the IPv6
 * forms that embed an IPv4 address (NAT64, 6to4, Teredo) are all refused; an IPv4-mapped IPv6
 * address is judged as the IPv4 address it carries.
 */
export function isPublicAddress(address: string | undefined): boolean {
  const parsed = parseAddress(address);
  return parsed !== null && parsed.range() === 'unicast';
}

function parseAddress(address: string | undefined): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (!address || !ipaddr.isValid(address)) return null;
  const parsed = ipaddr.parse(address);
  return parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress() ? (parsed as ipaddr.IPv6).toIPv4Address() : parsed;
}

type TAddressPolicy = (address: string | undefined) => boolean;

function addressPolicy(allowPrivate: boolean | readonly string[]): TAddressPolicy {
  if (allowPrivate === true) return () => true;
  const ranges = (allowPrivate || []).map((cidr) => ipaddr.parseCIDR(cidr));
  return (address) => {
    if (isPublicAddress(address)) return true;
    const parsed = parseAddress(address);
    return parsed !== null && ranges.some(([base, bits]) => base.kind() === parsed.kind() && parsed.match(base, bits));
  };
}

const blocked = (what: string) => new OutboundError('BLOCKED_ADDRESS', `outbound request to a non-public address refused: ${what}`);

/**
 * Resolves like dns.lookup but keeps only allowed addresses, so the address checked is the one the
 * socket connects to (no second resolution that DNS rebinding could answer differently).
 */
function guardedLookup(allowed: TAddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const usable = addresses.filter((a) => allowed(a.address));
      if (usable.length === 0) return callback(blocked(hostname), '', 0);
      if (options.all) return callback(null, usable);
      callback(null, usable[0]!.address, usable[0]!.family);
    });
  };
}

function parseTarget(raw: string | URL, allowed: TAddressPolicy, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new OutboundError('BAD_URL', 'not an absolute URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundError('BAD_URL', `scheme ${url.protocol} refused`);
  // An address literal is connected to without a lookup, so it is checked here.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !allowed(host)) throw blocked(host);
  return url;
}

type THop = { status: number; headers: Headers; body: Buffer };
type THopRequest = {
  method: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
  maxBytes: number;
  allowed: TAddressPolicy;
  signal: AbortSignal;
};

function toHeaders(raw: http.IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    for (const v of [value ?? []].flat()) headers.append(name, v);
  }
  return headers;
}

/** One request and its (capped) answer; a redirect's body is not read. */
function requestOnce(url: URL, r: THopRequest): Promise<THop> {
  return new Promise<THop>((resolve, reject) => {
    const transport = url.protocol === 'https:' ? https : http;
    const req = transport.request(url, {
      method: r.method,
      headers: r.body ? { ...r.headers, 'content-length': String(r.body.length) } : r.headers,
      // no pooled sockets: every connection goes through the guarded lookup
      agent: false,
      lookup: guardedLookup(r.allowed),
    });
    const fail = (error: Error) => {
      req.destroy();
      reject(error);
    };
    const onAbort = () => fail(new OutboundError('TIMEOUT', 'outbound request timed out'));
    if (r.signal.aborted) return onAbort();
    r.signal.addEventListener('abort', onAbort, { once: true });
    const done = () => r.signal.removeEventListener('abort', onAbort);
    req.on('close', done);
    // The connected peer is checked once more: nothing but the guarded lookup may choose it.
    req.on('socket', (socket: Socket) => {
      socket.once('connect', () => {
        if (!r.allowed(socket.remoteAddress)) fail(blocked(socket.remoteAddress ?? 'unknown'));
      });
    });
    req.on('error', (error) => reject(error instanceof OutboundError ? error : new OutboundError('NETWORK', error.message)));
    req.on('response', (res) => {
      const headers = toHeaders(res.headers);
      if (REDIRECTS.has(res.statusCode ?? 0) && headers.has('location')) {
        resolve({ status: res.statusCode!, headers, body: Buffer.alloc(0) });
        return void req.destroy();
      }
      if (Number(res.headers['content-length'] ?? 0) > r.maxBytes) return fail(new OutboundError('TOO_LARGE', 'response body over the size cap'));
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > r.maxBytes) return fail(new OutboundError('TOO_LARGE', 'response body over the size cap'));
        chunks.push(chunk);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) }));
      res.on('error', (error) => reject(error instanceof OutboundError ? error : new OutboundError('NETWORK', error.message)));
    });
    req.end(r.body);
  });
}

function encodeBody(body: TSafeFetchOptions['body'], headers: Record<string, string>): Buffer | undefined {
  if (body === undefined) return undefined;
  if (body instanceof URLSearchParams) {
    headers['content-type'] ??= 'application/x-www-form-urlencoded;charset=UTF-8';
    return Buffer.from(body.toString());
  }
  return typeof body === 'string' ? Buffer.from(body) : Buffer.from(body);
}

/**
 * fetch for addresses that come from configuration or users (SECURITY 6): http(s) only, public
 * addresses only (checked on the address connected to), redirects followed by hand and checked
 * again, one time-out for the whole exchange and a cap on the body read.
 */
export async function safeFetch(target: string | URL, options: TSafeFetchOptions = {}): Promise<TSafeResponse> {
  const { timeoutMs = 5000, maxBytes = 1024 * 1024, maxRedirects = 3, allowPrivate = false } = options;
  const headers = Object.fromEntries(Object.entries(options.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  let method = (options.method ?? 'GET').toUpperCase();
  let body = encodeBody(options.body, headers);
  const signal = AbortSignal.timeout(timeoutMs);
  const allowed = addressPolicy(allowPrivate);
  let url = parseTarget(target, allowed);
  for (let redirects = 0; ; redirects += 1) {
    const hop = await requestOnce(url, { method, headers, body, maxBytes, allowed, signal });
    const location = REDIRECTS.has(hop.status) ? hop.headers.get('location') : null;
    if (location === null) {
      const text = hop.body.toString('utf8');
      return { status: hop.status, url: url.href, headers: hop.headers, text: async () => text, json: async <T>() => JSON.parse(text) as T };
    }
    if (redirects >= maxRedirects) throw new OutboundError('TOO_MANY_REDIRECTS', `more than ${maxRedirects} redirects`);
    const next = parseTarget(location, allowed, url);
    // RFC 9110 15.4: 303, and 301/302 after a POST, continue as GET without the body.
    if (hop.status === 303 || ((hop.status === 301 || hop.status === 302) && method === 'POST')) {
      method = method === 'HEAD' ? 'HEAD' : 'GET';
      body = undefined;
      delete headers['content-type'];
    }
    // Credentials never follow a redirect to another origin.
    if (next.origin !== url.origin) {
      delete headers.authorization;
      delete headers.cookie;
    }
    url = next;
  }
}
