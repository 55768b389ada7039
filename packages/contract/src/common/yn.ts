import { z } from 'zod';

/** Y/N flags are the strings 'Y' and 'N' end to end (spec §3). */
export const ZYn = z.enum(['Y', 'N']);
export type TYn = z.infer<typeof ZYn>;
export const toYn = (value: boolean): TYn => (value ? 'Y' : 'N');
