import type { Ref } from 'react';
import type { TOptionItem } from '@portal/contract';
import { ChoiceFieldset, type TChoiceFieldsetProps } from './choice-fieldset';

export type TRadioGroupProps = TChoiceFieldsetProps & {
  name: string;
  options: readonly TOptionItem[];
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  /** focus target for react-hook-form (the first radio) */
  ref?: Ref<HTMLInputElement>;
};

/** One choice among spec §3 items; use through a Controller ({...field}). */
export function RadioGroup({ name, options, value, onChange, onBlur, disabled, ref, ...fieldset }: TRadioGroupProps) {
  return (
    <ChoiceFieldset {...fieldset}>
      {options.map((option, index) => (
        <label key={option.key} className="form-choice">
          <input
            ref={index === 0 ? ref : undefined}
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            disabled={disabled}
            aria-invalid={fieldset.error ? true : undefined}
            onChange={() => onChange(option.value)}
            onBlur={onBlur}
          />
          {option.label}
        </label>
      ))}
    </ChoiceFieldset>
  );
}
