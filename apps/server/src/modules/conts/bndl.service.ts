import { randomUUID } from 'node:crypto';
import {
  CONTS_BNDL_COLUMNS,
  CONTS_BNDL_EXAMPLE,
  CONTS_BNDL_LIMITS as L,
  CONTS_BNDL_MESSAGES as M,
  CONTS_BNDL_SCHL_SHORT,
  CONTS_FILE_LIMITS,
  CONTS_KND,
  CONTS_MESSAGES,
  CONTS_SCHL_LVLS,
  type TContsBndlBodyParsed,
  type TContsBndlCheckResponse,
  type TContsBndlFile,
  type TContsBndlImportResponse,
  type TContsBndlInvalid,
  type TContsBndlKey,
  type TContsBndlResult,
  type TContsBndlRowError,
  type TContsSaveParsed,
  ZContsSave,
} from '@portal/contract';
import type { TDb, TTx } from '../../db/client.js';
import { toXlsx, type TDownloadFile, xlsxFile } from '../../lib/xlsx.js';
import { AppError } from '../../plugins/app-error.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { moveTempFiles, tempFilesOf, type TTempFile } from '../files/index.js';
import { readXlsxRows } from '../school/index.js';
import { clsfNames } from './conts.clsf.js';
import { contsFiles } from './conts.files.js';
import { findConts, type TContsFullRow } from './conts.repo.js';
import { createConts, updateContsEntry } from './conts.service.js';

/**
 * Admin `contentsBundle` (issue 20): many contents from one sheet and one upload group of
 * attachments. Every row is checked (the form's own rules, ZContsSave, plus codes, files and
 * content numbers); the import checks again, takes the mapping of the files no row names (each to
 * exactly one row, spec §5) and writes every row in ONE transaction through the contents save
 * service (a draft and version 1 for a new content; for an update its classifications replaced and
 * the files added, spec §8), or nothing.
 */

const HEADER_OF = Object.fromEntries(CONTS_BNDL_COLUMNS.map((c) => [c.key, c.header])) as Record<TContsBndlKey, string>;
const ORDER = new Map(CONTS_BNDL_COLUMNS.map((c, i) => [c.header as string, i]));
const norm = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .replace(/\s+/g, '')
    .toLowerCase();
const BY_HEADER = new Map(CONTS_BNDL_COLUMNS.map((c) => [norm(c.header), c.key]));
const FORMULA_START = /^[=+\-@\t\r]/;
const splitList = (text: string) =>
  text
    .split(/[,，]/)
    .map((v) => v.trim())
    .filter((v) => v !== '');
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A row that passed: what its save needs. */
type TPlan = {
  rowNo: number;
  input: TContsSaveParsed;
  current: TContsFullRow | null;
  fileIds: number[];
  /** the attachments an updated content has already */
  kept: number;
};
type TChecked = { plans: TPlan[]; rowErrors: TContsBndlRowError[]; files: TContsBndlFile[] };

