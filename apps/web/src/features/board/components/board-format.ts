import type { TFunction } from '../../../lib/i18n';

// the centre is in Korea: dates read the same wherever the browser is
const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' });
const NUMBER = new Intl.NumberFormat('ko-KR');

/** YYYY-MM-DD of an ISO time (Korean time). */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DAY.format(date);
}

export const formatNumber = (value: number) => NUMBER.format(value);

/** '전체 N건', or '전체 N건 이상' when a searched list was counted only up to its cap (countCappedYn). */
export function countText(t: TFunction, count: number, capped: boolean): string {
  return t(capped ? 'board.countCapped' : 'board.count', { total: formatNumber(count) });
}
