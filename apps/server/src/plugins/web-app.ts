import { randomFillSync } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { bannerPaths, boardPaths, ERROR_MESSAGES, isAdminPath, isKnownPagePath, menuPaths, POLICY_PAGE_CODES, popupPaths, sitePaths } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { sendError } from './error-handler.js';
import { isApiPath, pageCsp } from './security-headers.js';

const MISSING_BUILD_HTML =
  '<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>진로교육포털</title></head>' +
  '<body><p>웹 화면이 아직 빌드되지 않았습니다. <code>npm run build</code>를 실행해 주세요.</p></body></html>';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Dynamic answers (JSON, the page HTML) compressed by content negotiation, brotli preferred, gzip
 * otherwise, with `Vary: Accept-Encoding`; headers such as `Cache-Control: no-store` stay as the
 * route set them. Brotli quality 4: quality 11 costs tens of milliseconds per answer. Static files
 * are compressed at build time (registerWebApp). Request bodies are never decompressed: a body
 * inflated after the size limit would escape it. Registered before any route, since the plugin
 * wraps each route as it is added.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    globalDecompression: false,
  });
}

/** The nonce placeholder the build leaves in index.html (Vite's `html.cspNonce`), read from its meta tag. */
const NONCE_META = /<meta property="csp-nonce" nonce="([^"]+)">/;

const NONCE_BYTES = 16;
/** Random bytes for this many nonces per call into the CSPRNG: a call per nonce cost ~10 µs an answer (randomUUID caches alike). */
const NONCES_PER_FILL = 256;

/**
 * index.html cut once at its nonce placeholders (the meta tag, each script and link tag); an
 * answer joins the pieces around a fresh nonce: 128 random bits, base64, never used twice (decision 017).
 */
export function nonceTemplate(html: string): () => { html: string; nonce: string } {
  const placeholder = NONCE_META.exec(html)?.[1];
  const pieces = placeholder ? html.split(placeholder) : [html];
  const random = Buffer.alloc(NONCE_BYTES * NONCES_PER_FILL);
  let used = random.length;
  return () => {
    if (used === random.length) {
      randomFillSync(random);
      used = 0;
    }
    const nonce = random.toString('base64', used, used + NONCE_BYTES);
    used += NONCE_BYTES;
    return { html: pieces.join(nonce), nonce };
  };
}

/** Where a page path starts: the kinds of first view, each with its own preloads. */
type TPageKind = 'home' | 'entry' | 'features' | 'board' | 'admin';

/** The pages whose routes the web app's entry holds itself (router.tsx `createRoutes`): they discover no route table. */
const ENTRY_PAGE_PATHS = new Set(['/', '/main', ...POLICY_PAGE_CODES.map((code) => `/${code}`)]);

/**
 * A board's list page (contract routes `/:section/board/:boardId`), the page most public menus lead
 * to. Only board ids the web client's path encoding leaves as they are: the id goes into preload
 * addresses unchanged.
 */
const BOARD_LIST_PAGE = /^\/[^/]+\/board\/([A-Za-z0-9_-]+)$/;

function pageKindOf(pathname: string): TPageKind {
  if (isAdminPath(pathname)) return 'admin';
  if (pathname === '/' || pathname === '/main') return 'home';
  if (ENTRY_PAGE_PATHS.has(pathname)) return 'entry';
  return BOARD_LIST_PAGE.test(pathname) ? 'board' : 'features';
}

/**
 * The chunks each kind of page asks for right after the entry, by their source in Vite's manifest:
 * the route table it discovers (router.tsx `patchRoutes`, decision 028), the home page's code, and
 * the popup layer that every public page loads at once (main.tsx).
 */
const POPUP_LAYER = 'src/features/popup/components/popup-layer.tsx';
const CHUNK_SOURCES: Record<TPageKind, string[]> = {
  home: [POPUP_LAYER, 'src/app/routes/home-route.tsx'],
  entry: [POPUP_LAYER],
  features: [POPUP_LAYER, 'src/app/feature-routes.tsx'],
  board: [POPUP_LAYER, 'src/app/feature-routes.tsx', 'src/features/board/routes/board-list-page.tsx'],
  admin: ['src/app/admin/admin-routes.ts'],
};

/** The public frame's calls (the header's menu, the footer's texts; main.tsx) and the home page's banners, as the web app asks for them. */
const pathOf = (route: string) => route.slice(route.indexOf(' ') + 1);
const FRAME_CALLS = [pathOf(menuPaths.list), pathOf(sitePaths.info)];
const FETCHES_OF: Record<TPageKind, string[]> = {
  home: [...FRAME_CALLS, `${pathOf(bannerPaths.list)}?bannerSeCd=MAIN`],
  entry: FRAME_CALLS,
  features: FRAME_CALLS,
  board: FRAME_CALLS,
  admin: [],
};

type TManifestChunk = { file?: string; isEntry?: boolean; imports?: string[]; css?: string[] };

/** A chunk's file and CSS with those of its static imports, once each. */
function chunkClosure(manifest: Record<string, TManifestChunk>, source: string, into: { js: Set<string>; css: Set<string> }) {
  const chunk = manifest[source];
  if (!chunk?.file || into.js.has(chunk.file)) return;
  into.js.add(chunk.file);
  for (const css of chunk.css ?? []) into.css.add(css);
  for (const imported of chunk.imports ?? []) chunkClosure(manifest, imported, into);
}

