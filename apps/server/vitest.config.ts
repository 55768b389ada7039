import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    env: { TZ: 'Asia/Seoul' },
  },
});
