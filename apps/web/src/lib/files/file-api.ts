import { FILE_HEADERS, type TAtchFile, type TFileRemovalEntry, type TFileSeqType, type TFileUploadResponse, type TRemoveFileType } from '@portal/contract';
import { api } from '../api';

/** Where an upload goes (spec §7 headers): the owner type, the owning record when it exists, the form's upload group. */
export type TUploadTarget = { seqType: TFileSeqType; seqId?: string; fileModuleId?: string };

/** POST /api/common/fileUpload: one file (multipart field `file`); the answer carries the group id for the next files of the form. */
export function uploadFile(file: File, target: TUploadTarget): Promise<TFileUploadResponse> {
  const body = new FormData();
  body.append('file', file);
  const headers: Record<string, string> = { [FILE_HEADERS.seqType]: target.seqType };
  if (target.seqId) headers[FILE_HEADERS.seqId] = target.seqId;
  if (target.fileModuleId) headers[FILE_HEADERS.fileModuleId] = target.fileModuleId;
  return api.post<TFileUploadResponse>('/api/common/fileUpload', { body, headers });
}

/**
 * Uploads files one after another into one group: the first answer names the group the next ones
 * join. Each answer is handed over as it arrives, so a failure part-way keeps what went through.
 */
export async function uploadInGroup(files: readonly File[], target: TUploadTarget, onUploaded: (file: File, answer: TFileUploadResponse) => void): Promise<void> {
  let fileModuleId = target.fileModuleId;
  for (const file of files) {
    const answer = await uploadFile(file, { ...target, fileModuleId });
    fileModuleId = answer.fileModuleId;
    onUploaded(file, answer);
  }
}

/** POST /api/common/removeFile/{type} with the entries to delete (spec §7). */
export const removeFiles = (type: TRemoveFileType, entries: TFileRemovalEntry[]) => api.post<{ result: string }>(`/api/common/removeFile/${type}`, { body: entries });

/** orgFileNm (percent-encoded UTF-8, spec §7) or the path's last segment. */
function fileNameOf(headers: Headers, fallback: string): string {
  const encoded = headers.get('orgFileNm');
  if (!encoded) return fallback;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return fallback;
  }
}

/** GET downloadPath and save the bytes under the original name (spec §7); a failure is only logged (spec §8). */
export async function downloadFile(downloadPath: string, fallbackName = 'download'): Promise<void> {
  const { blob, headers } = await api.download(downloadPath);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(headers, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A listed attachment saved under its name; a failure is only logged (spec §8), the API client has already said why. */
export const saveAtchFile = (file: Pick<TAtchFile, 'downloadPath' | 'orgFileNm'>): void => void downloadFile(file.downloadPath, file.orgFileNm).catch(() => undefined);
