import type { TAtchFile, TFileUploadResponse, TRemoveFileType } from '@portal/contract';
import { useRef, useState } from 'react';
import { removeFiles, uploadInGroup, type TUploadTarget } from './file-api';

export type TFilesSubmitOptions<TBody, TSaved> = {
  /** the removeFile type of the owner's files */
  removeType: TRemoveFileType;
  /** where the chosen files go up; the group is the hook's own */
  target: Omit<TUploadTarget, 'fileModuleId'>;
  /** the record's own group on an edit */
  initialGroup: string | null | undefined;
  /** how many files the record may hold (the limit counts every file of the group) */
  fileMaxCnt: number;
  /** saves the record with the group, which claims the uploaded files */
  save: (body: TBody, atchFileModuleId: string | undefined) => Promise<TSaved>;
  /** a chosen file went up: it becomes a listed file of the form */
  onUploaded: (file: File, answer: TFileUploadResponse) => void;
};

export type TFilesSubmit<TBody> = {
  body: TBody;
  /** chosen, not uploaded yet */
  files: readonly File[];
  /** listed files kept (saved ones and ones uploaded by an earlier try) */
  listedCount: number;
  /** listed files removed */
  removed: readonly TAtchFile[];
};

/**
 * Saving a record with its files: each chosen file is uploaded into one group (the first answer's
 * fileModuleId, or the record's own on an edit) and becomes a listed file of the form, so a second
 * try after a refused save sends only the rest and the writer can still remove it; then the record
 * is saved with that group, which claims them. Removed files go after the save, so a refused save
 * loses none, unless their places are needed for the new files first (the limit counts every file
 * in the group).
 */
export function useFilesSubmit<TBody, TSaved>({ removeType, target, initialGroup, fileMaxCnt, save, onUploaded }: TFilesSubmitOptions<TBody, TSaved>) {
  const group = useRef<string | undefined>(initialGroup ?? undefined);
  const removedIds = useRef(new Set<number>());
  const [sendingFiles, setSendingFiles] = useState(false);

  async function remove(removed: readonly TAtchFile[]) {
    const toRemove = removed.filter((file) => !removedIds.current.has(file.fileId));
    if (toRemove.length === 0) return;
    await removeFiles(
      removeType,
      toRemove.map(({ fileId }) => ({ fileId })),
    );
    for (const { fileId } of toRemove) removedIds.current.add(fileId);
  }

  async function submit({ body, files, listedCount, removed }: TFilesSubmit<TBody>): Promise<TSaved> {
    const stillThere = removed.filter((file) => !removedIds.current.has(file.fileId)).length;
    const roomFirst = listedCount + stillThere + files.length > fileMaxCnt;
    setSendingFiles(true);
    try {
      if (roomFirst) await remove(removed);
      await uploadInGroup(files, { ...target, fileModuleId: group.current }, (file, answer) => {
        group.current = answer.fileModuleId;
        onUploaded(file, answer);
      });
    } finally {
      setSendingFiles(false);
    }
    const saved = await save(body, group.current);
    await remove(removed);
    return saved;
  }

  return { submit, sendingFiles };
}
