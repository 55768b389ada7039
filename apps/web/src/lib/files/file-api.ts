import {
  FILE_HEADERS,
  filePaths,
  type fileApi,
  type TAtchFile,
  type TFileRemovalEntry,
  type TFileSeqType,
  type TFileUploadResponse,
  type TRemoveFileType,
} from '@portal/contract';
import { apiClient, type TDownload } from '../api';

/** The common file calls of spec §7 (decision 014). */
const fileClient = apiClient<typeof fileApi>(filePaths);

/** Where an upload goes (spec §7 headers): the owner type, the owning record when it exists, the form's upload group. */
export type TUploadTarget = { seqType: TFileSeqType; seqId?: string; fileModuleId?: string };

/** POST /api/common/fileUpload: one file (multipart field `file`); the answer carries the group id for the next files of the form. */
export function uploadFile(file: File, target: TUploadTarget): Promise<TFileUploadResponse> {
  const multipart = new FormData();
  multipart.append('file', file);
  const headers: Record<string, string> = { [FILE_HEADERS.seqType]: target.seqType };
  if (target.seqId) headers[FILE_HEADERS.seqId] = target.seqId;
  if (target.fileModuleId) headers[FILE_HEADERS.fileModuleId] = target.fileModuleId;
  return fileClient.fileUpload({}, { multipart, headers });
}

/**
 * Uploads files one after another into one group: the first answer names the group the next ones
 * join. Each answer is handed over as it arrives, so a failure part-way keeps what went through.
 */
export async function uploadInGroup(
  files: readonly File[],
  target: TUploadTarget,
  onUploaded: (file: File, answer: TFileUploadResponse) => void,
): Promise<void> {
  let fileModuleId = target.fileModuleId;
  for (const file of files) {
    const answer = await uploadFile(file, { ...target, fileModuleId });
    fileModuleId = answer.fileModuleId;
    onUploaded(file, answer);
  }
}

/** POST /api/common/removeFile/{type} with the entries to delete (spec §7). */
export const removeFiles = (type: TRemoveFileType, entries: TFileRemovalEntry[]) => fileClient.removeFile({ params: { type }, body: entries });

/** orgFileNm (percent-encoded UTF-8, spec §7), else the Content-Disposition's filename* (an export), else the fallback. */
function fileNameOf(headers: Headers, fallback: string): string {
  const encoded = headers.get('orgFileNm') ?? /filename\*=UTF-8''([^;]+)/i.exec(headers.get('content-disposition') ?? '')?.[1];
  if (!encoded) return fallback;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return fallback;
  }
}

/** Saves downloaded bytes under the name the server gave them. */
export function saveDownload({ blob, headers }: TDownload, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(headers, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** GET /api/common/downloadFile/{seqType}/{fileModuleId}/{fileNo}: a listed attachment saved under its name; a failure is only logged (spec §8), the API client has already said why. */
export const saveAtchFile = (file: Pick<TAtchFile, 'seqType' | 'fileModuleId' | 'fileNo' | 'orgFileNm'>): void =>
  void fileClient
    .download('downloadFile', { params: { a: file.seqType, b: file.fileModuleId, c: file.fileNo } })
    .then((download) => saveDownload(download, file.orgFileNm))
    .catch(() => undefined);
