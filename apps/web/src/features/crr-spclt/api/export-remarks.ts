import { saveDownload } from '../../../lib/files';
import { crrSpcltClient } from './crr-spclt-client';

/** POST classes/:clsId/export: the class's remarks as .xlsx, with the reason the access log keeps (SECURITY 17). */
export async function exportRemarks(clsId: number, reason: string, fileName: string): Promise<void> {
  saveDownload(await crrSpcltClient.download('export', { params: { clsId }, body: { reason } }), fileName);
}
