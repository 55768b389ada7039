import { addDays, daysBetween, maxIso, minIso } from './date-model';
import type { TDateConstraints } from './date-constraints';

/**
 * spec §5: limits on a period's length. The length is the number of days from the start to
 * the end (same day = 0), as the original picker's minRange/maxRange count it.
 */
export type TRangeLimits = { minRangeDays?: number; maxRangeDays?: number };

export type TRangeProblem = 'order' | 'min' | 'max';

export function rangeProblem(start: string, end: string, { minRangeDays, maxRangeDays }: TRangeLimits): TRangeProblem | undefined {
  const length = daysBetween(start, end);
  if (length < 0) return 'order';
  if (minRangeDays !== undefined && length < minRangeDays) return 'min';
  if (maxRangeDays !== undefined && length > maxRangeDays) return 'max';
  return undefined;
}

/** The end picker's limits once a start is chosen: only ends that make a valid period. */
export function endConstraints(start: string | undefined, base: TDateConstraints, limits: TRangeLimits): TDateConstraints {
  if (!start) return base;
  const earliest = addDays(start, limits.minRangeDays ?? 0);
  const latest = limits.maxRangeDays === undefined ? undefined : addDays(start, limits.maxRangeDays);
  return {
    ...base,
    minDate: base.minDate ? maxIso(base.minDate, earliest) : earliest,
    maxDate: latest && base.maxDate ? minIso(base.maxDate, latest) : (latest ?? base.maxDate),
  };
}

/** The start picker's limits once an end is chosen. */
export function startConstraints(end: string | undefined, base: TDateConstraints, limits: TRangeLimits): TDateConstraints {
  if (!end) return base;
  const latest = addDays(end, -(limits.minRangeDays ?? 0));
  const earliest = limits.maxRangeDays === undefined ? undefined : addDays(end, -limits.maxRangeDays);
  return {
    ...base,
    maxDate: base.maxDate ? minIso(base.maxDate, latest) : latest,
    minDate: earliest && base.minDate ? maxIso(base.minDate, earliest) : (earliest ?? base.minDate),
  };
}
