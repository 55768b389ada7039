import { ADMIN_IMAGE_LIMITS, type TFileSeqType } from '@portal/contract';
import { Button } from 'antd';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { uploadFile } from '../../../lib/files';
import { checkChosenFiles } from '../../attachment';
import { showAlert } from '../../modal/modal-store';

type TImageUploadProps = {
  seqType: TFileSeqType;
  /** the form's value: the file id of the image (null: none) */
  value?: number | null;
  onChange?: (fileId: number | null) => void;
  /** the saved image: its file id and displayImage path */
  saved: { fileId: number; path: string } | null;
  /** the field's label, for the remove button's name */
  label: string;
  /** the typed alternative text, shown on the preview */
  previewAlt: string;
  /** antd's field id (the label points at the file input) and its aria attributes */
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
};

/**
 * The control of AdminImageField: a chosen image is checked (spec §5, §8 dialogs), uploaded at once
 * and previewed from the server (displayImage: only its uploader sees it until the record is saved);
 * replace and remove change the form's value, the record's save decides.
 */
export function ImageUpload({ seqType, value = null, onChange, saved, label, previewAlt, id, ...aria }: TImageUploadProps) {
  const { t } = useTranslation();
  const statusId = useId();
  const [paths, setPaths] = useState<ReadonlyMap<number, string>>(() => new Map(saved ? [[saved.fileId, saved.path]] : []));
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const path = value === null ? undefined : paths.get(value);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const refusal = checkChosenFiles([file], 0, ADMIN_IMAGE_LIMITS);
    if (refusal) {
      void showAlert(t(refusal.key, refusal.params), { title: t('file.warn.title') });
      return;
    }
    setBusy(true);
    setStatus(t('admImage.uploading'));
    try {
      const answer = await uploadFile(file, { seqType });
      setPaths((current) => new Map(current).set(answer.fileId, answer.imagePath ?? ''));
      onChange?.(answer.fileId);
      setStatus(t('admImage.uploaded', { name: answer.orgFileNm }));
    } catch {
      // the API client has shown the server's reason
      setStatus('');
    } finally {
      setBusy(false);
    }
  }

  function remove() {
    onChange?.(null);
    setStatus(t('admImage.removed'));
    document.getElementById(id ?? '')?.focus();
  }

  return (
    <div className="adm-image-upload">
      {path ? <img className="adm-image-upload__preview" src={path} alt={previewAlt} /> : <p className="adm-image-upload__none">{t('admImage.none')}</p>}
      <div className="adm-image-upload__actions">
        <input
          id={id}
          type="file"
          className="adm-image-upload__input"
          accept={ADMIN_IMAGE_LIMITS.extensions.map((ext) => `.${ext}`).join(',')}
          disabled={busy}
          aria-describedby={[aria['aria-describedby'], statusId].filter(Boolean).join(' ')}
          aria-invalid={aria['aria-invalid']}
          onChange={(event) => void choose(event)}
        />
        {/* the browser's own button speaks the browser's language: this one is always Korean */}
        <label htmlFor={id} className="adm-image-upload__choose" aria-hidden="true">
          {path ? t('admImage.replace') : t('admImage.choose')}
        </label>
        {value !== null && (
          <Button danger onClick={remove} disabled={busy} aria-label={t('admImage.removeLabel', { label })}>
            {t('admImage.remove')}
          </Button>
        )}
      </div>
      <p id={statusId} className="adm-image-upload__status" role="status">
        {status}
      </p>
    </div>
  );
}
