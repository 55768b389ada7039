import { useId } from 'react';
import { useTranslation } from '../../lib/i18n';
import { isTimeSelectable, timeSlots, type TTimeConstraints } from './time-model';
import '../form/form-catalogue';

/** spec §5: the time of a date-time value; times outside the limits are offered disabled. */
export function TimeSelect({ value, onChange, constraints }: { value: string; onChange: (time: string) => void; constraints: TTimeConstraints }) {
  const { t } = useTranslation();
  const id = useId();
  const slots = timeSlots(constraints.minuteStep);
  // a typed time off the step is still shown as chosen
  const options = value && !slots.includes(value) ? [...slots, value].sort() : slots;
  return (
    <div className="date-picker-time">
      <label htmlFor={id}>{t('form.datePicker.time')}</label>
      <select id={id} className="date-picker-select" value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{t('form.select.default')}</option>
        {options.map((slot) => (
          <option key={slot} value={slot} disabled={!isTimeSelectable(slot, constraints)}>
            {slot}
          </option>
        ))}
      </select>
    </div>
  );
}
