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
