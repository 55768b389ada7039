import { useId } from 'react';
import { DatePicker } from '../date-picker';
import { FieldControlContext } from '../form/field-context';

type TDateTimeInputProps = {
  /** given by the antd Form.Item around it */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  'aria-invalid'?: boolean;
  /** the field's visible name: the calendar button is named after it ('접수 시작 달력 열기') */
  label: string;
  /** the minutes between the offered times (the date picker's default when not given) */
  minuteStep?: number;
};

/**
 * The portal's date picker (spec §5) with a time, inside an antd Form.Item: 'YYYY-MM-DD HH:mm'
 * Seoul wall-clock values, as the contest and survey contracts keep them.
 */
export function DateTimeInput({ id, value, onChange, label, minuteStep, ...aria }: TDateTimeInputProps) {
  const labelId = useId();
  return (
    <FieldControlContext.Provider value={{ id: id ?? labelId, labelId, describedBy: undefined, invalid: Boolean(aria['aria-invalid']), required: true }}>
      <span id={labelId} hidden>
        {label}
      </span>
      <DatePicker time id={id} value={value ?? ''} onChange={(next) => onChange?.(next)} minuteStep={minuteStep} />
    </FieldControlContext.Provider>
  );
}
