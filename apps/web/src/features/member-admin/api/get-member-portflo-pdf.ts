import { saveDownload } from '../../../lib/files';
import { portfloMngClient } from './portflo-mng-client';

/** GET /api/portflo/pdf/:userId?reason=: the A4 PDF (the server names the file; the read and its reason are logged). */
export async function downloadMemberPortfloPdf(userId: string, reason: string): Promise<void> {
  saveDownload(await portfloMngClient.download('pdf', { params: { userId }, query: { reason } }), '포트폴리오.pdf');
}
