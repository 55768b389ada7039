import { defineProject } from 'vitest/config';

/** Repository-wide checks (module boundaries): plain Node, no database. */
export default defineProject({
  test: { name: 'repo', include: ['test/**/*.test.ts'], root: import.meta.dirname + '/..', environment: 'node' },
});
