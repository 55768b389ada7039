import { useTranslation } from '../../lib/i18n';
import { parseIsoDate, type TYmd } from './date-model';
import '../form/form-catalogue';

type TCalendarHeaderProps = {
  titleId: string;
  focused: string;
  bounds: { min: string; max: string };
  onMonthStep: (months: 1 | -1) => void;
  onPick: (year: number, month: number) => void;
};

/** Previous / next month buttons and the year and month selects (spec §5 year range). */
export function CalendarHeader({ titleId, focused, bounds, onMonthStep, onPick }: TCalendarHeaderProps) {
  const { t } = useTranslation();
  const { year, month } = parseIsoDate(focused) as TYmd;
  const first = parseIsoDate(bounds.min) as TYmd;
  const last = parseIsoDate(bounds.max) as TYmd;
  const years = Array.from({ length: last.year - first.year + 1 }, (_, i) => first.year + i);
  const monthKey = focused.slice(0, 7);
  return (
    <div className="date-picker-header">
      <h2 id={titleId} className="sr-only" aria-live="polite">
        {t('form.datePicker.title', { year, month })}
      </h2>
      <button
        type="button"
        className="date-picker-step"
        aria-label={t('form.datePicker.prevMonth')}
        disabled={monthKey <= bounds.min.slice(0, 7)}
        onClick={() => onMonthStep(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <select
        className="date-picker-select"
        aria-label={t('form.datePicker.year')}
        value={year}
        onChange={(event) => onPick(Number(event.currentTarget.value), month)}
      >
        {years.map((y) => (
          <option key={y} value={y}>
            {t('form.datePicker.yearOption', { year: y })}
          </option>
        ))}
      </select>
      <select
        className="date-picker-select"
        aria-label={t('form.datePicker.month')}
        value={month}
        onChange={(event) => onPick(year, Number(event.currentTarget.value))}
      >
        {Array.from({ length: 12 }, (_, i) => i + 1).map((m) => (
          <option key={m} value={m}>
            {t('form.datePicker.monthOption', { month: m })}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="date-picker-step"
        aria-label={t('form.datePicker.nextMonth')}
        disabled={monthKey >= bounds.max.slice(0, 7)}
        onClick={() => onMonthStep(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
