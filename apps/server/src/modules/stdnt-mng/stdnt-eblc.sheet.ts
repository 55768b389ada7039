import {
  STDNT_EBLC_COLUMNS,
  STDNT_EBLC_LIMITS as LIMITS,
  STDNT_EBLC_MESSAGES as M,
  type TStdntEblcKey,
  type TStdntEblcRow,
  type TStdntEblcRowError,
  VALIDATION_MESSAGES,
} from '@portal/contract';
import { AppError } from '../../plugins/app-error.js';
import { decodeCsv, parseCsv, readXlsxRows, type TSheetRows } from '../school/index.js';

export type TSheetKind = 'xlsx' | 'csv';

/** What a row is checked against: the class's school year, grade and school type, and the numbers taken in it. */
export type TClassFacts = { schlYr: number; grd: number; schlTypeCd: string; takenNos: ReadonlySet<number> };

/** A row that passed every check. */
export type TCheckedRow = { rowNo: number; userNm: string; stdntNo: number; brdt: string };

const normalizeHeader = (text: string) => text.replace(/^\uFEFF/, '').replace(/\s+/g, '');
const BY_HEADER = new Map(STDNT_EBLC_COLUMNS.map((c) => [normalizeHeader(c.header), c.key]));
/** 2..20 letters, Hangul or Latin; Latin names may have single spaces between their parts. */
const NAME = /^(?:[가-힣]{2,20}|[A-Za-z]+(?: [A-Za-z]+)*)$/;
const YMD = /^(\d{4})[-./]?(\d{2})[-./]?(\d{2})$/;
/**
 * Korean school entry: a child born in year Y starts elementary school in March of Y + 7, so in
 * school year S grade g of an elementary school was born in S - 6 - g, of a middle school S - 12 - g,
 * of a high school S - 15 - g. Two years older (a late start, a repeated year) or one younger
 * (an early start) still pass; anything else is most likely a typing error.
 */
const ENTRY_OFFSET: Record<string, number> = { EL01: 6, MD01: 12, HI01: 15 };

export function birthYearRange(facts: Pick<TClassFacts, 'schlYr' | 'grd' | 'schlTypeCd'>): { from: number; to: number } {
  const born = facts.schlYr - (ENTRY_OFFSET[facts.schlTypeCd] ?? ENTRY_OFFSET.MD01!) - facts.grd;
  return { from: born - 2, to: born + 1 };
}

/** 2013.05.20, 2013/05/20 and 20130520 are read as 2013-05-20; undefined when no real calendar day. */
export function normalizeYmd(text: string): string | undefined {
  const m = YMD.exec(text);
  if (!m) return undefined;
  const ymd = `${m[1]}-${m[2]}-${m[3]}`;
  const day = new Date(`${ymd}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === ymd ? ymd : undefined;
}

/** The sheet's rows as text: the first sheet of an .xlsx or a UTF-8 CSV (the school import's reader). */
export async function readSheetRows(kind: TSheetKind, body: Buffer): Promise<TSheetRows> {
  if (body.length === 0) throw new AppError('NO_DATA', 400, M.noData);
  if (kind === 'xlsx') return readXlsxRows(body);
  return parseCsv(decodeCsv(body), LIMITS.maxRows * 2 + 1);
}

/**
 * Every row checked, none written: name 2..20 Hangul or Latin letters, number 1..99 unique in the
 * sheet and free in the class, birth date a real day plausible for the class's grade. `rows` holds
 * every data row as read (for the preview), `valid` only the rows without a problem.
 */
export function checkSheet(sheet: TSheetRows, facts: TClassFacts): { rows: TStdntEblcRow[]; valid: TCheckedRow[]; errors: TStdntEblcRowError[] } {
  const [header = [], ...rest] = sheet;
  const columns = new Map<TStdntEblcKey, number>();
  const errors: TStdntEblcRowError[] = [];
  header.forEach((text, index) => {
    const key = BY_HEADER.get(normalizeHeader(text));
    if (!key) return;
    if (columns.has(key)) errors.push({ rowNo: 1, field: key, message: M.duplicateColumn });
    else columns.set(key, index);
  });
  for (const c of STDNT_EBLC_COLUMNS) if (!columns.has(c.key)) errors.push({ rowNo: 1, field: c.key, message: M.missingColumn });
  if (errors.length) return { rows: [], valid: [], errors };

  const dataRows = rest.map((cells, i) => ({ rowNo: i + 2, cells })).filter(({ cells }) => cells.some((c) => c !== ''));
  if (dataRows.length === 0) return { rows: [], valid: [], errors: [{ rowNo: 1, field: 'file', message: M.noData }] };
  if (dataRows.length > LIMITS.maxRows) return { rows: [], valid: [], errors: [{ rowNo: 1, field: 'file', message: M.tooManyRows(LIMITS.maxRows) }] };

  const years = birthYearRange(facts);
  const firstRowOfNo = new Map<number, number>();
  const rows: TStdntEblcRow[] = [];
  const valid: TCheckedRow[] = [];
  for (const { rowNo, cells } of dataRows) {
    const cell = (key: TStdntEblcKey) => cells[columns.get(key)!] ?? '';
    const before = errors.length;
    const add = (field: TStdntEblcKey, message: string) => errors.push({ rowNo, field, message });
    const userNm = cell('userNm');
    if (!userNm) add('userNm', VALIDATION_MESSAGES.required());
    else if ([...userNm].length < 2 || [...userNm].length > 20 || !NAME.test(userNm)) add('userNm', M.nameRule);

    const noText = cell('stdntNo');
    const stdntNo = /^\d{1,2}$/.test(noText) ? Number(noText) : null;
    if (!noText) add('stdntNo', VALIDATION_MESSAGES.required());
    else if (stdntNo === null || stdntNo < 1) add('stdntNo', M.noRule);
    else if (firstRowOfNo.has(stdntNo)) add('stdntNo', M.noDuplicateInFile(firstRowOfNo.get(stdntNo)!));
    else if (facts.takenNos.has(stdntNo)) add('stdntNo', M.noTakenInClass);
    if (stdntNo !== null && stdntNo >= 1 && !firstRowOfNo.has(stdntNo)) firstRowOfNo.set(stdntNo, rowNo);

    const brdt = normalizeYmd(cell('brdt'));
    const year = brdt ? Number(brdt.slice(0, 4)) : 0;
    if (!cell('brdt')) add('brdt', VALIDATION_MESSAGES.required());
    else if (!brdt) add('brdt', M.brdtFormat);
    else if (year < years.from || year > years.to) add('brdt', M.brdtGrade(years.from, years.to));

    rows.push({ rowNo, userNm, stdntNo: stdntNo !== null && stdntNo >= 1 ? stdntNo : null, brdt: brdt ?? cell('brdt') });
    if (errors.length === before) valid.push({ rowNo, userNm, stdntNo: stdntNo!, brdt: brdt! });
  }
  return { rows, valid, errors };
}
