import { SCHOOL_IMPORT_TYPES, type TSchoolImportError, type TSchoolImportResult, ZSchoolImportError } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api';
import { schoolMngClient } from './inst-client';
import { schoolResource } from './school-resource';

export type TImportOutcome = { ok: true; result: TSchoolImportResult } | { ok: false; error: TSchoolImportError };

/**
 * POST /api/schlInfoMng/import: the file itself is the request body, typed .xlsx or CSV by its
 * name (browsers type CSV files differently). Row errors come back as a 400 the page shows in a
 * table; other failures throw the server's message.
 */
export async function importSchools(file: File): Promise<TImportOutcome> {
  const type = file.name.toLowerCase().endsWith('.csv') ? SCHOOL_IMPORT_TYPES.csv : SCHOOL_IMPORT_TYPES.xlsx;
  try {
    return { ok: true, result: await schoolMngClient.import({ body: file }, { headers: { 'Content-Type': type } }) };
  } catch (error) {
    const rowErrors = isApiError(error) ? ZSchoolImportError.safeParse({ code: error.code, message: error.message, data: error.data }) : undefined;
    if (rowErrors?.success) return { ok: false, error: rowErrors.data };
    throw error;
  }
}

/** The import as a mutation: a successful one refreshes the school list. */
export function useImportSchools() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importSchools,
    onSuccess: (outcome) => {
      if (outcome.ok) void queryClient.invalidateQueries({ queryKey: schoolResource.keys.all });
    },
  });
}
