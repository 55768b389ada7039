import { XLSX_CONTENT_TYPE } from '@portal/contract';
import type { FastifyReply } from 'fastify';
import writeXlsxFile from 'write-excel-file/node';

/** One column of a sheet: its header and how a row fills it. */
export type TXlsxColumn<R> = readonly [header: string, value: (row: R) => string | number | null | undefined, width?: number];

/**
 * An .xlsx of one sheet: a bold header row, then a row per record. Every text is a string cell,
 * never a formula, so a value such as '=HYPERLINK(...)' stays text (no spreadsheet injection).
 */
export async function toXlsx<R>(sheet: string, columns: readonly TXlsxColumn<R>[], rows: readonly R[]): Promise<Buffer> {
  const header = columns.map(([title]) => ({ value: title, fontWeight: 'bold' as const }));
  const body = rows.map((row) =>
    columns.map(([, value]) => {
      const cell = value(row);
      if (cell === null || cell === undefined || cell === '') return null;
      return typeof cell === 'number' ? { type: Number, value: cell } : { type: String, value: cell };
    }),
  );
  return writeXlsxFile([header, ...body], { sheet, columns: columns.map(([, , width = 16]) => ({ width })), stickyRowsCount: 1 }).toBuffer();
}

/**
 * A file the browser saves. SECURITY 9: RFC 6266, an ASCII fallback plus the UTF-8 Korean name,
 * percent-encoded (no CR/LF can reach the header).
 */
export type TDownloadFile = { fileName: string; asciiFileName: string; contentType: string; body: Buffer | string };

export function sendDownload(reply: FastifyReply, file: TDownloadFile) {
  return reply
    .header('cache-control', 'no-store')
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.asciiFileName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .send(file.body);
}

export const xlsxFile = (fileName: string, asciiFileName: string, body: Buffer): TDownloadFile => ({
  fileName,
  asciiFileName,
  contentType: XLSX_CONTENT_TYPE,
  body,
});
