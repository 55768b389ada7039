import { useId, useMemo, type ReactNode } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';
import { FieldControlContext, type TFieldControl } from './field-context';
import { FieldError, FieldHint, messageIds, RequiredMark } from './field-message';

export type TFormFieldProps = {
  label: ReactNode;
  /** a react-hook-form field name: the error is read from the surrounding Form */
  name?: string;
  /** an error text given directly; wins over the form's */
  error?: string;
  /** the control's id; generated when absent */
  id?: string;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
  /** one control: Input, Textarea, Select, DatePicker or YnToggle */
  children: ReactNode;
};

/**
 * Label, required mark, control, error and hint (spec §5). The control picks up id,
 * aria-invalid, aria-required and aria-describedby from this wrapper.
 */
export function FormField(props: TFormFieldProps) {
  return props.name !== undefined && props.error === undefined ? <ConnectedFormField {...props} name={props.name} /> : <FormFieldLayout {...props} />;
}

function ConnectedFormField(props: TFormFieldProps & { name: string }) {
  const form = useFormContext();
  if (!form) throw new Error(`FormField "${props.name}" needs a surrounding <Form>.`);
  const { errors } = useFormState({ control: form.control, name: props.name });
  const message = (get(errors, props.name) as { message?: string } | undefined)?.message;
  return <FormFieldLayout {...props} error={message} />;
}

function FormFieldLayout({ label, error, id, required = false, hint, className, children }: TFormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const { errorId, hintId, describedBy } = messageIds(controlId, error, hint);
  const labelId = `${controlId}-label`;
  const control = useMemo<TFieldControl>(
    () => ({ id: controlId, labelId, describedBy, invalid: Boolean(error), required }),
    [controlId, labelId, describedBy, error, required],
  );
  return (
    <div className={['form-field', className].filter(Boolean).join(' ')}>
      <label id={labelId} className="form-label" htmlFor={controlId}>
        {label}
        {required && <RequiredMark />}
      </label>
      <FieldControlContext value={control}>{children}</FieldControlContext>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
    </div>
  );
}
