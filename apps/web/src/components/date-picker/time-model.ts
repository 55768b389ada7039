/** spec §5: time limits of the date picker; times are 'HH:mm', 24-hour. */
export type TTimeConstraints = {
  minTime?: string;
  maxTime?: string;
  disabledTimes?: readonly string[];
  /** minutes between the offered times */
  minuteStep?: number;
};

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const DEFAULT_MINUTE_STEP = 30;

export function isTime(text: string): boolean {
  return HH_MM.test(text);
}

/** Every time of the day at the step: 00:00, 00:30, … */
export function timeSlots(minuteStep = DEFAULT_MINUTE_STEP): string[] {
  const step = Math.min(Math.max(1, Math.trunc(minuteStep)), 60);
  const slots: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += step) {
    slots.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
  }
  return slots;
}

/** 'HH:mm' strings compare in time order, so plain string comparison suffices. */
export function isTimeSelectable(time: string, { minTime, maxTime, disabledTimes }: TTimeConstraints): boolean {
  if (!isTime(time)) return false;
  if (minTime && time < minTime) return false;
  if (maxTime && time > maxTime) return false;
  return !disabledTimes?.includes(time);
}

/** Splits 'YYYY-MM-DD HH:mm' (also 'YYYY-MM-DDTHH:mm'); the date part is left to the date model. */
export function splitDateTime(text: string): { date: string; time: string } {
  const [date = '', time = ''] = text.trim().split(/[ T]+/);
  return { date, time };
}
