import { z } from 'zod';

/** GET /api/health: the server and its database answer. */
export const ZHealth = z.object({ status: z.literal('ok'), database: z.literal('ok') });
