import { CONTS_KND, CONTS_SCHL_LVLS, seoulDate } from '@portal/contract';
import { codeLabel } from '../../../lib/code-options';

export const kndNm = (code: string) => codeLabel(CONTS_KND, code);
export const lvlNms = (codes: readonly string[]) => codes.map((code) => codeLabel(CONTS_SCHL_LVLS, code)).join(', ');

/** 2026.03.05 in Korea's time, whatever the browser's zone. */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : seoulDate(date).replaceAll('-', '.');
}
