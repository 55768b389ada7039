import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Logger, type Plugin, type Rolldown } from 'vite';
import { checkFirstLoad } from './src/build/first-load-budget';

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
    generateBundle(_options, bundle) {
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
  };
}

export default defineConfig({
  plugins: [react(), firstLoadBudget()],
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
  },
});
