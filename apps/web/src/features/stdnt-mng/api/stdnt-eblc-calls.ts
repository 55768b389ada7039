import { STDNT_EBLC_TYPES, type TStdntEblcRowError } from '@portal/contract';
import { isApiError } from '../../../lib/api/api-error';
import { saveDownload } from '../../../lib/files';
import { stdntEblcClient } from './stdnt-mng-client';

/** The sheet's bytes typed by its name (.xlsx or .csv): a browser types a CSV differently from one system to another. */
export function typedSheet(file: File): Blob | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.xlsx')) return new Blob([file], { type: STDNT_EBLC_TYPES.xlsx });
  if (name.endsWith('.csv')) return new Blob([file], { type: STDNT_EBLC_TYPES.csv });
  return null;
}

/** GET template: the .xlsx form (이름, 번호, 생년월일), saved under the server's name. */
export async function downloadTemplate(): Promise<void> {
  saveDownload(await stdntEblcClient.download('template', {}), '학생_일괄등록_양식.xlsx');
}

/** POST :clsId/check: every row read and every problem; nothing is written. */
export const checkSheet = (clsId: number, sheet: Blob) => stdntEblcClient.check({ params: { clsId }, body: sheet });

export type TRegisterOutcome = { ok: true } | { ok: false; errors: TStdntEblcRowError[] } | { ok: false; message: string };

/**
 * POST :clsId/register: the credentials sheet, saved once (the server keeps no password in clear);
 * a sheet with a bad row answers 400 with the row errors and nothing written. A download shows no
 * dialog of its own (lib/api), so the other failures come back as a message for the page to show.
 */
export async function registerSheet(clsId: number, sheet: Blob): Promise<TRegisterOutcome> {
  try {
    saveDownload(await stdntEblcClient.download('register', { params: { clsId }, body: sheet }), '학생_계정_안내.xlsx');
    return { ok: true };
  } catch (error) {
    if (!isApiError(error)) throw error;
    const errors = (error.data as { errors?: TStdntEblcRowError[] } | undefined)?.errors;
    return errors ? { ok: false, errors } : { ok: false, message: error.message };
  }
}
