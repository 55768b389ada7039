import { seoulDate } from '@portal/contract';

/** YYYY-MM-DD of an ISO time in Korea's time, whatever the browser's zone. */
export function dayText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : seoulDate(date);
}

/** An average to one decimal ('4.2'), as the section and the admin table show it. */
export const avgText = (avg: number) => avg.toFixed(1);
