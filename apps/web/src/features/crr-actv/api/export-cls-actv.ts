import { exportFileName, seoulDate, type TCrrActvExportBodyInput } from '@portal/contract';
import { saveDownload } from '../../../lib/files';
import { crrActvClient } from './crr-actv-client';

/** POST /icec/api/crrActv/excel: a class's activities as an .xlsx, with the reason (SECURITY 17). */
export async function exportClsActv(body: TCrrActvExportBodyInput): Promise<void> {
  saveDownload(await crrActvClient.download('excel', { body }), exportFileName('학급진로활동', seoulDate()));
}
