import { useId, useRef, type ChangeEvent, type MouseEvent, type Ref } from 'react';
import { useTranslation } from '../../lib/i18n';
import { FILE_EXTENSIONS_DEFAULT, FILE_MAX_COUNT_DEFAULT, FILE_MAX_SIZE_MB_DEFAULT } from '@portal/contract';
import { showAlert } from '../modal/modal-store';
import { FieldError, FieldHint, RequiredMark } from '../form/field-message';
import { AttachmentList, type TAttachmentListItem } from './attachment-list';
import { checkChosenFiles, type TAttachmentRefusal, type TListedFile } from './attachment-rules';
import './attachment.css';
import './file-catalogue';

export type TAttachmentFieldProps = {
  label: string;
  /** name of the file input (react-hook-form focuses the first invalid field by it) */
  name?: string;
  /** files chosen in this form, not yet uploaded */
  value: readonly File[];
  onChange: (files: File[]) => void;
  /** files attached earlier; they count against maxCount */
  listedFiles?: readonly TListedFile[];
  /** offers '삭제' on a listed file when given */
  onRemoveListed?: (file: TListedFile) => void;
  /** files of the same group a table elsewhere on the form lists; they count against maxCount too */
  countedElsewhere?: number;
  maxCount?: number;
  maxSizeMb?: number;
  extensions?: readonly string[];
  /** the admin list also shows registration times */
  variant?: 'user' | 'admin';
  required?: boolean;
  error?: string;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/**
 * File attachment with the client rules of spec §5 and §8: count (listed files included),
 * size per file and extension. A refused choice opens the '파일 업로드 오류' dialog, clears the
 * input and adds nothing. Uploading is the caller's business (onChange gives the Files).
 */
export function AttachmentField({
  label,
  name,
  value,
  onChange,
  listedFiles = [],
  onRemoveListed,
  countedElsewhere = 0,
  maxCount = FILE_MAX_COUNT_DEFAULT,
  maxSizeMb = FILE_MAX_SIZE_MB_DEFAULT,
  extensions = FILE_EXTENSIONS_DEFAULT,
  variant = 'user',
  required = false,
  error,
  disabled = false,
  ref,
}: TAttachmentFieldProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listedCount = listedFiles.length + value.length + countedElsewhere;
  const ids = { input: `${baseId}-input`, hint: `${baseId}-hint`, types: `${baseId}-types`, list: `${baseId}-list`, error: `${baseId}-error` };
  const extensionList = extensions.join(', ');

  const refuse = (refusal: TAttachmentRefusal) => {
    void showAlert(t(refusal.key, refusal.params), { title: t('file.warn.title') });
  };

  // spec §5: with the list already full, the file chooser does not even open
  const handleClick = (event: MouseEvent<HTMLInputElement>) => {
    if (listedCount < maxCount) return;
    event.preventDefault();
    refuse({ key: 'file.warn.msg01', params: { maxCount } });
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = Array.from(input.files ?? []);
    // the chosen files live in the list below; an empty input lets the same file be chosen again
    input.value = '';
    if (chosen.length === 0) return;
    const refusal = checkChosenFiles(chosen, listedCount, { maxCount, maxSizeMb, extensions });
    if (refusal) refuse(refusal);
    else onChange([...value, ...chosen]);
  };

  const removeChosen = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    inputRef.current?.focus();
  };

  const items: TAttachmentListItem[] = [
    ...listedFiles.map((file) => ({
      key: `listed-${file.id}`,
      name: file.name,
      size: file.size,
      registeredAt: file.registeredAt,
      onRemove:
        onRemoveListed &&
        (() => {
          onRemoveListed(file);
          inputRef.current?.focus();
        }),
    })),
    ...value.map((file, index) => ({
      key: `chosen-${index}-${file.name}`,
      name: file.name,
      size: file.size,
      onRemove: () => removeChosen(index),
    })),
  ];

  const setRefs = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  return (
    <div className="form-field attachment">
      <label className="form-label" htmlFor={ids.input}>
        {label}
        {required && <RequiredMark />}
      </label>
      <div className="attachment-picker">
        <input
          ref={setRefs}
          id={ids.input}
          name={name}
          type="file"
          className="attachment-input"
          multiple={maxCount > 1}
          accept={extensions.map((ext) => `.${ext}`).join(',')}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={[error && ids.error, ids.hint, ids.types, ids.list].filter(Boolean).join(' ')}
          onClick={handleClick}
          onChange={handleChange}
        />
        {/* the browser's own button speaks the browser's language: this one is always Korean */}
        <label htmlFor={ids.input} className="attachment-choose" aria-hidden="true">
          {t('file.choose')}
        </label>
      </div>
      {error && <FieldError id={ids.error}>{error}</FieldError>}
      <FieldHint id={ids.hint}>{t('file.hint', { count: maxCount, maxSize: maxSizeMb })}</FieldHint>
      <FieldHint id={ids.types}>{t('file.extensions', { extensions: extensionList })}</FieldHint>
      <AttachmentList id={ids.list} items={items} showRegisteredAt={variant === 'admin'} disabled={disabled} />
    </div>
  );
}
