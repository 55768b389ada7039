import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

/** Component tests run in Debian's Chromium: real layout, focus, timers and scrolling. */
export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // Pre-bundled up front: a mid-run re-bundle (antd, react-router) would load a second copy of React.
  optimizeDeps: {
    include: [
      'antd',
      'antd/locale/ko_KR',
      'react-router',
      'react-router/dom',
      'react-dom',
      'react-dom/client',
      '@tanstack/react-query',
      'react-hook-form',
      '@hookform/resolvers/zod',
      'zod',
      '@tiptap/core',
      '@tiptap/react',
      '@tiptap/starter-kit',
      '@tiptap/extension-image',
      '@tiptap/extension-text-style',
      'dompurify',
      'echarts/core',
      'echarts/charts',
      'echarts/components',
      'echarts/renderers',
    ],
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A click can be lost while antd animates (a select's list, a tree's expansion) when the 2-core CI
    // machine runs the server suites at the same time: a component test gets one more try. A test that
    // fails twice fails the run; the known cases are fixed where found (select-tree-node.ts).
    retry: 1,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
