import { formatSeoulDateTime, weekdayOf } from '@portal/contract';

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** '2026-12-01 (화)': a Seoul day with its weekday. */
export const ymdText = (ymd: string) => `${ymd} (${WEEKDAYS[weekdayOf(ymd)]})`;

/** '10:00~12:00'. */
export const timeText = (bgngTm: string, endTm: string) => `${bgngTm}~${endTm}`;

/** An instant as 'YYYY-MM-DD HH:mm' (Asia/Seoul); '-' for none. */
export const dateTimeText = (iso: string | null | undefined) => (iso ? formatSeoulDateTime(iso).slice(0, 16) : '-');
