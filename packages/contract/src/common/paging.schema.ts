import { z } from 'zod';
import { PAGE_SIZE } from './constants.js';

/** Query of a paged list: 1-based page and page size (bounded). */
export const ZPageQuery = z.object({
  currentPage: z.coerce.number().int().min(1).max(100_000).default(1),
  maxResults: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;
