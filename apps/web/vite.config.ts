import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Logger, type Plugin, type Rolldown } from 'vite';

const FIRST_LOAD_BUDGET_KB = 150;
/** Admin-only libraries (ARCHITECTURE: antd loads only under /admin). */
const ADMIN_ONLY_MODULES = /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+)[\\/]/;

/**
 * Prints the public first-load JavaScript, gzip: the entry chunk and every chunk it imports
 * statically (the ones index.html loads or modulepreloads). Fails the build if an admin-only
 * library is among them; warns above the budget.
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
      const chunks = new Map<string, Rolldown.OutputChunk>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
      const firstLoad = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || firstLoad.has(fileName)) return;
        firstLoad.add(fileName);
        chunk.imports.forEach(visit);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);

      let bytes = 0;
      for (const fileName of firstLoad) {
        const chunk = chunks.get(fileName);
        if (!chunk) continue;
        const adminModule = chunk.moduleIds.find((id) => ADMIN_ONLY_MODULES.test(id));
        if (adminModule) this.error(`first load carries an admin-only module: ${adminModule} (in ${fileName})`);
        bytes += gzipSync(chunk.code).length;
      }
      const kb = bytes / 1024;
      const line = `public first-load JS: ${kb.toFixed(1)} KB gzip in ${firstLoad.size} chunk(s) (budget ${FIRST_LOAD_BUDGET_KB} KB)`;
      if (kb <= FIRST_LOAD_BUDGET_KB) return logger.info(line);
      // Over budget: name the largest modules, so the cause is visible in the build output.
      const modules = [...firstLoad].flatMap((fileName) => Object.entries(chunks.get(fileName)?.modules ?? {}));
      const largest = modules.sort(([, a], [, b]) => b.renderedLength - a.renderedLength).slice(0, 10);
      this.warn(`${line}; largest modules:\n${largest.map(([id, m]) => `  ${(m.renderedLength / 1024).toFixed(1)} KB ${id}`).join('\n')}`);
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
