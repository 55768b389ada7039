import type { ReactNode, Ref } from 'react';
import { useTranslation } from '../../lib/i18n';
import { ChoiceFieldset } from '../form/choice-fieldset';
import { FormField } from '../form/form-field';
import type { TDateConstraints } from './date-constraints';
import { DatePicker } from './date-picker';
import { endConstraints, rangeProblem, startConstraints, type TRangeLimits } from './range-model';
import '../form/form-catalogue';

export type TDateRange = { start: string; end: string };

export type TDateRangePickerProps = TDateConstraints &
  TRangeLimits & {
    legend: ReactNode;
    value: TDateRange | undefined;
    onChange: (value: TDateRange) => void;
    onBlur?: () => void;
    /** the inputs are named `${name}.start` and `${name}.end` */
    name?: string;
    startLabel?: string;
    endLabel?: string;
    required?: boolean;
    error?: string;
    hint?: ReactNode;
    disabled?: boolean;
    sixWeeks?: boolean;
    today?: string;
    /** focus target for react-hook-form (the start input) */
    ref?: Ref<HTMLInputElement>;
  };

/**
 * spec §5 range mode: a start and an end date whose distance in days stays within
 * minRangeDays..maxRangeDays. Each calendar only offers dates that make a valid period.
 */
export function DateRangePicker({
  legend,
  value,
  onChange,
  onBlur,
  name,
  startLabel,
  endLabel,
  required,
  error,
  hint,
  disabled,
  sixWeeks,
  today,
  ref,
  minRangeDays,
  maxRangeDays,
  ...base
}: TDateRangePickerProps) {
  const { t } = useTranslation();
  const { start = '', end = '' } = value ?? {};
  const limits = { minRangeDays, maxRangeDays };

  const periodMessage = (from: string, to: string) => {
    const problem = rangeProblem(from, to, limits);
    if (problem === 'order') return t('form.datePicker.error.rangeOrder');
    if (problem === 'min') return t('form.datePicker.error.rangeMin', { days: minRangeDays });
    if (problem === 'max') return t('form.datePicker.error.rangeMax', { days: maxRangeDays });
    return undefined;
  };

  // an end chosen first and a start moved later can still make a bad period
  const currentProblem = start && end ? periodMessage(start, end) : undefined;
  const shared = { sixWeeks, today, disabled, onBlur, highlight: { start, end } };
  return (
    <ChoiceFieldset legend={legend} required={required} error={error ?? currentProblem} hint={hint}>
      <FormField label={startLabel ?? t('form.datePicker.start')} required={required}>
        <DatePicker
          {...base}
          {...shared}
          ref={ref}
          name={name && `${name}.start`}
          {...startConstraints(end || undefined, base, limits)}
          validate={(iso) => (end ? periodMessage(iso, end) : undefined)}
          value={start}
          onChange={(next) => onChange({ start: next, end })}
        />
      </FormField>
      <FormField label={endLabel ?? t('form.datePicker.end')} required={required}>
        <DatePicker
          {...base}
          {...shared}
          name={name && `${name}.end`}
          {...endConstraints(start || undefined, base, limits)}
          validate={(iso) => (start ? periodMessage(start, iso) : undefined)}
          value={end}
          onChange={(next) => onChange({ start, end: next })}
        />
      </FormField>
    </ChoiceFieldset>
  );
}
