import { useId } from 'react';
import { AttachmentField } from '../../attachment';
import { useTranslation } from '../../../lib/i18n';
import { AtchFileTable } from '../atch-file-table';
import type { TFormFiles } from './use-form-files';

type TFormFilesFieldProps = {
  files: TFormFiles;
  /** the record type's limits (the contract's *_FILE_LIMITS) */
  limits: { maxCount: number; maxSizeMb: number; extensions: readonly string[] };
  /** the catalogue group of the texts: title (the legend), add, onSave and full ({{count}}: the most files) */
  textKey: string;
  /** the form's own classes of the fieldset and of the help line */
  classNames: { fieldset: string; help: string };
};

/** An admin form's '첨부파일' part: the listed files (download, remove) and a chooser within the limits (spec §5, §8). */
export function FormFilesField({ files, limits, textKey, classNames }: TFormFilesFieldProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { maxCount, maxSizeMb, extensions } = limits;
  const full = files.listed.length >= maxCount;
  return (
    <fieldset className={classNames.fieldset} aria-labelledby={headingId}>
      <legend id={headingId}>{t(`${textKey}.title`)}</legend>
      {files.listed.length > 0 && <AtchFileTable files={files.listed} onRemove={(file) => void files.remove(file)} disabled={files.busy} />}
      <AttachmentField
        label={t(`${textKey}.add`)}
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
      <p className={classNames.help}>{full ? t(`${textKey}.full`, { count: maxCount }) : t(`${textKey}.onSave`)}</p>
    </fieldset>
  );
}
