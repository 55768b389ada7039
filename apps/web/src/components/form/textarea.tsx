import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { useControlAria } from './field-context';
import './form.css';

export type TTextareaProps = ComponentPropsWithRef<'textarea'> & {
  /** validate on every input instead of on blur and submit (needs a surrounding Form) */
  validateOnInput?: boolean;
};

/** Multi-line text (activity content, opinion) with the same field wiring as Input. */
export function Textarea({ validateOnInput = false, onChange, className, ...rest }: TTextareaProps) {
  const aria = useControlAria(rest);
  const form = useFormContext() as ReturnType<typeof useFormContext> | null;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    onChange?.(event);
    if (validateOnInput && form && rest.name) void form.trigger(rest.name);
  };

  return <textarea {...rest} {...aria} className={['form-control', className].filter(Boolean).join(' ')} onChange={handleChange} />;
}
