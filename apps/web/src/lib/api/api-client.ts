import { isAdminPath, LOCKED_LOGOUT_CODE, splitRouteKey, type TApi, type TApiInput, type TApiOutput, type TApiError, type TRouteKey } from '@portal/contract';
import { getLoginUser } from '../auth-storage';
import i18n from '../i18n';
import { LOGIN_REALMS } from '../session-timer/realm';
import { ApiError } from './api-error';
import { navigateTo } from './navigation';
import { toSafeRedirectPath } from './safe-redirect';
import { showServerMessage } from './server-message';

type TParamValue = string | number | boolean | null | undefined;
export type TParams = Record<string, TParamValue | readonly TParamValue[]>;

export type TRequestOptions = {
  /** query string; null and undefined values are left out, arrays repeat the key */
  params?: TParams;
  /** sent as JSON; a FormData is sent as multipart (file uploads), a Blob or File as it is */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** the request may outlive the page (a log sent while the user leaves) */
  keepalive?: boolean;
  /** a failure shows no dialog (the 401 and 403 rules still apply): for extras a page can do without */
  quiet?: boolean;
  /** the call reads the record the page is about: a 404 shows the not-found page (issue 14), not a dialog */
  record?: boolean;
};

export type TDownload = { blob: Blob; headers: Headers };

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
type TEnvelope = Partial<TApiError>;

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';
/** spec §7: the common file and log endpoints serve both realms and are never rewritten. */
const SHARED_API_PREFIXES = ['/api/common/', '/api/commonLog/'];

const isAdminUser = () => getLoginUser()?.userTypeCd === 'A';

/** An answer that arrived while someone was logged in (spec §4): its HTTP status. */
export type TApiResponseEvent = { status: number };
type TApiResponseListener = (event: TApiResponseEvent) => void;

const responseListeners = new Set<TApiResponseListener>();

/**
 * spec §4 login timer: the server moves the idle deadline on every request, so every answer
 * received while logged in restarts the timer; a 401 is the flag that resets (stops) it. Heard
 * as soon as the answer arrives, before any message dialog, so the timer cannot fire meanwhile.
 */
export function subscribeApiResponses(listener: TApiResponseListener): () => void {
  responseListeners.add(listener);
  return () => responseListeners.delete(listener);
}

function announceResponse(status: number): void {
  if (!getLoginUser()) return;
  for (const listener of responseListeners) listener({ status });
}

/** spec §6: an admin (userTypeCd A) calls /api/...; everyone else (G, T, S, no user) /icec/api/... */
export function resolveApiUrl(url: string): string {
  if (!url.startsWith('/api/') || SHARED_API_PREFIXES.some((prefix) => url.startsWith(prefix))) return url;
  return isAdminUser() ? url : `/icec${url}`;
}

function withParams(url: string, params: TParams | undefined): string {
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined) search.append(key, String(item));
    }
  }
  const query = search.toString();
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

