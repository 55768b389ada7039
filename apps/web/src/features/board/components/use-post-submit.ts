import type { TAtchFile, TBoardInfo, TPostDetail, TPostSave } from '@portal/contract';
import { useRef, useState } from 'react';
import { removeFiles, uploadFile } from '../../../lib/files';
import { useSavePost } from '../api/save-post';

type TSubmit = { values: TPostSave; files: readonly File[]; removed: readonly TAtchFile[] };

/**
 * Saving a post with its attachments: the listed files the writer removed go first (their places
 * count against the board's limit), then each chosen file is uploaded into one group (the first
 * answer's fileModuleId, or the post's own on an edit), then the post is saved with that group.
 * A second try after a failure sends only what did not go through the first time.
 */
export function usePostSubmit(board: TBoardInfo, post: TPostDetail | undefined) {
  const save = useSavePost(board.boardId, post?.postId);
  const group = useRef<string | undefined>(post?.atchFileModuleId ?? undefined);
  const uploaded = useRef(new WeakSet<File>());
  const removedIds = useRef(new Set<number>());
  const [sendingFiles, setSendingFiles] = useState(false);

  async function sendFiles(files: readonly File[], removed: readonly TAtchFile[]) {
    const toRemove = removed.filter((file) => !removedIds.current.has(file.fileId));
    if (toRemove.length > 0) {
      await removeFiles('typeBoard', toRemove.map(({ fileId }) => ({ fileId })));
      for (const { fileId } of toRemove) removedIds.current.add(fileId);
    }
    for (const file of files) {
      if (uploaded.current.has(file)) continue;
      // one at a time: the first answer names the group the next ones join
      const answer = await uploadFile(file, { seqType: 'board', seqId: board.boardId, fileModuleId: group.current });
      group.current ??= answer.fileModuleId;
      uploaded.current.add(file);
    }
  }

  async function submit({ values, files, removed }: TSubmit) {
    setSendingFiles(true);
    try {
      await sendFiles(files, removed);
    } finally {
      setSendingFiles(false);
    }
    return save.mutateAsync({ ...values, atchFileModuleId: group.current });
  }

  return { submit, sendingFiles, pending: sendingFiles || save.isPending };
}
