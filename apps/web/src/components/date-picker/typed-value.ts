import { dateBounds, dateProblem, type TDateConstraints } from './date-constraints';
import { normalizeTypedDate } from './date-model';
import { isTime, isTimeSelectable, splitDateTime, type TTimeConstraints } from './time-model';

/** A message key under form.datePicker.error with its parameters, or a text already made. */
export type TTypedError =
  | { key: 'format'; params: { format: string } }
  | { key: 'min' | 'max'; params: { date: string } }
  | { key: 'disabled' | 'time'; params: Record<string, never> }
  | { text: string };

export type TTypedOptions = {
  constraints: TDateConstraints;
  /** undefined: a date without time */
  time: TTimeConstraints | undefined;
  /** an extra check of the whole value (the range picker's period rules), first to speak */
  validate?: (value: string) => string | undefined;
};

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/**
 * spec §5: typed input obeys the same limits as the calendar. Returns the normalised value
 * ('' for an empty input) or the reason it cannot be taken.
 */
export function readTypedValue(text: string, { constraints, time, validate }: TTypedOptions): { value: string } | { error: TTypedError } {
  if (text.trim() === '') return { value: '' };
  const format = time ? DATE_TIME_FORMAT : DATE_FORMAT;
  const parts = time ? splitDateTime(text) : { date: text, time: '' };
  const date = normalizeTypedDate(parts.date);
  if (!date || (time && !isTime(parts.time))) return { error: { key: 'format', params: { format } } };
  const value = time ? `${date} ${parts.time}` : date;

  const custom = validate?.(value);
  if (custom) return { error: { text: custom } };
  const problem = dateProblem(date, constraints);
  if (problem === 'min') return { error: { key: 'min', params: { date: dateBounds(constraints).min } } };
  if (problem === 'max') return { error: { key: 'max', params: { date: dateBounds(constraints).max } } };
  if (problem) return { error: { key: 'disabled', params: {} } };
  if (time && !isTimeSelectable(parts.time, time)) return { error: { key: 'time', params: {} } };
  return { value };
}
