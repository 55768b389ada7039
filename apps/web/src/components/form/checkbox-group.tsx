import { useEffect, useRef, type Ref } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { TOptionItem } from '@portal/contract';
import { ChoiceFieldset, type TChoiceFieldsetProps } from './choice-fieldset';
import './form-catalogue';

export type TCheckboxGroupProps = TChoiceFieldsetProps & {
  name: string;
  options: readonly TOptionItem[];
  value: readonly string[] | undefined;
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  /** spec §5: a '전체' checkbox that checks or unchecks every item (mixed when some are checked) */
  selectAll?: boolean;
  /** spec §5: single-choice mode, checking one unchecks the others */
  single?: boolean;
  disabled?: boolean;
  /** focus target for react-hook-form (the first item) */
  ref?: Ref<HTMLInputElement>;
};

/** Several choices among spec §3 items; the value is the checked items' values in option order. */
export function CheckboxGroup({
  name,
  options,
  value = [],
  onChange,
  onBlur,
  selectAll = false,
  single = false,
  disabled,
  ref,
  ...fieldset
}: TCheckboxGroupProps) {
  const { t } = useTranslation();
  const allRef = useRef<HTMLInputElement>(null);
  const checkedCount = options.filter((option) => value.includes(option.value)).length;
  const allChecked = options.length > 0 && checkedCount === options.length;
  const someChecked = checkedCount > 0 && !allChecked;
  const showSelectAll = selectAll && !single;

  useEffect(() => {
    // indeterminate exists only as a DOM property
    if (allRef.current) allRef.current.indeterminate = someChecked;
  }, [someChecked, showSelectAll]);

  const toggle = (itemValue: string, checked: boolean) => {
    if (single) return onChange(checked ? [itemValue] : []);
    const next = new Set(value);
    if (checked) next.add(itemValue);
    else next.delete(itemValue);
    onChange(options.map((option) => option.value).filter((v) => next.has(v)));
  };

  const invalid = fieldset.error ? true : undefined;
  return (
    <ChoiceFieldset {...fieldset}>
      {showSelectAll && (
        <label className="form-choice form-choice-all">
          <input
            ref={allRef}
            type="checkbox"
            checked={allChecked}
            disabled={disabled}
            onChange={(event) => onChange(event.currentTarget.checked ? options.map((option) => option.value) : [])}
            onBlur={onBlur}
          />
          {t('form.checkbox.all')}
        </label>
      )}
      {options.map((option, index) => (
        <label key={option.key} className="form-choice">
          <input
            ref={index === 0 ? ref : undefined}
            type="checkbox"
            name={name}
            value={option.value}
            checked={value.includes(option.value)}
            disabled={disabled}
            aria-invalid={invalid}
            onChange={(event) => toggle(option.value, event.currentTarget.checked)}
            onBlur={onBlur}
          />
          {option.label}
        </label>
      ))}
    </ChoiceFieldset>
  );
}
