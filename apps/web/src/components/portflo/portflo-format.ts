import { formatSeoulDateTime } from '@portal/contract';

/** A day ('2026-03-02') or a moment (ISO, read in Seoul) as 'YYYY-MM-DD'. */
export const formatYmd = (value: string) => (value.length > 10 ? formatSeoulDateTime(value).slice(0, 10) : value);

/** Where an activity's name leads: the user pages' activity page; none where the reader has no such page (administrators, spec §6). */
export type TActvHref = ((crrActvId: number) => string) | undefined;
