import { saveDownload } from '../../../lib/files';
import { portfloClient } from './portflo-client';

/**
 * GET pdf/:userId?reason=: a teacher's download of a student's A4 PDF (SECURITY 17: the reason is
 * checked and logged by the server); fetched rather than linked, so a refusal shows under the reason.
 */
export async function downloadPortfloPdf(userId: string, reason: string): Promise<void> {
  saveDownload(await portfloClient.download('pdf', { params: { userId }, query: { reason } }), '포트폴리오.pdf');
}
