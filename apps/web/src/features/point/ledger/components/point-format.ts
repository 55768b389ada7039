import { formatSeoulDateTime } from '@portal/contract';

/** A number of points with thousands separators (1,234). */
export const formatPoints = (points: number) => points.toLocaleString('ko-KR');

/** A ledger row's time, Seoul: 'YYYY-MM-DD HH:mm' (seconds say nothing to a student). */
export const formatLedgerDt = (iso: string) => formatSeoulDateTime(iso).slice(0, 16);

/**
 * A row's source: a page of the user site (a single-slash path), or none. Anything else (another
 * site, `//host`, a script address) is shown as text only.
 */
export const safeSrcUrl = (srcUrl: string | null) => (srcUrl && /^\/(?![/\\])/.test(srcUrl) ? srcUrl : null);
