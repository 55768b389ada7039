import {
  isNeisSchlCd,
  SCHOOL_IMPORT_COLUMNS,
  SCHOOL_IMPORT_LIMITS as LIMITS,
  SCHOOL_IMPORT_MESSAGES as M,
  SCHOOL_MESSAGES,
  type TSchoolImportError,
  type TSchoolImportKey,
  type TSchoolImportResult,
  type TSchoolImportRowError,
  VALIDATION_MESSAGES,
  ZSchoolSave,
} from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { AppError } from '../../plugins/app-error.js';
import { codeList } from '../code/index.js';
import { lockExistingInstCds } from '../inst-code/index.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { type TSchoolOptionalKey, type TSchoolWrite, upsertSchools } from './school.repo.js';
import { decodeCsv, parseCsv, readXlsxRows, type TSheetRows } from './sheet-reader.js';

export type TImportKind = 'xlsx' | 'csv';
export type TImportOutcome = { ok: true; result: TSchoolImportResult } | { ok: false; error: TSchoolImportError };
type TRecord = Omit<TSchoolWrite, 'useYn'> & { row: number };
type TCode = { comCd: string; comCdNm: string };

const HEADER_OF = Object.fromEntries(SCHOOL_IMPORT_COLUMNS.map((c) => [c.key, c.header])) as Record<TSchoolImportKey, string>;
const COLUMN_ORDER = new Map(SCHOOL_IMPORT_COLUMNS.map((c, i) => [c.header as string, i]));
const normalizeHeader = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .replace(/\s+/g, '')
    .toLowerCase();
const BY_HEADER = new Map(SCHOOL_IMPORT_COLUMNS.map((c) => [normalizeHeader(c.header), c.key]));
/** CSV/formula injection: a cell a spreadsheet would run as a formula is refused (cells are text). */
const FORMULA_START = /^[=+\-@\t\r]/;

function invalid(rowErrors: TSchoolImportRowError[]): TImportOutcome {
  const sorted = [...rowErrors].sort((a, b) => a.row - b.row || (COLUMN_ORDER.get(a.column) ?? 99) - (COLUMN_ORDER.get(b.column) ?? 99));
  return {
    ok: false,
    error: { code: 'IMPORT_INVALID', message: M.invalid, data: { rowErrors: sorted.slice(0, LIMITS.maxErrors), errorCount: sorted.length } },
  };
}

/** Row 1 names the columns: each known header once, the required ones present; others are ignored. */
function mapHeader(header: string[]): { columns: Map<TSchoolImportKey, number>; errors: TSchoolImportRowError[] } {
  const columns = new Map<TSchoolImportKey, number>();
  const errors: TSchoolImportRowError[] = [];
  header.forEach((text, index) => {
    const key = BY_HEADER.get(normalizeHeader(text));
    if (!key) return;
    if (columns.has(key)) errors.push({ row: 1, column: HEADER_OF[key], message: M.duplicateColumn });
    else columns.set(key, index);
  });
  for (const column of SCHOOL_IMPORT_COLUMNS) {
    if (column.required && !columns.has(column.key)) errors.push({ row: 1, column: column.header, message: M.missingColumn });
  }
  return { columns, errors };
}

/** A code cell may hold the code (B10) or its name (서울). */
const resolveCode = (codes: TCode[], text: string) => codes.find((c) => c.comCd.toUpperCase() === text.toUpperCase() || c.comCdNm === text)?.comCd;

/** The form's own rules (ZSchoolSave) check each row, so a sheet and the form accept the same values. */
function checkRow(
  row: number,
  cell: (key: TSchoolImportKey) => string,
  codes: { schlTypes: TCode[]; regions: TCode[] },
  errors: TSchoolImportRowError[],
): TRecord | undefined {
  const before = errors.length;
  const add = (key: TSchoolImportKey, message: string) => errors.push({ row, column: HEADER_OF[key], message });
  const schlTypeCd = resolveCode(codes.schlTypes, cell('schlTypeCd'));
  const regionCd = resolveCode(codes.regions, cell('regionCd'));
  if (!cell('schlTypeCd')) add('schlTypeCd', VALIDATION_MESSAGES.required());
  else if (!schlTypeCd) add('schlTypeCd', M.schlType(codes.schlTypes.map((c) => c.comCdNm).join(', ')));
  if (!cell('regionCd')) add('regionCd', VALIDATION_MESSAGES.required());
  else if (!regionCd) add('regionCd', M.region);
  for (const key of ['schlNm', 'addr'] as const) if (FORMULA_START.test(cell(key))) add(key, M.formula);
  // a 4-digit postal code is one whose leading zero a spreadsheet dropped (03000 saved as 3000)
  const zip = /^\d{4}$/.test(cell('zip')) ? `0${cell('zip')}` : cell('zip');
  const parsed = ZSchoolSave.safeParse({
    schlNm: cell('schlNm'),
    schlTypeCd: schlTypeCd ?? '',
    regionCd: regionCd ?? '',
    addr: cell('addr'),
    zip,
    telno: cell('telno'),
    hmpgUrl: cell('hmpgUrl'),
    neisSchlCd: cell('neisSchlCd'),
    instCd: cell('instCd'),
  });
  if (!parsed.success) {
    // one message per cell: a column that already has one (an unknown code) keeps it
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as TSchoolImportKey;
      if (HEADER_OF[key] && !errors.slice(before).some((e) => e.column === HEADER_OF[key])) add(key, issue.message);
    }
    return undefined;
  }
  if (errors.length > before) return undefined;
  const v = parsed.data;
  return {
    row,
    schlNm: v.schlNm,
    schlTypeCd: v.schlTypeCd,
    regionCd: v.regionCd,
    addr: v.addr || null,
    zip: v.zip || null,
    telno: v.telno || null,
    hmpgUrl: v.hmpgUrl || null,
    neisSchlCd: v.neisSchlCd,
    instCd: v.instCd || null,
  };
}

