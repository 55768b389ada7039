import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { CalendarGrid, type THighlight } from './calendar-grid';
import { CalendarHeader } from './calendar-header';
import { clampDate, dateBounds, isDateSelectable, type TDateConstraints } from './date-constraints';
import { addMonths, daysInMonth, formatYmd, parseIsoDate, type TYmd } from './date-model';
import { isTimeSelectable, splitDateTime, type TTimeConstraints } from './time-model';
import { TimeSelect } from './time-select';
import { useSwipe } from './use-swipe';
import '../form/form-catalogue';

export type TCalendarDialogProps = {
  value: string | undefined;
  constraints: TDateConstraints;
  /** undefined: a date without time */
  time: TTimeConstraints | undefined;
  sixWeeks: boolean;
  today: string;
  highlight: THighlight | undefined;
  /** spec §9: below 768 px a full-width bottom sheet instead of a popover */
  narrow: boolean;
  onSelect: (value: string) => void;
  onClose: () => void;
};

const FOCUSABLE = 'button:not([disabled]), select:not([disabled]), [tabindex="0"]';

/** The calendar popup: a modal dialog that keeps Tab inside and closes on Escape. */
export function CalendarDialog({ value, constraints, time, sixWeeks, today, highlight, narrow, onSelect, onClose }: TCalendarDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const initial = splitDateTime(value ?? '');
  const initialDate = parseIsoDate(initial.date) ? initial.date : undefined;
  const [focused, setFocused] = useState(() => initialDate ?? clampDate(today, constraints));
  const [pendingDate, setPendingDate] = useState(initialDate);
  const [pendingTime, setPendingTime] = useState(initial.time);
  const bounds = dateBounds(constraints);

  const stepMonth = (months: 1 | -1) => setFocused(clampDate(addMonths(focused, months), constraints));
  const swipe = useSwipe(stepMonth);

  const pickMonth = (year: number, month: number) => {
    const day = Math.min((parseIsoDate(focused) as TYmd).day, daysInMonth(year, month));
    setFocused(clampDate(formatYmd({ year, month, day }), constraints));
  };

  const selectDay = (iso: string) => {
    if (time) setPendingDate(iso);
    else onSelect(iso);
  };

  const canConfirm = pendingDate !== undefined && isDateSelectable(pendingDate, constraints) && time !== undefined && isTimeSelectable(pendingTime, time);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusables = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusables[0];
    const last = focusables.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <>
      {narrow && <div className="date-picker-backdrop" aria-hidden="true" onClick={onClose} />}
      <div
        role="dialog"
        aria-modal="true"
        aria-label={t('form.datePicker.dialog')}
        className={`date-picker-dialog ${narrow ? 'is-sheet' : 'is-popover'}`}
        data-layout={narrow ? 'sheet' : 'popover'}
        onKeyDown={handleKeyDown}
      >
        <CalendarHeader titleId={titleId} focused={focused} bounds={bounds} onMonthStep={stepMonth} onPick={pickMonth} />
        <div className="date-picker-swipe" {...swipe}>
          <CalendarGrid
            labelledBy={titleId}
            focused={focused}
            selected={time ? pendingDate : initialDate}
            highlight={highlight}
            today={today}
            constraints={constraints}
            sixWeeks={sixWeeks}
            focusOnMount
            onFocusChange={setFocused}
            onSelect={selectDay}
          />
        </div>
        <div className="date-picker-footer">
          {time && <TimeSelect value={pendingTime} onChange={setPendingTime} constraints={time} />}
          <button type="button" className="date-picker-button" onClick={onClose}>
            {t('form.datePicker.close')}
          </button>
          {time && (
            <button type="button" className="date-picker-button is-primary" disabled={!canConfirm} onClick={() => onSelect(`${pendingDate} ${pendingTime}`)}>
              {t('form.datePicker.confirm')}
            </button>
          )}
        </div>
      </div>
    </>
  );
}
