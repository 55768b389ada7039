import { useId, type ReactNode } from 'react';
import { FieldError, FieldHint, messageIds, RequiredMark } from './field-message';
import './form.css';

export type TChoiceFieldsetProps = {
  legend: ReactNode;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
};

/**
 * The fieldset and legend shared by RadioGroup and CheckboxGroup. The group is described by
 * the messages through aria-describedby on the fieldset, which screen readers announce on entry.
 */
export function ChoiceFieldset({ legend, required = false, error, hint, className, children }: TChoiceFieldsetProps & { children: ReactNode }) {
  const baseId = useId();
  const { errorId, hintId, describedBy } = messageIds(baseId, error, hint);
  return (
    <fieldset className={['form-field', className].filter(Boolean).join(' ')} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className="form-label">
        {legend}
        {required && <RequiredMark />}
      </legend>
      <div className="form-choices">{children}</div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
    </fieldset>
  );
}
