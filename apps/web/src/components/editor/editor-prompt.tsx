import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { FieldError, FieldHint } from '../form/field-message';
import { Dialog } from '../modal/dialog';
import '../form/form.css';

export type TEditorPromptRequest = {
  title: string;
  label: string;
  hint?: string;
  initialValue?: string;
  inputType?: 'text' | 'url';
  /** the Korean message of a refused answer, or undefined to accept it */
  validate: (value: string) => string | undefined;
};

type TOpenPrompt = TEditorPromptRequest & { resolve: (value: string | undefined) => void };

/** The prompt's element and `ask`, which resolves with the accepted answer, or undefined on cancel. */
export function usePrompt(): [ReactNode, (request: TEditorPromptRequest) => Promise<string | undefined>] {
  const [open, setOpen] = useState<TOpenPrompt>();
  const answer = useRef<{ resolve: TOpenPrompt['resolve']; value: string | undefined }>(undefined);
  const ask = useCallback(
    (request: TEditorPromptRequest) =>
      new Promise<string | undefined>((resolve) => {
        setOpen({ ...request, resolve });
      }),
    [],
  );
  // answered only once the dialog is gone and has given focus back, so callers act on the settled page
  useEffect(() => {
    if (open || !answer.current) return;
    const { resolve, value } = answer.current;
    answer.current = undefined;
    resolve(value);
  }, [open]);
  const close = (value: string | undefined) => {
    if (open) answer.current = { resolve: open.resolve, value };
    setOpen(undefined);
  };
  const element = open ? <EditorPrompt request={open} onClose={close} /> : null;
  return [element, ask];
}

/**
 * One-field question in the portal's dialog (the modal store has alert and confirm only). A
 * refused answer keeps the dialog open with the reason beside the field, so it can be corrected.
 */
function EditorPrompt({ request, onClose }: { request: TEditorPromptRequest; onClose: (value: string | undefined) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(request.initialValue ?? '');
  const [error, setError] = useState<string>();
  const ids = { input: `${id}-input`, hint: `${id}-hint`, error: `${id}-error` };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // the prompt lives inside the editor's form in the React tree: its submit must not reach that form
    event.stopPropagation();
    const refusal = request.validate(value);
    if (refusal) {
      setError(refusal);
      inputRef.current?.focus();
      return;
    }
    onClose(value.trim());
  };

  return (
    <Dialog
      title={request.title}
      onCancel={() => onClose(undefined)}
      initialFocusRef={inputRef}
      footer={
        <>
          <button type="button" className="btn btn--secondary" onClick={() => onClose(undefined)}>
            {t('modal.button.cancel')}
          </button>
          <button type="submit" form={ids.input + '-form'} className="btn btn--primary">
            {t('modal.button.ok')}
          </button>
        </>
      }
    >
      <form id={ids.input + '-form'} className="form-field editor-prompt" noValidate onSubmit={submit}>
        <label className="form-label" htmlFor={ids.input}>
          {request.label}
        </label>
        <input
          ref={inputRef}
          id={ids.input}
          type={request.inputType ?? 'text'}
          className="form-control"
          value={value}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={[error && ids.error, request.hint && ids.hint].filter(Boolean).join(' ') || undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setError(undefined);
          }}
        />
        {error && (
          <div role="alert">
            <FieldError id={ids.error}>{error}</FieldError>
          </div>
        )}
        {request.hint && <FieldHint id={ids.hint}>{request.hint}</FieldHint>}
      </form>
    </Dialog>
  );
}
