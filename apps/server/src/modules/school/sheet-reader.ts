import { SCHOOL_IMPORT_MESSAGES as M } from '@portal/contract';
import { readSheet } from 'read-excel-file/node';
import { AppError } from '../../plugins/app-error.js';

/** What the import reads: a sheet as rows of text cells, the header row first. */
export type TSheetRows = string[][];

/** An .xlsx is a zip; its parts together may inflate to at most this (zip-bomb guard). */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 2000;
const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;
const ZIP_DIRECTORY_ENTRY = 0x02014b50;

const badXlsx = () => new AppError('BAD_FILE', 400, M.badXlsx);
const badCsv = () => new AppError('BAD_FILE', 400, M.badCsv);

export const isZip = (body: Buffer) => body.length >= 4 && body.readUInt32LE(0) === ZIP_LOCAL_HEADER;

/**
 * Sums the uncompressed sizes the zip's central directory declares, before anything is inflated:
 * a small upload that would inflate to gigabytes is refused here. ZIP64 archives (sizes over
 * 4 GB) are refused outright; a spreadsheet of 5,000 schools is a few hundred kilobytes.
 */
export function assertZipInflatesWithin(body: Buffer, maxBytes = MAX_INFLATED_BYTES): void {
  let end = -1;
  for (let i = body.length - 22; i >= Math.max(0, body.length - 22 - 0xffff); i -= 1) {
    if (body.readUInt32LE(i) === ZIP_END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) throw badXlsx();
  const entries = body.readUInt16LE(end + 10);
  let offset = body.readUInt32LE(end + 16);
  if (entries > MAX_ZIP_ENTRIES || offset === 0xffffffff) throw badXlsx();
  let total = 0;
  for (let n = 0; n < entries; n += 1) {
    if (offset + 46 > body.length || body.readUInt32LE(offset) !== ZIP_DIRECTORY_ENTRY) throw badXlsx();
    const size = body.readUInt32LE(offset + 24);
    if (size === 0xffffffff) throw badXlsx();
    total += size;
    if (total > maxBytes) throw badXlsx();
    offset += 46 + body.readUInt16LE(offset + 28) + body.readUInt16LE(offset + 30) + body.readUInt16LE(offset + 32);
  }
}

/** Every cell as text: numbers keep their digits as written (leading zeros aside), formulas their cached value. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value).trim();
}

/** The first sheet of an .xlsx; formulas are not evaluated (the library reads the saved value). */
export async function readXlsxRows(body: Buffer): Promise<TSheetRows> {
  if (!isZip(body)) throw badXlsx();
  assertZipInflatesWithin(body);
  try {
    const rows = await readSheet(body, { parseNumber: (text: string) => text, trim: true });
    return rows.map((row) => row.map(cellText));
  } catch {
    throw badXlsx();
  }
}

/** UTF-8 text, with or without a byte-order mark; anything else (EUC-KR, binary) is refused. */
export function decodeCsv(body: Buffer): string {
  if (isZip(body) || body.includes(0)) throw badCsv();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw badCsv();
  }
}

/**
 * RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks; CRLF or LF ends a
 * record. Stops once more than `maxRecords` records are read (the caller reports too many rows).
 */
export function parseCsv(text: string, maxRecords: number): TSheetRows {
  const rows: TSheetRows = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endField = () => {
    row.push(field.trim());
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  while (i < text.length && rows.length <= maxRecords) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') {
        quoted = false;
      } else {
        field += ch;
      }
    } else if (ch === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (ch === ',') {
      endField();
    } else if (ch === '\n' || ch === '\r') {
      endRow();
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
    } else {
      field += ch;
    }
    i += 1;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}