function decodeSheet(base64: string): Buffer {
  const body = Buffer.from(base64, 'base64');
  if (body.length === 0) throw new AppError('BAD_FILE', 400, M.badXlsx);
  if (body.length > L.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', 413, M.tooLarge(L.maxBytes / 1024 / 1024));
  return body;
}

async function readSheet(base64: string): Promise<string[][]> {
  try {
    return await readXlsxRows(decodeSheet(base64));
  } catch (error) {
    if (error instanceof AppError && error.code !== 'BAD_FILE') throw error;
    throw new AppError('BAD_FILE', 400, M.badXlsx);
  }
}

const sortErrors = (errors: TContsBndlRowError[]) => [...errors].sort((a, b) => a.row - b.row || (ORDER.get(a.column) ?? 99) - (ORDER.get(b.column) ?? 99));

const KND_BY_TEXT = new Map<string, string>(
  Object.entries(CONTS_KND).flatMap(([cd, nm]) => [[cd, cd] as [string, string], [nm.replace(/\s+/g, ''), cd] as [string, string]]),
);
const LVL_BY_TEXT = new Map<string, string>([
  ...Object.keys(CONTS_SCHL_LVLS).map((cd) => [cd, cd] as [string, string]),
  ...Object.entries(CONTS_SCHL_LVLS).map(([cd, nm]) => [nm, cd] as [string, string]),
  ...Object.entries(CONTS_BNDL_SCHL_SHORT).map(([nm, cd]) => [nm, cd] as [string, string]),
]);

async function checkBundle(db: TDb, actor: TActor, body: TContsBndlBodyParsed): Promise<TChecked> {
  const [header = [], ...rest] = await readSheet(body.sheet);
  const errors: TContsBndlRowError[] = [];
  const columns = new Map<TContsBndlKey, number>();
  header.forEach((text, index) => {
    const key = BY_HEADER.get(norm(text));
    if (!key) return;
    if (columns.has(key)) errors.push({ row: 1, column: HEADER_OF[key], message: M.duplicateColumn });
    else columns.set(key, index);
  });
  for (const c of CONTS_BNDL_COLUMNS) if (c.required && !columns.has(c.key)) errors.push({ row: 1, column: c.header, message: M.missingColumn });
  if (errors.length) return { plans: [], rowErrors: errors, files: [] };
  const dataRows = rest.map((cells, i) => ({ rowNo: i + 2, cells })).filter(({ cells }) => cells.some((c) => c !== ''));
  if (dataRows.length === 0) throw new AppError('NO_DATA', 400, M.noData);
  if (dataRows.length > L.maxRows) throw new AppError('TOO_MANY_ROWS', 400, M.tooManyRows(L.maxRows));

  const groupFiles: TTempFile[] = await tempFilesOf(db, { seqType: 'contents', fileModuleIds: body.atchFileModuleIds, userId: actor.userId });
  const filesByName = new Map<string, TTempFile[]>();
  for (const f of groupFiles) filesByName.set(f.fileNm, [...(filesByName.get(f.fileNm) ?? []), f]);
  const rowOfFile = new Map<number, number>();
  const rowOfContsId = new Map<number, number>();
  const names = await clsfNames(db);
  const plans: TPlan[] = [];

  for (const { rowNo, cells } of dataRows) {
    const before = errors.length;
    const cell = (key: TContsBndlKey) => {
      const index = columns.get(key);
      return index === undefined ? '' : (cells[index] ?? '').trim();
    };
    const add = (key: TContsBndlKey, message: string) => {
      if (!errors.slice(before).some((e) => e.column === HEADER_OF[key])) errors.push({ row: rowNo, column: HEADER_OF[key], message });
    };
    for (const key of ['contsTtl', 'contsSmry', 'vdoTrnscr'] as const) if (FORMULA_START.test(cell(key))) add(key, M.formula);
    for (const key of ['contsTtl', 'contsKndCd', 'schlLvls', 'clsfCds', 'contsSmry'] as const) if (!cell(key)) add(key, M.required);

    const contsKndCd = KND_BY_TEXT.get(cell('contsKndCd').replace(/\s+/g, '')) ?? KND_BY_TEXT.get(cell('contsKndCd').toUpperCase());
    if (cell('contsKndCd') && !contsKndCd) add('contsKndCd', M.contsKnd(Object.values(CONTS_KND).join(', ')));

    const lvlTexts = splitList(cell('schlLvls'));
    const schlLvls = [...new Set(lvlTexts.map((t) => LVL_BY_TEXT.get(t) ?? LVL_BY_TEXT.get(t.toUpperCase()) ?? ''))];
    if (lvlTexts.length && schlLvls.includes('')) add('schlLvls', M.schlLvl);

    const clsfCds = splitList(cell('clsfCds')).map((c) => c.toUpperCase());
    const unknown = clsfCds.find((c) => !names.has(c));
    if (unknown) add('clsfCds', M.clsfUnknown(unknown));
    else if (new Set(clsfCds).size !== clsfCds.length) add('clsfCds', CONTS_MESSAGES.clsfDup);

    let current: TContsFullRow | null = null;
    const idText = cell('contsId');
    if (idText) {
      const id = /^\d{1,15}$/.test(idText) ? Number(idText) : NaN;
      if (!Number.isSafeInteger(id) || id < 1) add('contsId', M.contsIdFormat);
      else if (rowOfContsId.has(id)) add('contsId', M.contsIdTwice(rowOfContsId.get(id)!));
      else {
        current = (await findConts(db, id)) ?? null;
        if (!current) add('contsId', M.contsNotFound(idText));
        else rowOfContsId.set(id, rowNo);
      }
    }

    const fileIds: number[] = [];
    const seen = new Set<string>();
    for (const name of splitList(cell('atchFileNms'))) {
      const found = filesByName.get(name) ?? [];
      if (seen.has(name)) add('atchFileNms', M.fileTwiceInRow(name));
      else if (found.length === 0) add('atchFileNms', M.fileMissing(name));
      else if (found.length > 1) add('atchFileNms', M.fileAmbiguous(name));
      else if (rowOfFile.has(found[0]!.fileId)) add('atchFileNms', M.fileTwice(name, rowOfFile.get(found[0]!.fileId)!));
      else fileIds.push(found[0]!.fileId);
      seen.add(name);
    }
    const kept = current?.atchFileModuleId ? (await contsFiles(db, current.contsId, current.atchFileModuleId)).length : 0;
    if (kept + fileIds.length > CONTS_FILE_LIMITS.maxCount) add('atchFileNms', M.fileCount(CONTS_FILE_LIMITS.maxCount, kept));
    if (errors.length === before) for (const id of fileIds) rowOfFile.set(id, rowNo);

    // the form's own rules: a sheet and the form accept the same values
    const summary = cell('contsSmry');
    const parsed = ZContsSave.safeParse({
      contsTtl: cell('contsTtl'),
      contsKndCd: contsKndCd ?? 'DOC',
      contsSmry: summary,
      contsCn: current ? current.contsCn : `<p>${escapeHtml(summary) || '-'}</p>`,
      vdoUrl: cell('vdoUrl'),
      vdoTrnscr: cell('vdoTrnscr'),
      atchFileModuleId: current?.atchFileModuleId ?? null,
      thmbFileId: current?.thmbFileId ?? null,
      thmbAlt: current?.thmbAlt ?? null,
      schlLvls: schlLvls.filter((v) => v !== ''),
      clsfCds: clsfCds.length ? clsfCds : [],
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = (issue.path[0] === 'contsCn' ? 'contsSmry' : issue.path[0]) as TContsBndlKey;
        if (HEADER_OF[key]) add(key, issue.message);
      }
    }
    if (errors.length === before && parsed.success) plans.push({ rowNo, input: parsed.data, current, fileIds, kept });
  }

  const files = groupFiles.map((f) => ({ ...f, rowNo: rowOfFile.get(f.fileId) ?? null }));
  return { plans, rowErrors: sortErrors(errors), files };
}

/** POST /api/contentsBundle/check: every row's errors, and the attachments no row names. */
export async function checkContsBndl(db: TDb, actor: TActor, body: TContsBndlBodyParsed): Promise<TContsBndlCheckResponse> {
  assertAdmin(actor);
  const { plans, rowErrors, files } = await checkBundle(db, actor, body);
  return {
    rows: plans.map((p) => ({ rowNo: p.rowNo, contsTtl: p.input.contsTtl, contsId: p.current?.contsId ?? null })),
    rowErrors: rowErrors.slice(0, L.maxErrors),
    errorCount: rowErrors.length,
    files,
  };
}

export type TImportOutcome = { ok: true; result: TContsBndlImportResponse } | { ok: false; error: TContsBndlInvalid };

/** spec §5: each file no row names goes to exactly one row of the sheet. */
function applyMapping(plans: TPlan[], files: TContsBndlFile[], mapping: TContsBndlBodyParsed['mapping']): void {
  const byId = new Map(files.map((f) => [f.fileId, f]));
  const planOf = new Map(plans.map((p) => [p.rowNo, p]));
  const refuse = (message: string) => new AppError('VALIDATION', 400, message);
  for (const m of mapping) {
    const file = byId.get(m.fileId);
    if (!file) throw refuse(M.mapUnknownFile);
    if (file.rowNo !== null) throw refuse(M.mapNamed(file.fileNm));
    if (!planOf.has(m.rowNo)) throw refuse(M.mapRow);
  }
  for (const file of files.filter((f) => f.rowNo === null)) {
    const rows = mapping.filter((m) => m.fileId === file.fileId);
    if (rows.length === 0) throw refuse(M.mapNone(file.fileNm));
    if (rows.length > 1) throw refuse(M.mapOne(file.fileNm));
    planOf.get(rows[0]!.rowNo)!.fileIds.push(file.fileId);
  }
  for (const plan of plans) {
    if (plan.kept + plan.fileIds.length > CONTS_FILE_LIMITS.maxCount) throw refuse(M.mapCount(plan.rowNo, CONTS_FILE_LIMITS.maxCount));
  }
}

/** One row's save in the import's transaction (the contents save service; its own transaction becomes a savepoint). */
async function saveRow(tx: TTx, actor: TActor, plan: TPlan): Promise<TContsBndlResult> {
  const via = tx as unknown as TDb;
  let group = plan.current?.atchFileModuleId ?? null;
  if (plan.fileIds.length > 0) {
    group ??= randomUUID();
    await moveTempFiles(tx, { seqType: 'contents', fileIds: plan.fileIds, to: group, userId: actor.userId });
  }
  const input = { ...plan.input, atchFileModuleId: group };
  const saved = plan.current ? await updateContsEntry(via, actor, plan.current.contsId, input) : await createConts(via, actor, input);
  return {
    rowNo: plan.rowNo,
    contsTtl: plan.input.contsTtl,
    action: plan.current ? 'UPDATED' : 'CREATED',
    contsId: saved.contsId,
    verNo: saved.verNo,
    fileCnt: plan.fileIds.length,
  };
}

/** POST /api/contentsBundle/import: the same checks, the mapping, then every row in one transaction, or nothing. */
export async function importContsBndl(db: TDb, actor: TActor, body: TContsBndlBodyParsed): Promise<TImportOutcome> {
  assertAdmin(actor);
  const { plans, rowErrors, files } = await checkBundle(db, actor, body);
  if (rowErrors.length) {
    return {
      ok: false,
      error: { code: 'BNDL_INVALID', message: M.invalid, data: { rowErrors: rowErrors.slice(0, L.maxErrors), errorCount: rowErrors.length } },
    };
  }
  applyMapping(plans, files, body.mapping);
  const results = await db.transaction(async (tx) => {
    const out: TContsBndlResult[] = [];
    for (const plan of plans) out.push(await saveRow(tx, actor, plan));
    return out;
  });
  return { ok: true, result: { result: 'SUCCESS', results } };
}

/** GET /api/contentsBundle/template: the columns and an example row (text cells only). */
export async function contsBndlTemplate(actor: TActor): Promise<TDownloadFile> {
  assertAdmin(actor);
  const columns = CONTS_BNDL_COLUMNS.map((c) => [c.header, (row: typeof CONTS_BNDL_EXAMPLE) => row[c.key], c.key === 'contsSmry' ? 40 : 18] as const);
  return xlsxFile('콘텐츠_일괄등록_양식.xlsx', 'contents-bundle-template.xlsx', await toXlsx('콘텐츠', columns, [CONTS_BNDL_EXAMPLE]));
}
