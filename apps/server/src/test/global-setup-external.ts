import type { TestProject } from 'vitest/node';
import { prepareTemplate } from './template.js';

/** Project `server-pg15`: the server in TEST_DATABASE_URL (CI: the machine's PostgreSQL 15). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL 가 없습니다 (the server-pg15 project needs TEST_DATABASE_URL)');
  return prepareTemplate(url, project);
}