async function send(method: TMethod, url: string, options: TRequestOptions): Promise<Response> {
  const headers = new Headers(options.headers);
  // A GET goes with the browser's own Accept, as the page's `<link rel="preload" as="fetch">` of the
  // same call does (plugins/web-app.ts): Chromium reuses a preloaded answer only for a request with the same headers.
  if (method !== 'GET') headers.set('Accept', 'application/json');
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body instanceof Blob) {
    body = options.body;
    if (!headers.has('Content-Type') && options.body.type) headers.set('Content-Type', options.body.type);
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set('Content-Type', 'application/json');
  }
  // SECURITY 13: the server answers 403 to a state-changing request without the cookie's twin.
  if (method !== 'GET') {
    const token = readCookie(XSRF_COOKIE);
    if (token) headers.set(XSRF_HEADER, token);
  }
  let response: Response;
  try {
    // spec §7: no default time-out; a caller that needs one passes a signal.
    response = await fetch(withParams(url, options.params), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    // spec §8: other request failures are only logged.
    if (!options.signal?.aborted) console.warn(`[api] ${method} ${url} failed`, error);
    throw error;
  }
  announceResponse(response.status);
  return response;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function messageOf(body: unknown): string | undefined {
  return isRecord(body) && typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
}

/**
 * spec §8 401 rule: '/main' when the page URL contains /icec/ or /session-expired, otherwise the
 * admin login. Our user pages live outside /icec/, so "otherwise" is read as "on an admin page":
 * a user whose session ends on /myPage must not land on the admin login. A session ended by the
 * lock (issue 13) goes to its realm's login page, where the user logs in again once it ends.
 */
function unauthorizedTarget(code: string | undefined): string {
  const { href, pathname } = window.location;
  if (code === LOCKED_LOGOUT_CODE) return LOGIN_REALMS[isAdminPath(pathname) ? 'ADMIN' : 'USER'].loginPath;
  if (href.includes('/icec/') || href.includes('/session-expired')) return '/main';
  return isAdminPath(pathname) ? '/admin/login' : '/main';
}

/** spec §6 403 rule. */
function forbiddenTarget(requestUrl: string, data: TEnvelope['data']): string {
  if (isAdminUser() || data?.isAdmin === true) return '/admin/dashboard/view';
  return requestUrl.startsWith('/icec/') ? toSafeRedirectPath(data?.returnUrl) : '/main';
}

async function fail(response: Response, requestUrl: string, quiet: boolean): Promise<never> {
  const body = await readBody(response);
  const envelope: TEnvelope = isRecord(body) ? (body as TEnvelope) : {};
  const message = messageOf(body) ?? i18n.t('common.error');
  if (!quiet) await showServerMessage(message);
  // spec §8: the redirect rules apply once the user has confirmed the message.
  if (response.status === 401) {
    localStorage.clear();
    navigateTo(unauthorizedTarget(envelope.code));
  } else if (response.status === 403) {
    navigateTo(forbiddenTarget(requestUrl, envelope.data));
  }
  throw new ApiError(response.status, envelope.code ?? `HTTP_${response.status}`, message, envelope.data);
}

async function request<T>(method: TMethod, url: string, options: TRequestOptions = {}): Promise<T> {
  const requestUrl = resolveApiUrl(url);
  const response = await send(method, requestUrl, options);
  if (!response.ok) return fail(response, requestUrl, (options.quiet ?? false) || (options.record === true && response.status === 404));
  const body = await readBody(response);
  // spec §7: a message in a successful answer is shown first; the caller gets the body after.
  const message = messageOf(body);
  if (message) await showServerMessage(message);
  return body as T;
}

/**
 * A file download (spec §7 downloadFile), or an export POSTed with its reason. A failure shows no
 * dialog: spec §8 says a failed download is only logged; the 401 and 403 rules still apply.
 */
async function download(url: string, options: TRequestOptions = {}, method: TMethod = 'GET'): Promise<TDownload> {
  const requestUrl = resolveApiUrl(url);
  const response = await send(method, requestUrl, options).catch((error: unknown) => {
    console.warn(i18n.t('file.notFound'), requestUrl, error);
    throw error;
  });
  if (!response.ok) {
    console.warn(i18n.t('file.notFound'), requestUrl, response.status);
    return fail(response, requestUrl, true);
  }
  return { blob: await response.blob(), headers: response.headers };
}

/** The longest a quiet call waits for an idle moment (a page that never goes idle still logs). */
const QUIET_SEND_MAX_WAIT_MS = 2000;

/** The quiet calls waiting for an idle moment; each sends itself once, and leaves the set as it goes. */
const waitingQuietly = new Set<() => void>();
const sendWaiting = () => waitingQuietly.forEach((sendNow) => sendNow());
let sendsOnLeaving = false;

/** A visitor who leaves (another site, the tab closed or hidden) before the idle moment still has the waiting calls sent. */
function sendWaitingOnLeaving() {
  if (sendsOnLeaving) return;
  sendsOnLeaving = true;
  window.addEventListener('pagehide', sendWaiting);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && sendWaiting());
}

/**
 * A POST whose answer nobody waits for (spec §7 commonLog): the anti-forgery header as on any POST,
 * but a failure shows no dialog and follows no redirect, since logging must never disturb the user.
 * It leaves at the browser's next idle moment (on a slow line a log call sent with the page's own
 * requests took a connection the page was waiting for), or as the visitor leaves the page
 * (`keepalive` carries it past the page's end).
 */
function sendQuietly(url: string, options: Omit<TRequestOptions, 'signal' | 'quiet' | 'keepalive'> = {}): void {
  const sendNow = () => {
    if (!waitingQuietly.delete(sendNow)) return;
    void send('POST', resolveApiUrl(url), { ...options, keepalive: true }).catch(() => undefined);
  };
  waitingQuietly.add(sendNow);
  sendWaitingOnLeaving();
  if ('requestIdleCallback' in window) window.requestIdleCallback(sendNow, { timeout: QUIET_SEND_MAX_WAIT_MS });
  else setTimeout(sendNow, 0);
}

