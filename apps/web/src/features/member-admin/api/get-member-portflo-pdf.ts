import { saveDownload } from '../../../lib/files';
import { portfloMngClient } from './portflo-mng-client';

/** GET /api/portflo/pdf/:userId: the A4 PDF (the server names the file; the read is logged). */
export async function downloadMemberPortfloPdf(userId: string): Promise<void> {
  saveDownload(await portfloMngClient.download('pdf', { params: { userId } }), '포트폴리오.pdf');
}
