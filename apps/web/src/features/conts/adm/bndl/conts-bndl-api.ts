import {
  contsBndlPaths,
  type contsBndlApi,
  type TContsBndlBody,
  type TContsBndlImportResponse,
  type TContsBndlInvalid,
  ZContsBndlInvalid,
} from '@portal/contract';
import { apiClient, isApiError } from '../../../../lib/api';
import { saveDownload } from '../../../../lib/files';

/** /api/contentsBundle/*: the template, the check and the import (admin contentsBundle). */
export const contsBndlClient = apiClient<typeof contsBndlApi>(contsBndlPaths);

export const checkBndl = (body: TContsBndlBody) => contsBndlClient.check({ body });

export type TBndlImportOutcome = { ok: true; result: TContsBndlImportResponse } | { ok: false; error: TContsBndlInvalid };

/** POST /api/contentsBundle/import: a row error since the check comes back as the rows' list; other failures throw. */
export async function importBndl(body: TContsBndlBody): Promise<TBndlImportOutcome> {
  try {
    return { ok: true, result: await contsBndlClient.import({ body }) };
  } catch (error) {
    const invalid = isApiError(error) ? ZContsBndlInvalid.safeParse({ code: error.code, message: error.message, data: error.data }) : undefined;
    if (invalid?.success) return { ok: false, error: invalid.data };
    throw error;
  }
}

export async function downloadTemplate(): Promise<void> {
  saveDownload(await contsBndlClient.download('template', {}), '콘텐츠_일괄등록_양식.xlsx');
}

/** A file's bytes as base64 (the sheet travels in the JSON body). */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

const csvCell = (value: string | number) => {
  const text = String(value);
  // a cell a spreadsheet would run as a formula is kept as text
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The result report as UTF-8 CSV with a BOM (Excel reads it as UTF-8). */
export function resultCsv(header: string[], rows: (string | number)[][]): Blob {
  const text = [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n');
  return new Blob([`\uFEFF${text}\r\n`], { type: 'text/csv;charset=utf-8' });
}
