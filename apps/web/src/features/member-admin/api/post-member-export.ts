import type { TMemberExportRequest } from '@portal/contract';
import { saveDownload } from '../../../lib/files';
import { memberAdminClient } from './member-admin-keys';

/** POST /api/member/export: the filtered members as an .xlsx, with the reason (SECURITY 17). */
export async function exportMembers(body: TMemberExportRequest): Promise<void> {
  saveDownload(await memberAdminClient.download('export', { body }), '회원목록.xlsx');
}
