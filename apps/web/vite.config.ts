import { readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Logger, type Plugin, type Rolldown } from 'vite';
import { checkFirstLoad } from './src/build/first-load-budget.js';

/**
 * Prints the public first-load JavaScript (src/build/first-load-budget.ts) and fails the build
 * above its budget or when an admin-only library is among it.
 */
function firstLoadBudget(): Plugin {
  let logger: Logger;
  return {
    name: 'portal:first-load-budget',
    apply: 'build',
    configResolved(config) {
      logger = config.logger;
    },
    // after Vite has written the lazy imports' preload lists into the chunks: they are part of the load
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle)
          .filter((output): output is Rolldown.OutputChunk => output.type === 'chunk')
          .map((chunk) => ({
            fileName: chunk.fileName,
            isEntry: chunk.isEntry,
            imports: chunk.imports,
            gzipBytes: gzipSync(chunk.code).length,
            modules: Object.fromEntries(Object.entries(chunk.modules).map(([id, m]) => [id, m.renderedLength])),
          }));
        const result = checkFirstLoad(chunks);
        if (!result.ok) this.error(result.report);
        logger.info(result.report);
      },
    },
  };
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; fonts and images are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml)$/;
/** Below this, compression saves less than the encoding headers cost (the server's threshold too). */
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside each text file of the build, so
 * the server sends them by content negotiation (plugins/web-app.ts) and never compresses a static
 * file per request.
 */
function precompress(): Plugin {
  return {
    name: 'portal:precompress',
    apply: 'build',
    async writeBundle(options) {
      const outDir = options.dir;
      if (!outDir) return;
      const files = readdirSync(outDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      // zlib's asynchronous calls run on the thread pool: the files are compressed side by side.
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          if (content.length < PRECOMPRESS_MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([br.length < content.length && writeFile(`${file}.br`, br), gz.length < content.length && writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/** Pretendard GOV's dynamic subset: the KRDS typeface cut in 120 unicode-range slices per weight. */
const PRETENDARD_SLICES = /[\\/]pretendard-gov[\\/]dist[\\/]web[\\/]static[\\/]pretendard-gov-dynamic-subset\.css(\?|$)/;
const FONT_WEIGHTS = [400, 700];

/**
 * Keeps the weights the pages use (body and bold) of the sliced font, woff2 only, named as the
 * tokens name it; `optional`: a slice not there at once is not swapped in later (no layout shift),
 * the browser keeps it for the next page. A page downloads only the slices of its own characters.
 */
function pretendardSlices(): Plugin {
  return {
    name: 'portal:pretendard-slices',
    enforce: 'pre',
    transform(code, id) {
      if (!PRETENDARD_SLICES.test(id)) return null;
      const faces = code.match(/@font-face\s*\{[^}]*\}/g) ?? [];
      return faces
        .filter((face) => FONT_WEIGHTS.some((weight) => face.includes(`font-weight: ${weight};`)))
        .map((face) =>
          face
            .replace(/font-family: '[^']*'/, "font-family: 'PretendardGOV'")
            .replace(/font-display: \w+/, 'font-display: optional')
            .replace(/,\s*url\([^)]*\.woff\)\s*format\('woff'\)/, ''),
        )
        .join('\n');
    },
  };
}

/**
 * The nonce placeholder of the built index.html (Vite's `html.cspNonce`): on the meta
 * `csp-nonce` and on each script and link tag. The server puts a fresh nonce in its place on
 * every page answer (plugins/web-app.ts, decision 017).
 */
const CSP_NONCE_PLACEHOLDER = 'csp-nonce-placeholder';

const RC_DYNAMIC_CSS = /[\\/]@rc-component[\\/]util[\\/]es[\\/]Dom[\\/]dynamicCSS\.js$/;
const RC_NONCE_FROM_OPTION = `  if (csp?.nonce) {
    styleNode.nonce = csp?.nonce;
  }`;

/**
 * rc-component's scroll locker (antd dialogs and drawers) and scrollbar measure (antd tables) add
 * <style> elements without asking antd's config for the nonce: they take the page's nonce when
 * their caller gives none. The build fails if a new version no longer has the patched lines.
 */
function rcStyleNonce(): Plugin {
  return {
    name: 'portal:rc-style-nonce',
    apply: 'build',
    transform(code, id) {
      if (!RC_DYNAMIC_CSS.test(id)) return null;
      if (!code.includes(RC_NONCE_FROM_OPTION)) this.error(`${id}: the nonce lines to patch are not there any more`);
      return code.replace(
        RC_NONCE_FROM_OPTION,
        `  const nonce = csp?.nonce || document.querySelector('meta[property="csp-nonce"]')?.nonce;
  if (nonce) {
    styleNode.nonce = nonce;
  }`,
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), pretendardSlices(), rcStyleNonce(), firstLoadBudget(), precompress()],
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  // '@portal/contract' resolves to its TypeScript source (the 'source' export condition).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // antd is reached only through the lazy /admin route; listing it spares the dev server a
  // dependency re-optimisation (and a full reload) on the first visit to /admin.
  optimizeDeps: { include: ['antd', 'antd/locale/ko_KR'] },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/icec/api': 'http://localhost:3000',
    },
  },
  preview: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/icec/api': 'http://localhost:3000',
    },
  },
  build: {
    // SECURITY 4: no source maps in the production build.
    sourcemap: false,
    // .vite/manifest.json: the server preloads the route tables' chunks with the pages that discover them (plugins/web-app.ts).
    manifest: true,
    // A browser without modulepreload (Safari before 17) still loads the same files, only found later;
    // the polyfill weighed on every first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Decision 033: on a slow line each file is a round trip on one of six connections, so the
      // first view is a few files, not dozens. Inlined common chunks need the entry's unused exports
      // dropped (no other page imports the entry) and make the bundler keep the modules' order.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', priority: 2, test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][\w-]+)[\\/]/ },
            // the rest of what the entry imports, in one file (not a chunk for each module the lazy pages share with it)
            { name: 'shell', priority: 1, tags: ['$initial'] },
          ],
          // a small module group shared by lazy pages is copied into each (one state), not its own file;
          // a group with styles stays a file, as Vite's CSS plugin needs
          experimentalInlineCommonChunks: { maxSize: 16 * 1024, exclude: /\.css(\?|$)/ },
        },
      },
    },
  },
});
