import { cpnPaths, cpnResultPaths, dayBsdCpnDrawPaths, type cpnApi, type cpnResultApi, type dayBsdCpnDrawApi } from '@portal/contract';
import { apiClient } from '../../../../lib/api';
import { saveDownload } from '../../../../lib/files';

/** The students' coupon calls, the public results and the administrator's draw calls (decision 014). */
export const cpnClient = apiClient<typeof cpnApi>(cpnPaths);
export const cpnResultClient = apiClient<typeof cpnResultApi>(cpnResultPaths);
export const cpnDrawClient = apiClient<typeof dayBsdCpnDrawApi>(dayBsdCpnDrawPaths);

/** POST /api/dayBsdCpnMng/:cpnId/winners/export: the winners (full names) as an .xlsx, with the reason (SECURITY 17). */
export async function exportCpnWinners(cpnId: number, reason: string): Promise<void> {
  saveDownload(await cpnDrawClient.download('winnersExport', { params: { cpnId }, body: { reason } }), '쿠폰당첨자목록.xlsx');
}
