import { randomFillSync } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { ERROR_MESSAGES, isAdminPath, isKnownPagePath, POLICY_PAGE_CODES } from '@portal/contract';
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

/** The route tables the web app discovers on the way (apps/web/src/app/router.tsx `patchRoutes`), by their source in Vite's manifest. */
const ROUTE_TABLE_SOURCES = { features: 'src/app/feature-routes.tsx', admin: 'src/app/admin/admin-routes.ts' } as const;
type TRouteTable = keyof typeof ROUTE_TABLE_SOURCES;

/** The pages whose routes the web app's entry holds itself (router.tsx `createRoutes`): they discover no table. */
const ENTRY_PAGE_PATHS = new Set(['/', '/main', ...POLICY_PAGE_CODES.map((code) => `/${code}`)]);

/** The table a page path discovers first, if any. */
export function routeTableOf(pathname: string): TRouteTable | undefined {
  if (isAdminPath(pathname)) return 'admin';
  return ENTRY_PAGE_PATHS.has(pathname) ? undefined : 'features';
}

/**
 * index.html with a modulepreload of each route table's chunk (from the build's manifest,
 * `.vite/manifest.json`): a page outside the entry's own routes asks for its table beside the
 * entry, not after it (one round trip less before the page's code). Without a manifest, the plain page.
 */
export function routeTablePages(distDir: string, indexHtml: string): Partial<Record<TRouteTable, string>> {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return {};
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file?: string }>;
  const placeholder = NONCE_META.exec(indexHtml)?.[1];
  const pages: Partial<Record<TRouteTable, string>> = {};
  for (const [table, source] of Object.entries(ROUTE_TABLE_SOURCES) as [TRouteTable, string][]) {
    const file = manifest[source]?.file;
    if (!file || !placeholder) continue;
    pages[table] = indexHtml.replace('</head>', `<link rel="modulepreload" crossorigin href="/${file}" nonce="${placeholder}"></head>`);
  }
  return pages;
}

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
  const tablePages = Object.fromEntries(Object.entries(routeTablePages(opts.distDir, indexHtml)).map(([table, html]) => [table, nonceTemplate(html)]));
  const pageFor = (pathname: string) => {
    const table = routeTableOf(pathname);
    return (table && tablePages[table]) || page;
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
    const { html, nonce } = pageFor(pathname)();
    return reply
      .code(isKnownPagePath(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .header('content-security-policy', policyFor(nonce))
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
