import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { TYn } from '@portal/contract';
import { useControlAria } from './field-context';
import './form.css';

export type TYnToggleProps = Omit<ComponentPropsWithRef<'button'>, 'value' | 'onChange' | 'children'> & {
  /** spec §3: toggle values are the strings 'Y' and 'N' */
  value: TYn | undefined;
  onChange: (value: TYn) => void;
  /** visible name when the toggle is not inside a FormField (whose label names it) */
  label?: ReactNode;
  /** state texts shown next to the switch, e.g. '사용' / '미사용' */
  onText?: ReactNode;
  offText?: ReactNode;
};

/** An on/off switch (role="switch") whose value is 'Y' or 'N'; use through a Controller. */
export function YnToggle({ value, onChange, label, onText, offText, className, ...rest }: TYnToggleProps) {
  const aria = useControlAria(rest);
  const on = value === 'Y';
  return (
    <button
      type="button"
      role="switch"
      {...rest}
      {...aria}
      aria-checked={on}
      className={['form-switch', className].filter(Boolean).join(' ')}
      onClick={() => onChange(on ? 'N' : 'Y')}
    >
      {label}
      <span className="form-switch-track" aria-hidden="true" />
      {on ? onText : offText}
    </button>
  );
}
