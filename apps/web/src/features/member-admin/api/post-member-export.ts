import { memberExportFileName, seoulDate, type TMemberExportRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { memberAdminClient } from './member-admin-keys';

const UTF8_BOM = '\uFEFF';

/** Hands a text to the browser as a downloaded file. */
function saveText(text: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([UTF8_BOM, text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * POST /api/member/export: the filtered members as CSV, with the reason (SECURITY 17). A POST, so
 * the client's call carries it (download is GET only); its text answer is saved with the
 * BOM the decoding removed, so spreadsheets read the Korean text.
 */
export async function postMemberExport(body: TMemberExportRequest): Promise<void> {
  const csv = String(await memberAdminClient.export({ body }));
  saveText(csv.replace(/^\uFEFF/, ''), memberExportFileName(seoulDate()), 'text/csv;charset=utf-8');
}

export const useMemberExport = () => useMutation({ mutationFn: postMemberExport });
