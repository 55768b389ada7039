import { fileURLToPath } from 'node:url';
import { defineConfig } from 'drizzle-kit';

/** Paths are resolved from this file because drizzle-kit resolves them from the working directory. */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  dialect: 'postgresql',
  schema: here('./src/db/schema.ts'),
  out: here('./drizzle'),
  casing: 'snake_case',
});
