import { formatSeoulDateTime } from '@portal/contract';

/** The portfolio's addresses (spec §2): the logged-in student's own without a user id. */
export const portfloPath = (userId?: string) => (userId ? `/myPage/portflo/${encodeURIComponent(userId)}` : '/myPage/portflo');
export const fusionListPath = (userId: string) => `/myPage/fusionActv/list/${encodeURIComponent(userId)}`;
export const hstryPath = (userId?: string) => (userId ? `/myPage/stdntCrrHstry?userId=${encodeURIComponent(userId)}` : '/myPage/stdntCrrHstry');
/** An activity's page (the crr-actv feature's route). */
export const actvViewPath = (crrActvId: number) => `/crrActv/view/${crrActvId}`;

/** A day ('2026-03-02') or a moment (ISO, read in Seoul) as 'YYYY-MM-DD'. */
export const formatYmd = (value: string) => (value.length > 10 ? formatSeoulDateTime(value).slice(0, 10) : value);
