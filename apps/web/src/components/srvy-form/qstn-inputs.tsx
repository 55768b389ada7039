import { SRVY_FILE_LIMITS, SRVY_LIMITS, SRVY_MESSAGES, srvyFileMaxCnt } from '@portal/contract';
import { useState } from 'react';
import { AttachmentField } from '../attachment';
import { DatePicker } from '../date-picker';
import { FieldError } from '../form/field-message';
import { useTranslation } from '../../lib/i18n';
import type { TQstnInputProps } from './qstn-choices';

/** The default length limits of the text types (design: SHORT 100, LONG 2000). */
export const textMaxOf = (qstn: TQstnInputProps['qstn']) => qstn.maxLength ?? (qstn.qstnType === 'LONG' ? SRVY_LIMITS.longDefault : SRVY_LIMITS.shortDefault);

/** SHORT and LONG: an input or a text area with its counter. */
export function TextAnswer({ qstn, answer, onChange, describedBy, invalid, name }: TQstnInputProps) {
  const { t } = useTranslation();
  const max = textMaxOf(qstn);
  const value = answer?.text ?? '';
  const counterId = `${name}-counter`;
  const props = {
    id: `${name}-input`,
    name,
    className: qstn.qstnType === 'LONG' ? 'form-textarea' : 'form-input',
    value,
    maxLength: max,
    'aria-describedby': [describedBy, counterId].filter(Boolean).join(' '),
    'aria-invalid': invalid || undefined,
    onChange: (event: { currentTarget: { value: string } }) => {
      const text = event.currentTarget.value;
      onChange(text === '' ? undefined : { text });
    },
  };
  return (
    <div className="srvy-text">
      {qstn.qstnType === 'LONG' ? <textarea rows={5} {...props} /> : <input type="text" {...props} />}
      <p id={counterId} className="srvy-text__counter">
        {t('srvyForm.counter', { length: value.length, max })}
      </p>
    </div>
  );
}

const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/** NUMBER: digits (a decimal point and a minus allowed); a typed text that is no number is said at once and not kept. */
export function NumberAnswer({ answer, onChange, describedBy, invalid, name }: TQstnInputProps) {
  const [typed, setTyped] = useState(answer?.num === undefined ? '' : String(answer.num));
  const notNumber = typed !== '' && !NUMBER_TEXT.test(typed);
  const ownId = `${name}-number`;
  return (
    <>
      <input
        id={`${name}-input`}
        name={name}
        className="form-input srvy-number"
        type="text"
        inputMode="decimal"
        value={typed}
        aria-describedby={[notNumber && ownId, describedBy].filter(Boolean).join(' ') || undefined}
        aria-invalid={invalid || notNumber || undefined}
        onChange={(event) => {
          const text = event.currentTarget.value.trim();
          setTyped(text);
          onChange(text !== '' && NUMBER_TEXT.test(text) ? { num: Number(text) } : undefined);
        }}
      />
      {notNumber && <FieldError id={ownId}>{SRVY_MESSAGES.numberInvalid}</FieldError>}
    </>
  );
}

/** DATE: the common date picker (typed or chosen from the calendar). */
export function DateAnswer({ answer, onChange, describedBy, name }: TQstnInputProps) {
  return (
    <DatePicker
      id={`${name}-input`}
      name={name}
      value={answer?.date ?? ''}
      aria-describedby={describedBy}
      onChange={(date) => onChange(date ? { date } : undefined)}
    />
  );
}

/** A file of a FILE answer: uploaded in this visit, or held by the saved draft. */
export type TSrvyFile = { name: string; size: number };

/** What the host does with chosen files: uploads them into the group (a new one when none) and answers the group. */
/** Uploads the chosen files into the question's group; never throws: a failure part-way keeps the group and the files that went through. */
export type TSrvyUpload = (files: File[], fileModuleId: string | undefined) => Promise<{ fileModuleId?: string; files: TSrvyFile[]; failed: boolean }>;

/**
 * FILE: the common attachment field; chosen files go up at once into the question's upload
 * group, whose id is the answer. The files already in the group are listed by name (files: those
 * of the saved draft and of this visit) and count against the limit, as the server counts them.
 */
export function FileAnswer({
  qstn,
  answer,
  onChange,
  name,
  label,
  files,
  onUpload,
  unavailable,
  required,
  error,
}: TQstnInputProps & { label: string; files: readonly TSrvyFile[]; onUpload?: TSrvyUpload; unavailable: string; required: boolean; error?: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const listed = files.map((file, index) => ({ id: String(index + 1), name: file.name, size: file.size }));
  const upload = async (chosen: File[]) => {
    if (!onUpload) return;
    setBusy(true);
    setFailed(false);
    const done = await onUpload(chosen, answer?.fileModuleId);
    setBusy(false);
    setFailed(done.failed);
    if (done.fileModuleId && done.fileModuleId !== answer?.fileModuleId) onChange({ fileModuleId: done.fileModuleId });
  };
  return (
    <div className="srvy-file">
      <AttachmentField
        label={label}
        name={name}
        value={[]}
        onChange={(files) => void upload(files)}
        listedFiles={listed}
        maxCount={srvyFileMaxCnt(qstn)}
        maxSizeMb={SRVY_FILE_LIMITS.maxSizeMb}
        extensions={SRVY_FILE_LIMITS.extensions}
        required={required}
        error={error}
        disabled={!onUpload || busy}
      />
      {busy && <p role="status">{t('srvyForm.file.uploading')}</p>}
      {failed && <p role="alert">{t('srvyForm.file.uploadFailed')}</p>}
      {answer?.fileModuleId && files.length === 0 && <p className="form-hint">{t('srvyForm.file.earlier')}</p>}
      {!onUpload && <p className="form-hint">{unavailable}</p>}
    </div>
  );
}
