import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { clampDate, isDateSelectable, type TDateConstraints } from './date-constraints';
import { addDays, addMonths, endOfWeek, monthGrid, parseIsoDate, startOfWeek, weekdayOf, type TYmd } from './date-model';
import '../form/form-catalogue';

export type THighlight = { start?: string; end?: string };

type TCalendarGridProps = {
  labelledBy: string;
  /** the day holding the keyboard focus; its month is the one shown */
  focused: string;
  selected: string | undefined;
  highlight: THighlight | undefined;
  today: string;
  constraints: TDateConstraints;
  sixWeeks: boolean;
  /** put DOM focus on the focused day when the grid appears (on opening) */
  focusOnMount: boolean;
  onFocusChange: (iso: string) => void;
  onSelect: (iso: string) => void;
};

// spec §5 keyboard: arrows by day and week, PageUp/PageDown by month (with Shift by year), Home/End week
const KEY_MOVES: Record<string, (iso: string, shift: boolean) => string> = {
  ArrowLeft: (iso) => addDays(iso, -1),
  ArrowRight: (iso) => addDays(iso, 1),
  ArrowUp: (iso) => addDays(iso, -7),
  ArrowDown: (iso) => addDays(iso, 7),
  PageUp: (iso, shift) => addMonths(iso, shift ? -12 : -1),
  PageDown: (iso, shift) => addMonths(iso, shift ? 12 : 1),
  Home: (iso) => startOfWeek(iso),
  End: (iso) => endOfWeek(iso),
};

function dayClass(iso: string, inMonth: boolean, selected: string | undefined, highlight: THighlight | undefined, today: string) {
  const { start, end } = highlight ?? {};
  return [
    'date-picker-day',
    !inMonth && 'is-outside',
    iso === today && 'is-today',
    iso === selected && 'is-selected',
    start && end && iso > start && iso < end && 'is-in-range',
    (iso === start || iso === end) && 'is-range-edge',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The month as an ARIA grid of day buttons with a roving tabindex. */
export function CalendarGrid({
  labelledBy,
  focused,
  selected,
  highlight,
  today,
  constraints,
  sixWeeks,
  focusOnMount,
  onFocusChange,
  onSelect,
}: TCalendarGridProps) {
  const { t } = useTranslation();
  const tableRef = useRef<HTMLTableElement>(null);
  const wantsFocus = useRef(focusOnMount);
  const { year, month } = parseIsoDate(focused) as TYmd;
  const weeks = monthGrid(year, month, sixWeeks);

  useEffect(() => {
    if (!wantsFocus.current) return;
    wantsFocus.current = false;
    tableRef.current?.querySelector<HTMLButtonElement>(`[data-iso="${focused}"]`)?.focus();
  }, [focused]);

  const handleKeyDown = (event: KeyboardEvent) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    wantsFocus.current = true;
    onFocusChange(clampDate(move(focused, event.shiftKey), constraints));
  };

  const dayLabel = (iso: string) => {
    const ymd = parseIsoDate(iso) as TYmd;
    return t('form.datePicker.dayLabel', { ...ymd, weekday: t(`form.datePicker.weekdayLong.${weekdayOf(iso)}`) });
  };

  return (
    <table ref={tableRef} role="grid" className="date-picker-grid" aria-labelledby={labelledBy} onKeyDown={handleKeyDown}>
      <thead>
        <tr>
          {[0, 1, 2, 3, 4, 5, 6].map((weekday) => (
            <th key={weekday} scope="col" abbr={t(`form.datePicker.weekdayLong.${weekday}`)}>
              {t(`form.datePicker.weekday.${weekday}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]?.iso}>
            {week.map(({ iso, day, inMonth }) => {
              const selectable = isDateSelectable(iso, constraints);
              return (
                <td key={iso} role="gridcell" aria-selected={iso === selected || undefined}>
                  <button
                    type="button"
                    data-iso={iso}
                    className={dayClass(iso, inMonth, selected, highlight, today)}
                    tabIndex={iso === focused ? 0 : -1}
                    aria-label={dayLabel(iso)}
                    aria-disabled={selectable ? undefined : true}
                    aria-current={iso === today ? 'date' : undefined}
                    onClick={() => {
                      onFocusChange(iso);
                      if (selectable) onSelect(iso);
                    }}
                  >
                    {day}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
