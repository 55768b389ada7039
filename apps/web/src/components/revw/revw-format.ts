// the centre is in Korea: dates read the same wherever the browser is
const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' });

/** YYYY-MM-DD of an ISO time (Korean time). */
export function dayText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DAY.format(date);
}

/** An average to one decimal ('4.2'), as the section and the admin table show it. */
export const avgText = (avg: number) => avg.toFixed(1);
