import { z } from 'zod';

/**
 * SECURITY 17: an administrator's export of a list of people or results (an .xlsx) asks for a
 * reason first; the server refuses without one and records it in the personal-data access log.
 */
export const EXPORT_MESSAGES = {
  reasonRequired: '내려받기 사유를 입력해 주세요.',
  reasonLength: '내려받기 사유는 5자 이상 200자 이하로 입력해 주세요.',
  tooMany: (count: number, max: number) =>
    `내려받을 자료가 ${count.toLocaleString('ko-KR')}건으로 최대 ${max.toLocaleString('ko-KR')}건을 넘습니다. 검색 조건을 좁혀 주세요.`,
} as const;

/** Exports are refused above this many rows; each needs a reason of this length. */
export const EXPORT_MAX_ROWS = 10_000;
export const EXPORT_REASON_MIN = 5;
export const EXPORT_REASON_MAX = 200;

/** The reason rule, shared by the reason dialog and the server. */
export function checkExportReason(reason: unknown): string | undefined {
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (!text) return EXPORT_MESSAGES.reasonRequired;
  const length = [...text].length;
  if (length < EXPORT_REASON_MIN || length > EXPORT_REASON_MAX) return EXPORT_MESSAGES.reasonLength;
  return undefined;
}

/** The body of an export call: the reason, checked by checkExportReason (a field error, not a schema error). */
export const exportReasonShape = { reason: z.string().max(2000).optional() };
export const ZExportBody = z.object(exportReasonShape);
export type TExportBody = z.infer<typeof ZExportBody>;

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An export's file name for a day YYYY-MM-DD: 회원목록_20261122.xlsx. */
export const exportFileName = (stem: string, ymd: string) => `${stem}_${ymd.replaceAll('-', '')}.xlsx`;
