import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'drizzle-kit';

/**
 * Paths are resolved from this file because drizzle-kit resolves them from the working directory;
 * `out` must be relative (drizzle-kit prefixes it with './').
 */
const here = (path: string) => relative(process.cwd(), fileURLToPath(new URL(path, import.meta.url)));

export default defineConfig({
  dialect: 'postgresql',
  schema: here('./src/db/schema.ts'),
  out: here('./drizzle'),
  casing: 'snake_case',
});
