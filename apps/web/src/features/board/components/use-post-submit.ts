import type { TAtchFile, TBoardInfo, TPostDetail, TPostSave } from '@portal/contract';
import { useFilesSubmit } from '../../../lib/files';
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
 * Saving a post with its attachments (useFilesSubmit): they go up for the board into one group
 * (the post's own on an edit), and the board's limit counts every file in the group.
 */
export function usePostSubmit(board: TBoardInfo, post: TPostDetail | undefined, onUploaded: (file: File, answer: TAtchFile) => void) {
  const save = useSavePost(board.boardId, post?.postId);
  const files = useFilesSubmit({
    removeType: 'typeBoard',
    target: { seqType: 'board', seqId: board.boardId },
    initialGroup: post?.atchFileModuleId,
    fileMaxCnt: board.atchFileCnt,
    save: (values: TPostSave, atchFileModuleId) => save.mutateAsync({ ...values, atchFileModuleId }),
    onUploaded,
  });
  const submit = ({ values, ...rest }: TSubmit) => files.submit({ body: values, ...rest });
  return { submit, sendingFiles: files.sendingFiles, pending: files.sendingFiles || save.isPending };
}
