import { DATE_PICKER_WEEKS_SHOWN } from '@portal/contract';

/**
 * Calendar arithmetic on 'YYYY-MM-DD' strings. Dates are counted in whole days since the
 * epoch through Date.UTC, so no time zone or daylight-saving shift can move a day.
 */
export type TYmd = { year: number; month: number; day: number };

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function formatYmd({ year, month, day }: TYmd): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Strict 'YYYY-MM-DD' with a real day of a real month; anything else is undefined. */
export function parseIsoDate(text: string): TYmd | undefined {
  const match = ISO_DATE.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/** Accepts the typed forms 'YYYY-MM-DD', 'YYYY.MM.DD', 'YYYY/MM/DD' and 'YYYYMMDD'. */
export function normalizeTypedDate(text: string): string | undefined {
  const compact = text.trim().replace(/[./]/g, '-');
  const digits = /^(\d{4})(\d{2})(\d{2})$/.exec(compact);
  const iso = digits ? `${digits[1]}-${digits[2]}-${digits[3]}` : compact;
  return parseIsoDate(iso) ? iso : undefined;
}

function toDayNumber(iso: string): number {
  const ymd = parseIsoDate(iso);
  if (!ymd) throw new RangeError(`not a date: ${iso}`);
  return Date.UTC(ymd.year, ymd.month - 1, ymd.day) / MS_PER_DAY;
}

function fromDayNumber(dayNumber: number): string {
  const date = new Date(dayNumber * MS_PER_DAY);
  return formatYmd({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}

export function addDays(iso: string, days: number): string {
  return fromDayNumber(toDayNumber(iso) + days);
}

/** Same day in another month, or that month's last day when it is shorter (01-31 + 1 → 02-28). */
export function addMonths(iso: string, months: number): string {
  const { year, month, day } = parseIsoDate(iso) as TYmd;
  const index = year * 12 + (month - 1) + months;
  const nextYear = Math.floor(index / 12);
  const nextMonth = (index % 12) + 1;
  return formatYmd({ year: nextYear, month: nextMonth, day: Math.min(day, daysInMonth(nextYear, nextMonth)) });
}

/** Calendar days from a to b (negative when b is earlier). */
export function daysBetween(a: string, b: string): number {
  return toDayNumber(b) - toDayNumber(a);
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(iso: string): number {
  // 1970-01-01 was a Thursday
  return (((toDayNumber(iso) + 4) % 7) + 7) % 7;
}

/** Korean calendars start the week on Sunday. */
export function startOfWeek(iso: string): string {
  return addDays(iso, -weekdayOf(iso));
}

export function endOfWeek(iso: string): string {
  return addDays(iso, 6 - weekdayOf(iso));
}

export const minIso = (a: string, b: string) => (a <= b ? a : b);
export const maxIso = (a: string, b: string) => (a >= b ? a : b);

export type TCalendarDay = { iso: string; day: number; inMonth: boolean };

/**
 * The weeks of a month, Sunday first, padded with the neighbouring months' days. With
 * sixWeeks the grid always has six rows (spec §9), so its height never jumps.
 */
export function monthGrid(year: number, month: number, sixWeeks: boolean): TCalendarDay[][] {
  const first = formatYmd({ year, month, day: 1 });
  const last = formatYmd({ year, month, day: daysInMonth(year, month) });
  const start = startOfWeek(first);
  const weekCount = sixWeeks ? DATE_PICKER_WEEKS_SHOWN : (daysBetween(start, endOfWeek(last)) + 1) / 7;
  return Array.from({ length: weekCount }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => {
      const iso = addDays(start, week * 7 + weekday);
      return { iso, day: Number(iso.slice(8)), inMonth: iso.slice(0, 7) === first.slice(0, 7) };
    }),
  );
}

/** Today in the user's own calendar (local time), as 'YYYY-MM-DD'. */
export function todayIso(now: Date = new Date()): string {
  return formatYmd({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}
