import { maxIso, minIso, weekdayOf } from './date-model';

/** spec §5: the date picker's limits. All dates are 'YYYY-MM-DD'. */
export type TDateConstraints = {
  minDate?: string;
  maxDate?: string;
  /** these dates cannot be chosen (a list or a test) */
  disabledDates?: readonly string[] | ((iso: string) => boolean);
  /** when given, only these dates can be chosen */
  allowedDates?: readonly string[];
  /** 0 Sunday … 6 Saturday */
  disabledWeekdays?: readonly number[];
  /** years offered by the year select; dates outside cannot be chosen */
  yearRange?: readonly [number, number];
};

export type TDateProblem = 'min' | 'max' | 'disabled';

const DEFAULT_YEAR_RANGE = [1900, 2100] as const;

/** The effective first and last choosable dates: min/max dates within the year range. */
export function dateBounds({ minDate, maxDate, yearRange = DEFAULT_YEAR_RANGE }: TDateConstraints) {
  const [fromYear, toYear] = yearRange;
  const yearStart = `${String(fromYear).padStart(4, '0')}-01-01`;
  const yearEnd = `${String(toYear).padStart(4, '0')}-12-31`;
  return {
    min: minDate ? maxIso(minDate, yearStart) : yearStart,
    max: maxDate ? minIso(maxDate, yearEnd) : yearEnd,
  };
}

/** Why a date cannot be chosen, or undefined when it can. */
export function dateProblem(iso: string, constraints: TDateConstraints): TDateProblem | undefined {
  const { min, max } = dateBounds(constraints);
  if (iso < min) return 'min';
  if (iso > max) return 'max';
  const { disabledDates, allowedDates, disabledWeekdays } = constraints;
  if (allowedDates && !allowedDates.includes(iso)) return 'disabled';
  if (disabledWeekdays?.includes(weekdayOf(iso))) return 'disabled';
  if (typeof disabledDates === 'function' ? disabledDates(iso) : disabledDates?.includes(iso)) return 'disabled';
  return undefined;
}

export const isDateSelectable = (iso: string, constraints: TDateConstraints) => !dateProblem(iso, constraints);

/** Keeps a date inside the choosable bounds (keyboard moves and month jumps stop at the edges). */
export function clampDate(iso: string, constraints: TDateConstraints): string {
  const { min, max } = dateBounds(constraints);
  return minIso(maxIso(iso, min), max);
}
