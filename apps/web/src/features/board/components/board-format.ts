import type { TFunction } from '../../../lib/i18n';

/**
 * A count with thousands separators (1,234), as ko-KR writes it. Counts are whole numbers: grouping
 * them by hand spares the board's first paint the Korean locale data an `Intl.NumberFormat` loads.
 */
export const formatNumber = (value: number) => (Number.isInteger(value) ? String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : value.toLocaleString('ko-KR'));

/** '전체 N건', or '전체 N건 이상' when a searched list was counted only up to its cap (countCappedYn). */
export function countText(t: TFunction, count: number, capped: boolean): string {
  return t(capped ? 'board.countCapped' : 'board.count', { total: formatNumber(count) });
}
