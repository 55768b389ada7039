import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { TOptionItem } from '@portal/contract';
import { useControlAria } from './field-context';
import './form.css';
import './form-catalogue';

export type TSelectProps = ComponentPropsWithRef<'select'> & {
  options: readonly TOptionItem[];
  /** spec §5: leave out the default '선택' option */
  noDefaultOption?: boolean;
  /** the default option's text, when '선택' does not fit */
  defaultOptionLabel?: string;
};

/** Native select over spec §3 option items; the default option has the empty value. */
export function Select({ options, noDefaultOption = false, defaultOptionLabel, className, ...rest }: TSelectProps) {
  const { t } = useTranslation();
  const aria = useControlAria(rest);
  return (
    <select {...rest} {...aria} className={['form-control', className].filter(Boolean).join(' ')}>
      {!noDefaultOption && <option value="">{defaultOptionLabel ?? t('form.select.default')}</option>}
      {options.map((option) => (
        <option key={option.key} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
