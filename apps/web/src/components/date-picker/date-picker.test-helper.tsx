import { useState } from 'react';
import { FormField } from '../form/form-field';
import { DatePicker, type TDatePickerProps } from './date-picker';

export const TODAY = '2025-03-12';

/** A labelled, stateful DatePicker whose value is printed as [value]. */
export function TestPicker({ initial = '', ...props }: Partial<TDatePickerProps> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <FormField label="활동일">
        <DatePicker today={TODAY} {...props} value={value} onChange={setValue} />
      </FormField>
      <output>{`[${value}]`}</output>
    </>
  );
}