/** Puts each `:param` of a path in its place, percent-encoded; a missing one is a programming error. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return (
    path
      .replace(/:([A-Za-z0-9_]+)\??/g, (match, name: string) => {
        const value = params?.[name];
        if (value === undefined || value === null || value === '') {
          if (match.endsWith('?')) return '';
          throw new Error(`path parameter ${name} missing for ${path}`);
        }
        return encodeURIComponent(String(value));
      })
      .replace(/\/+$/, '') || '/'
  );
}

/** `multipart`: a FormData body (a file upload), for a call whose definition has no body schema */
type TCallOptions = Pick<TRequestOptions, 'signal' | 'quiet' | 'record' | 'keepalive' | 'headers'> & { multipart?: FormData };
type TSchemasOf<A extends TApi, K extends keyof A['paths']> = K extends keyof A['schemas'] ? A['schemas'][K] : never;

/** One function per call of a module's API definition (decision 014). */
export type TApiClient<A extends TApi> = {
  [K in keyof A['paths']]: (input: TApiInput<TSchemasOf<A, K>>, options?: TCallOptions) => Promise<TApiOutput<TSchemasOf<A, K>>>;
} & {
  /** the call's URL, for links and downloads (same realm rule as the calls) */
  urlOf: <K extends keyof A['paths']>(key: K, input: Pick<TApiInput<TSchemasOf<A, K>>, 'params' | 'query'>) => string;
  /** the call's bytes (a GET download, or a POST export with its body) */
  download: <K extends keyof A['paths']>(key: K, input: TApiInput<TSchemasOf<A, K>>, options?: Pick<TRequestOptions, 'signal'>) => Promise<TDownload>;
  /** a POST nobody waits for (the logs of spec §7 commonLog): no dialog, no redirect, may outlive the page */
  sendQuietly: <K extends keyof A['paths']>(key: K, input: TApiInput<TSchemasOf<A, K>>) => void;
};

export type TClientOptions = {
  /**
   * The calls keep their /api/ path whoever is saved in the browser: the admin login screens call the
   * admin realm before any administrator is saved, when spec §6 would send them to /icec/api/.
   */
  adminRealm?: boolean;
};

/**
 * The web side of a module's API (decision 014): `apiClient<typeof crrBookApi>(crrBookPaths)`. The type
 * comes from the definition (a type-only import: no schema code in the bundle), the method and path from
 * the zod-free paths object the definition was built from.
 */
export function apiClient<A extends TApi>(paths: A['paths'], { adminRealm = false }: TClientOptions = {}): TApiClient<A> {
  const urlFor = (routeKey: TRouteKey, input: { params?: unknown; query?: unknown }) => {
    const url = withParams(fillPath(splitRouteKey(routeKey).path, input.params as Record<string, unknown> | undefined), input.query as TParams | undefined);
    // resolveApiUrl leaves an absolute same-origin address as it is
    return adminRealm ? new URL(url, window.location.origin).href : url;
  };
  const client: Record<string, unknown> = {
    urlOf: (key: string, input: { params?: unknown; query?: unknown }) => urlFor(paths[key]!, input),
    download: (key: string, input: { params?: unknown; query?: unknown; body?: unknown }, options?: Pick<TRequestOptions, 'signal'>) =>
      download(urlFor(paths[key]!, input), { ...options, body: input.body }, splitRouteKey(paths[key]!).method),
    sendQuietly: (key: string, input: { params?: unknown; query?: unknown; body?: unknown }) => sendQuietly(urlFor(paths[key]!, input), { body: input.body }),
  };
  for (const [key, routeKey] of Object.entries(paths)) {
    const { method } = splitRouteKey(routeKey);
    client[key] = (input: { params?: unknown; query?: unknown; body?: unknown }, { multipart, ...options }: TCallOptions = {}) =>
      request(method, urlFor(routeKey, input), { ...options, body: multipart ?? input.body });
  }
  return client as TApiClient<A>;
}

/**
 * The portal's one HTTP client (spec §7): JSON in and out, same-origin cookies, anti-forgery header.
 * Untyped, by path: for this folder and its tests only. The app calls through `apiClient` (decision 014),
 * and `lib/api/index.ts` does not export this.
 */
export const api = {
  get: <T>(url: string, options?: Omit<TRequestOptions, 'body'>) => request<T>('GET', url, options),
  post: <T>(url: string, options?: TRequestOptions) => request<T>('POST', url, options),
  put: <T>(url: string, options?: TRequestOptions) => request<T>('PUT', url, options),
  delete: <T>(url: string, options?: TRequestOptions) => request<T>('DELETE', url, options),
  download,
  sendQuietly,
};
