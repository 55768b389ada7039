import type { TAtchFile, TBoardInfo, TPostDetail, TPostSave } from '@portal/contract';
import { useRef, useState } from 'react';
import { removeFiles, uploadInGroup } from '../../../lib/files';
import { useSavePost } from '../api/save-post';

type TSubmit = {
  values: TPostSave;
  /** chosen, not uploaded yet */
  files: readonly File[];
  /** listed files the writer keeps (saved ones and ones uploaded by an earlier try) */
  listedCount: number;
  /** listed files the writer removed */
  removed: readonly TAtchFile[];
};

/**
 * Saving a post with its attachments: each chosen file is uploaded into one group (the first
 * answer's fileModuleId, or the post's own on an edit) and becomes a listed file of the form, so a
 * second try after a refused save sends only the rest and the writer can still remove it; then the
 * post is saved with that group. Removed files go after the save, so a refused save loses none,
 * unless their places are needed for the new files (the board's limit counts every file in the group).
 */
export function usePostSubmit(board: TBoardInfo, post: TPostDetail | undefined, onUploaded: (file: File, answer: TAtchFile) => void) {
  const save = useSavePost(board.boardId, post?.postId);
  const group = useRef<string | undefined>(post?.atchFileModuleId ?? undefined);
  const removedIds = useRef(new Set<number>());
  const [sendingFiles, setSendingFiles] = useState(false);

  async function remove(removed: readonly TAtchFile[]) {
    const toRemove = removed.filter((file) => !removedIds.current.has(file.fileId));
    if (toRemove.length === 0) return;
    await removeFiles(
      'typeBoard',
      toRemove.map(({ fileId }) => ({ fileId })),
    );
    for (const { fileId } of toRemove) removedIds.current.add(fileId);
  }

  async function submit({ values, files, listedCount, removed }: TSubmit) {
    const stillThere = removed.filter((file) => !removedIds.current.has(file.fileId)).length;
    const roomFirst = listedCount + stillThere + files.length > board.atchFileCnt;
    setSendingFiles(true);
    try {
      if (roomFirst) await remove(removed);
      await uploadInGroup(files, { seqType: 'board', seqId: board.boardId, fileModuleId: group.current }, (file, answer) => {
        group.current = answer.fileModuleId;
        onUploaded(file, answer);
      });
    } finally {
      setSendingFiles(false);
    }
    const saved = await save.mutateAsync({ ...values, atchFileModuleId: group.current });
    await remove(removed);
    return saved;
  }

  return { submit, sendingFiles, pending: sendingFiles || save.isPending };
}
