import { FILE_EXTENSIONS_DEFAULT, type TAtchFile, type TBoardItem } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { checkChosenFiles, type TAttachmentLimits } from '../../../components/attachment';
import { showAlert, showConfirm } from '../../../components/modal/modal-store';
import { removeFiles, uploadInGroup } from '../../../lib/files';
import { postMngKeys } from '../api/post-mng-keys';
import { AtchFileTable } from '../../../components/admin/atch-file-table';

/** A post's attachments while its form is open: the files and their upload group (atchFileModuleId). */
export function usePostFiles(initial: { files: TAtchFile[]; atchFileModuleId: string | null } | undefined) {
  const [files, setFiles] = useState<TAtchFile[]>(initial?.files ?? []);
  const [fileModuleId, setFileModuleId] = useState<string | undefined>(initial?.atchFileModuleId ?? undefined);
  return { files, setFiles, fileModuleId, setFileModuleId };
}

type TPostFilesSectionProps = ReturnType<typeof usePostFiles> & {
  /** the post's board: where uploads go, with its limits */
  board: TBoardItem;
};

export const limitsOf = (board: TBoardItem): TAttachmentLimits => ({
  maxCount: board.atchFileCnt,
  maxSizeMb: board.atchFileSzMb,
  extensions: board.atchFileExtns.length > 0 ? board.atchFileExtns : FILE_EXTENSIONS_DEFAULT,
});

/**
 * The post form's attachments: the admin list, and a file chooser with the board's limits (spec
 * §5, §8). A chosen file is uploaded at once into the post's upload group (the first answer's
 * group, reused); the post's save claims the group. Removing a file deletes it at once.
 */
export function PostFilesSection({ board, files, setFiles, fileModuleId, setFileModuleId }: TPostFilesSectionProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const limits = limitsOf(board);

  async function add(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const chosen = Array.from(input.files ?? []);
    input.value = '';
    if (chosen.length === 0) return;
    const refusal = checkChosenFiles(chosen, files.length, limits);
    if (refusal) return void showAlert(t(refusal.key, refusal.params), { title: t('file.warn.title') });
    setBusy(true);
    try {
      await uploadInGroup(chosen, { seqType: 'board', seqId: board.boardId, fileModuleId }, (_, uploaded) => {
        setFileModuleId(uploaded.fileModuleId);
        setFiles((current) => [...current, uploaded]);
      });
    } catch {
      // the API client has shown the server's refusal; the files uploaded so far stay listed
    } finally {
      setBusy(false);
    }
  }

  async function remove(file: TAtchFile) {
    if (!(await showConfirm(t('admPost.confirmRemoveFile', { name: file.orgFileNm })))) return;
    setBusy(true);
    try {
      await removeFiles('typeBoard', [{ fileId: file.fileId }]);
    } catch {
      return; // the API client has shown the server's refusal; the file stays listed
    } finally {
      setBusy(false);
    }
    setFiles((current) => current.filter((f) => f.fileId !== file.fileId));
    void queryClient.invalidateQueries({ queryKey: postMngKeys.all });
    await showAlert(t('common.result.deleted'));
  }

  const on = board.atchFileYn === 'Y';
  return (
    <fieldset className="adm-board__group">
      <legend>{t('admPost.files')}</legend>
      <AtchFileTable files={files} onRemove={(file) => void remove(file)} disabled={busy} />
      {on ? (
        <div className="adm-post__picker">
          <label htmlFor={inputId}>{t('admPost.fileAdd')}</label>
          <input
            id={inputId}
            type="file"
            multiple={limits.maxCount > 1}
            accept={limits.extensions.map((ext) => `.${ext}`).join(',')}
            disabled={busy}
            onClick={(event) => {
              // spec §5: with the list already full, the chooser does not even open
              if (files.length < limits.maxCount) return;
              event.preventDefault();
              void showAlert(t('file.warn.msg01', { maxCount: limits.maxCount }), { title: t('file.warn.title') });
            }}
            aria-describedby={`${inputId}-hint`}
            aria-busy={busy || undefined}
            onChange={(event) => void add(event)}
          />
          <p id={`${inputId}-hint`} className="adm-board__help">
            {t('admPost.fileHint', { count: limits.maxCount, maxSize: limits.maxSizeMb, extensions: limits.extensions.join(', ') })}
          </p>
        </div>
      ) : (
        <p className="adm-board__help">{t('admPost.fileOff')}</p>
      )}
    </fieldset>
  );
}
