import type { TAtchFile } from '@portal/contract';
import { downloadFile } from '../../../lib/files';

/** Saves a hall's file under its original name; a failure is only logged (spec §8 'File not found'), the API client has said what went wrong. */
export const downloadHallFile = (file: TAtchFile) => void downloadFile(file.downloadPath, file.orgFileNm).catch(() => undefined);