async function readRows(kind: TImportKind, body: Buffer): Promise<TSheetRows> {
  if (body.length === 0) throw new AppError('NO_DATA', 400, M.noData);
  if (body.length > LIMITS.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', 413, M.tooLarge(LIMITS.maxBytes / 1024 / 1024));
  if (kind === 'xlsx') return readXlsxRows(body);
  // blank lines count here, so a file of only line breaks cannot make millions of rows
  const rows = parseCsv(decodeCsv(body), LIMITS.maxRows * 2 + 1);
  if (rows.length > LIMITS.maxRows * 2) throw new AppError('TOO_MANY_ROWS', 400, M.tooManyRows(LIMITS.maxRows));
  return rows;
}

/**
 * POST /api/schlInfoMng/import: every row is checked first; one failing row means nothing is
 * written and all row errors are answered. Otherwise all rows are upserted by NEIS code in one
 * transaction, which also locks the referenced institution codes so none disappears meanwhile.
 */
export async function importSchools(db: TDb, actor: TActor, kind: TImportKind, body: Buffer): Promise<TImportOutcome> {
  assertAdmin(actor);
  const [header = [], ...rest] = await readRows(kind, body);
  const { columns, errors } = mapHeader(header);
  if (errors.length) return invalid(errors);
  const dataRows = rest.map((cells, i) => ({ row: i + 2, cells })).filter(({ cells }) => cells.some((c) => c !== ''));
  if (dataRows.length === 0) throw new AppError('NO_DATA', 400, M.noData);
  if (dataRows.length > LIMITS.maxRows) throw new AppError('TOO_MANY_ROWS', 400, M.tooManyRows(LIMITS.maxRows));

  const codes = { schlTypes: await codeList(db, 'SCHL_TYPE'), regions: await codeList(db, 'REGION') };
  const records: TRecord[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { row, cells } of dataRows) {
    const cell = (key: TSchoolImportKey) => {
      const index = columns.get(key);
      return index === undefined ? '' : (cells[index] ?? '');
    };
    const record = checkRow(row, cell, codes, errors);
    const neisSchlCd = cell('neisSchlCd');
    const first = firstRowOf.get(neisSchlCd);
    if (first) errors.push({ row, column: HEADER_OF.neisSchlCd, message: M.duplicateInFile(first) });
    else if (isNeisSchlCd(neisSchlCd)) firstRowOf.set(neisSchlCd, row);
    if (record) records.push(record);
  }
  if (errors.length) return invalid(errors);

  const optionalKeys = (['addr', 'zip', 'telno', 'hmpgUrl', 'instCd'] as const).filter((key): key is TSchoolOptionalKey => columns.has(key));
  return db.transaction(async (tx): Promise<TImportOutcome> => {
    const wanted = [...new Set(records.flatMap((r) => (r.instCd ? [r.instCd] : [])))];
    const existing = await lockExistingInstCds(tx, wanted);
    const missing = records.filter((r) => r.instCd && !existing.has(r.instCd));
    if (missing.length) return invalid(missing.map((r) => ({ row: r.row, column: HEADER_OF.instCd, message: SCHOOL_MESSAGES.instNotFound })));
    const rows = records.map(({ row: _row, ...write }) => write);
    return { ok: true, result: await upsertSchools(tx, rows, optionalKeys, actor.userId) };
  });
}

/** GET /api/schlInfoMng/importTemplate: the header row as UTF-8 CSV with a BOM (Excel reads it as UTF-8). */
export function importTemplateCsv(actor: TActor): string {
  assertAdmin(actor);
  return `\uFEFF${SCHOOL_IMPORT_COLUMNS.map((c) => c.header).join(',')}\r\n`;
}
