import { CONTS_KND, CONTS_SCHL_LVLS } from '@portal/contract';
import { codeLabel } from '../../../lib/code-options';

export const kndNm = (code: string) => codeLabel(CONTS_KND, code);
export const lvlNms = (codes: readonly string[]) => codes.map((code) => codeLabel(CONTS_SCHL_LVLS, code)).join(', ');

/** 2026.03.05 in Korea's time, whatever the browser's zone. */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}.${part('month')}.${part('day')}`;
}
