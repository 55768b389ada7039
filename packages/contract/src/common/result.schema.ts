import { z } from 'zod';

/** The answer of a change that returns nothing else (spec §7 'result SUCCESS'). */
export const ZResultResponse = z.object({ result: z.literal('SUCCESS') });
export type TResultResponse = z.infer<typeof ZResultResponse>;
