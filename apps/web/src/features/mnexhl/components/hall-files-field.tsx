import { MNEXHL_FILE_LIMITS, type TAtchFile, type TRemoveFileType } from '@portal/contract';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { AttachmentField } from '../../../components/attachment';
import { showAlert, showConfirm } from '../../../components/modal/modal-store';
import { removeFiles, uploadInGroup } from '../../../lib/files';
import { AtchFileTable } from '../../../components/admin/atch-file-table';
import { useRefreshHalls } from './use-hall-mutations';

type THallSeqType = 'bmnexhl' | 'smnexhl';

const REMOVE_TYPE: Record<THallSeqType, TRemoveFileType> = { bmnexhl: 'typeBmnexhlMng', smnexhl: 'typeSmnexhlMng' };

type THallFilesInit = {
  seqType: THallSeqType;
  /** the hall being edited (the seqId header); absent on the write page */
  hallId?: number;
  /** the hall's upload group, when it has one */
  fileModuleId: string | null;
  files: readonly TAtchFile[];
};

/**
 * A hall form's attachments: the files on the server (`listed`: the hall's, and any uploaded by a
 * save that then failed) and the files chosen since (`chosen`). The save uploads the chosen files
 * one after another into one group and hands the group id to the hall's save, which claims it.
 */
export function useHallFiles({ seqType, hallId, fileModuleId, files }: THallFilesInit) {
  const { t } = useTranslation();
  const refresh = useRefreshHalls();
  const [listed, setListed] = useState<readonly TAtchFile[]>(files);
  const [chosen, setChosen] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const group = useRef<string | undefined>(fileModuleId ?? undefined);

  /** Uploads what is chosen and answers the group for the save. An uploaded file moves to the list, so a second try sends only the rest. */
  async function send(): Promise<string | undefined> {
    setBusy(true);
    try {
      await uploadInGroup(chosen, { seqType, seqId: hallId === undefined ? undefined : String(hallId), fileModuleId: group.current }, (file, answer) => {
        group.current = answer.fileModuleId;
        setChosen((current) => current.filter((f) => f !== file));
        setListed((current) => [...current, answer]);
      });
    } finally {
      setBusy(false);
    }
    return group.current;
  }

  /** Removal is immediate (decision 012), after the admin confirms; a refusal was shown by the API client. */
  async function remove(file: TAtchFile) {
    if (!(await showConfirm(t('admMnexhl.atchFile.confirmRemove', { name: file.orgFileNm })))) return;
    setBusy(true);
    try {
      await removeFiles(REMOVE_TYPE[seqType], [{ fileId: file.fileId }]);
    } catch {
      return;
    } finally {
      setBusy(false);
    }
    setListed((current) => current.filter((f) => f.fileId !== file.fileId));
    void refresh();
    await showAlert(t('common.result.deleted'));
  }

  return { listed, chosen, busy, choose: setChosen, send, remove };
}

export type THallFiles = ReturnType<typeof useHallFiles>;

/** The form's '첨부파일' part: the listed files (download, remove) and a chooser with the hall limits (spec §5, §8). */
export function HallFilesField({ files }: { files: THallFiles }) {
  const { t } = useTranslation();
  const { maxCount, maxSizeMb, extensions } = MNEXHL_FILE_LIMITS;
  const full = files.listed.length >= maxCount;
  return (
    <fieldset className="adm-mnexhl__files">
      <legend>{t('admMnexhl.atchFile.title')}</legend>
      {files.listed.length > 0 && <AtchFileTable files={files.listed} onRemove={(file) => void files.remove(file)} disabled={files.busy} />}
      <AttachmentField
        label={t('admMnexhl.atchFile.add')}
        name="atchFiles"
        value={files.chosen}
        onChange={files.choose}
        countedElsewhere={files.listed.length}
        maxCount={maxCount}
        maxSizeMb={maxSizeMb}
        extensions={extensions}
        variant="admin"
        disabled={files.busy || full}
      />
      <p className="adm-mnexhl__help">{full ? t('admMnexhl.atchFile.full', { count: maxCount }) : t('admMnexhl.atchFile.onSave')}</p>
    </fieldset>
  );
}
