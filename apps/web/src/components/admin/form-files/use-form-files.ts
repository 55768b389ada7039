import type { TAtchFile, TFileSeqType, TRemoveFileType } from '@portal/contract';
import { useRef, useState } from 'react';
import { removeFiles, uploadInGroup } from '../../../lib/files';
import { useTranslation } from '../../../lib/i18n';
import { showAlert, showConfirm } from '../../modal/modal-store';

type TFormFilesInit = {
  /** the owner type of the uploads (spec §7 seqType) */
  seqType: TFileSeqType;
  /** the record being edited (the seqId header); absent on a write page */
  seqId?: number;
  /** the record's upload group, when it has one */
  fileModuleId: string | null;
  files: readonly TAtchFile[];
  /** the removeFile type of the record's files */
  removeType: TRemoveFileType;
  /** the catalogue group of the texts: its confirmRemove asks before a removal ({{name}}: the file's name) */
  textKey: string;
  /** after a file is removed: lists that show the record's files are read again */
  onRemoved?: () => unknown;
};

/**
 * An admin form's attachments: the files of its group (`listed`: the record's, and any uploaded by
 * a save that then failed) and the files chosen since (`chosen`). The save uploads the chosen files
 * one after another into the record's group (or a new one, the first answer's) and hands the group
 * id to the record's save, which claims them. Removal is immediate after a confirm (decision 012).
 */
export function useFormFiles({ seqType, seqId, fileModuleId, files, removeType, textKey, onRemoved }: TFormFilesInit) {
  const { t } = useTranslation();
  const [listed, setListed] = useState<readonly TAtchFile[]>(files);
  const [chosen, setChosen] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const group = useRef<string | undefined>(fileModuleId ?? undefined);

  /** Uploads what is chosen and answers the group for the save. An uploaded file moves to the list, so a second try sends only the rest. */
  async function send(): Promise<string | undefined> {
    if (chosen.length === 0) return group.current;
    setBusy(true);
    try {
      await uploadInGroup(chosen, { seqType, seqId: seqId === undefined ? undefined : String(seqId), fileModuleId: group.current }, (file, answer) => {
        group.current = answer.fileModuleId;
        setChosen((current) => current.filter((f) => f !== file));
        setListed((current) => [...current, answer]);
      });
    } finally {
      setBusy(false);
    }
    return group.current;
  }

  /** A refusal was shown by the API client's dialog. */
  async function remove(file: TAtchFile) {
    if (!(await showConfirm(t(`${textKey}.confirmRemove`, { name: file.orgFileNm })))) return;
    setBusy(true);
    try {
      await removeFiles(removeType, [{ fileId: file.fileId }]);
    } catch {
      return;
    } finally {
      setBusy(false);
    }
    setListed((current) => current.filter((f) => f.fileId !== file.fileId));
    void onRemoved?.();
    await showAlert(t('common.result.deleted'));
  }

  return { listed, chosen, busy, choose: setChosen, send, remove };
}

export type TFormFiles = ReturnType<typeof useFormFiles>;