const preloadFetch = (url: string) => `<link rel="preload" as="fetch" crossorigin href="${url}">`;

/**
 * index.html for each kind of page, with a preload of what that page asks for next (from the
 * build's manifest, `.vite/manifest.json`): its chunks beside the entry rather than after it, and
 * the answers the frame waits on beside the code rather than after it (one round trip less each on
 * a slow line). The entry's own imports are already in index.html. Without a manifest, the plain page.
 */
function pageTemplates(distDir: string, indexHtml: string): Partial<Record<TPageKind, string>> {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const placeholder = NONCE_META.exec(indexHtml)?.[1];
  if (!existsSync(manifestFile) || !placeholder) return {};
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, TManifestChunk>;
  const entry = { js: new Set<string>(), css: new Set<string>() };
  for (const [source, chunk] of Object.entries(manifest)) if (chunk.isEntry) chunkClosure(manifest, source, entry);
  const pages: Partial<Record<TPageKind, string>> = {};
  for (const kind of Object.keys(CHUNK_SOURCES) as TPageKind[]) {
    const next = { js: new Set(entry.js), css: new Set(entry.css) };
    for (const source of CHUNK_SOURCES[kind]) chunkClosure(manifest, source, next);
    const links = [
      ...[...next.js].filter((file) => !entry.js.has(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}" nonce="${placeholder}">`),
      ...[...next.css]
        .filter((file) => !entry.css.has(file))
        .map((file) => `<link rel="preload" as="style" crossorigin href="/${file}" nonce="${placeholder}">`),
      ...FETCHES_OF[kind].map(preloadFetch),
    ];
    pages[kind] = indexHtml.replace('</head>', `${links.join('')}</head>`);
  }
  return pages;
}

/**
 * The preload of a public page's popups: popup-layer.tsx asks for them by the page's path, which
 * URLSearchParams encodes as the web client does, leaving nothing an attribute could not hold.
 */
const popupPreload = (pathname: string) => preloadFetch(`${pathOf(popupPaths.list)}?${new URLSearchParams({ pageUrl: pathname })}`);

/**
 * The preloads of a board list's calls: its settings and its first page, as a reader arriving
 * without a search asks for them (board-list-page.tsx, use-board-search.ts: the query's keys in
 * that order). A gallery asks for its first page with another key order, and an administrator
 * through /api: the preload then goes unused, and the page asks as before.
 */
const boardPreloads = (pathname: string) => {
  const boardId = BOARD_LIST_PAGE.exec(pathname)?.[1];
  if (!boardId) return '';
  const info = pathOf(boardPaths.info).replace(':boardId', boardId);
  const list = pathOf(boardPaths.postList).replace(':boardId', boardId);
  return preloadFetch(info) + preloadFetch(`${list}?${new URLSearchParams({ currentPage: '1', searchCnd: 'ALL' })}`);
};

/**
 * Serves the built web app: hashed assets with a long cache, precompressed (the build writes a
 * .br and a .gz beside each text asset; the one the browser accepts is sent), and index.html for page paths
 * with a fresh style nonce in the page and in its CSP —
 * status 200 for the contract's route table, 404 for any other page (spec §2 not-found page),
 * a JSON 404 under /api and /icec/api. Registered after the rate limit (overload.ts), before the
 * access plugin: files are public.
 */
export async function registerWebApp(app: FastifyInstance, opts: { distDir: string; isProduction: boolean }) {
  const indexFile = path.join(opts.distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : MISSING_BUILD_HTML;
  if (!hasBuild) app.log.warn({ distDir: opts.distDir }, 'web build not found; pages answer a notice');
  const page = nonceTemplate(indexHtml);
  const kindPages = Object.fromEntries(Object.entries(pageTemplates(opts.distDir, indexHtml)).map(([kind, html]) => [kind, nonceTemplate(html)]));
  const pageFor = (pathname: string) => {
    const kind = pageKindOf(pathname);
    const template = kindPages[kind];
    if (!template) return page();
    const answer = template();
    if (kind === 'admin') return answer;
    const calls = kind === 'board' ? boardPreloads(pathname) : '';
    return { ...answer, html: answer.html.replace('</head>', `${calls}${popupPreload(pathname)}</head>`) };
  };
  const policyFor = pageCsp(opts.isProduction);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      dotfiles: 'deny',
      // The .br/.gz copies are sent in place of their original, never under their own name.
      globIgnore: ['**/index.html', '**/*.map', '**/*.br', '**/*.gz'],
      preCompressed: true,
      cacheControl: false,
      // Vite puts content-hashed files under assets/: they never change under the same name.
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  // Pages and unknown paths count against the same per-address limit as the routes (SECURITY 23).
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isApiPath(pathname) || pathname === '/api' || pathname === '/icec/api') {
      return sendError(reply, 404, { code: 'NOT_FOUND', message: ERROR_MESSAGES.NOT_FOUND });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendError(reply, 404, { code: 'NOT_FOUND', message: ERROR_MESSAGES.NOT_FOUND });
    }
    app.issueXsrfCookie(request, reply);
    const { html, nonce } = pageFor(pathname);
    return reply
      .code(isKnownPagePath(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .header('content-security-policy', policyFor(nonce))
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
