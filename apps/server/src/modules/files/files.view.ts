import { displayImagePathOf, downloadPathOf, FILE_IMAGE_EXTENSIONS, type TAtchFile } from '@portal/contract';
import type { TFileRow } from './files.repo.js';

/** A stored file as forms and lists show it (contract ZAtchFile). */
export function toAtchFile(row: TFileRow): TAtchFile {
  return {
    fileId: row.fileId,
    fileModuleId: row.fileModuleId,
    fileNo: row.fileNo,
    seqType: row.seqType,
    orgFileNm: row.orgFileNm,
    fileSz: row.fileSz,
    fileExtn: row.fileExtn,
    regUserId: row.regUserId,
    regDt: row.registeredAt.toISOString(),
    downloadPath: downloadPathOf(row),
    imagePath: FILE_IMAGE_EXTENSIONS.includes(row.fileExtn) ? displayImagePathOf(row) : null,
  };
}

/** Files as the public pages list them: who uploaded them is the administrators' to see (spec §3 admin list). */
export const withoutOwners = (files: TAtchFile[]): TAtchFile[] => files.map((file) => ({ ...file, regUserId: null }));
