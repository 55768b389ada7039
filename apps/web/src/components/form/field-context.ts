import { createContext, useContext } from 'react';

/** What a FormField tells the control inside it, so label, message and control stay linked (spec §5). */
export type TFieldControl = {
  id: string;
  /** id of the visible label, for controls that name a second element after it */
  labelId: string;
  /** ids of the error and hint texts, for aria-describedby */
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
};

export const FieldControlContext = createContext<TFieldControl | null>(null);

export function useFieldControl(): TFieldControl | null {
  return useContext(FieldControlContext);
}

type TAriaInput = {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  'aria-required'?: boolean | 'true' | 'false';
  required?: boolean;
};

/**
 * The id and aria attributes of a control: its own props win, the surrounding FormField fills
 * the rest. `required` becomes aria-required only, because forms are `noValidate` and the rules
 * (not the browser) say what is missing.
 */
export function useControlAria(props: TAriaInput) {
  const field = useContext(FieldControlContext);
  const describedBy = [field?.describedBy, props['aria-describedby']].filter(Boolean).join(' ');
  const invalid = props['aria-invalid'] ?? (field?.invalid ? true : undefined);
  const required = props['aria-required'] ?? (props.required || field?.required ? true : undefined);
  return {
    id: props.id ?? field?.id,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': invalid,
    'aria-required': required,
  };
}
