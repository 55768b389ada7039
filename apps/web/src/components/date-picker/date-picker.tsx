import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useControlAria, useFieldControl } from '../form/field-context';
import { FieldError } from '../form/field-message';
import { CalendarDialog } from './calendar-dialog';
import type { THighlight } from './calendar-grid';
import type { TDateConstraints } from './date-constraints';
import { todayIso } from './date-model';
import type { TTimeConstraints } from './time-model';
import { DATE_FORMAT, DATE_TIME_FORMAT, readTypedValue, type TTypedError } from './typed-value';
import { useNarrowScreen } from './use-narrow-screen';
import '../form/form.css';
import './date-picker.css';
import '../form/form-catalogue';

export type TDatePickerProps = TDateConstraints &
  TTimeConstraints & {
    /** 'YYYY-MM-DD', or 'YYYY-MM-DD HH:mm' with time; '' when empty */
    value: string | undefined;
    onChange: (value: string) => void;
    /** called when focus leaves the whole picker (input, button and calendar) */
    onBlur?: () => void;
    /** choose a time as well */
    time?: boolean;
    /** spec §9: always six week rows */
    sixWeeks?: boolean;
    /** 'YYYY-MM-DD'; the local date when absent (tests pass a fixed one) */
    today?: string;
    /** an extra check of a typed value, e.g. a period's length; returns a message */
    validate?: (value: string) => string | undefined;
    /** days to mark as a period in the calendar */
    highlight?: THighlight;
    name?: string;
    id?: string;
    disabled?: boolean;
    required?: boolean;
    'aria-label'?: string;
    'aria-describedby'?: string;
    ref?: Ref<HTMLInputElement>;
  };

function CalendarIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <rect x="2.5" y="4" width="15" height="13" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M2.5 8h15M6.5 2.5v3M13.5 2.5v3" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/**
 * spec §5: our own accessible date picker: a text input (typed values obey the same limits)
 * and a calendar dialog. Values are plain strings, so no time zone can shift a day.
 */
export function DatePicker({
  value,
  onChange,
  onBlur,
  time = false,
  sixWeeks = false,
  today,
  validate,
  highlight,
  name,
  disabled = false,
  ref,
  minTime,
  maxTime,
  disabledTimes,
  minuteStep,
  minDate,
  maxDate,
  disabledDates,
  allowedDates,
  disabledWeekdays,
  yearRange,
  ...ariaProps
}: TDatePickerProps) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const baseId = useId();
  const errorId = `${baseId}-error`;
  const toggleTextId = `${baseId}-toggle`;
  // the toggle is named after the field ('시작일 달력 열기'): a form may hold several pickers
  const labelId = useFieldControl()?.labelId;
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [fallbackToday] = useState(() => todayIso());
  const [open, setOpen] = useState(false);
  // text being typed; null shows the value
  const [draft, setDraft] = useState<string | null>(null);
  const [typedError, setTypedError] = useState<TTypedError>();
  const current = value ?? '';
  const [emitted, setEmitted] = useState(current);

  // a value set from outside (form reset, another field) replaces what was being typed
  if (current !== emitted) {
    setEmitted(current);
    setDraft(null);
    setTypedError(undefined);
  }

  const constraints: TDateConstraints = { minDate, maxDate, disabledDates, allowedDates, disabledWeekdays, yearRange };
  const timeConstraints = time ? { minTime, maxTime, disabledTimes, minuteStep } : undefined;
  const errorText = typedError && ('text' in typedError ? typedError.text : t(`form.datePicker.error.${typedError.key}`, typedError.params));
  const aria = useControlAria({
    ...ariaProps,
    'aria-describedby': [errorText && errorId, ariaProps['aria-describedby']].filter(Boolean).join(' ') || undefined,
  });

  const emit = (next: string) => {
    setEmitted(next);
    if (next !== current) onChange(next);
  };

  const commitTyped = () => {
    if (draft === null) return;
    const result = readTypedValue(draft, { constraints, time: timeConstraints, validate });
    if ('value' in result) {
      setDraft(null);
      setTypedError(undefined);
      emit(result.value);
    } else {
      // keep the text in view with its message; the form holds no half-valid value
      setTypedError(result.error);
      emit('');
    }
  };

  const close = () => {
    setOpen(false);
    inputRef.current?.focus();
  };

  const choose = (next: string) => {
    setDraft(null);
    setTypedError(undefined);
    emit(next);
    close();
  };

  // a click outside the popover closes it, as with a native picker (the sheet has its own backdrop)
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const handleInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitTyped();
    } else if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      commitTyped();
      setOpen(true);
    } else if (event.key === 'Escape' && open) {
      setOpen(false);
    }
  };

  const handleRootBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) onBlur?.();
  };

  const setRefs = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  return (
    <div ref={rootRef} className="date-picker" onBlur={handleRootBlur}>
      <div className="date-picker-field">
        <input
          ref={setRefs}
          type="text"
          name={name}
          className="form-control date-picker-input"
          inputMode={time ? 'text' : 'numeric'}
          autoComplete="off"
          placeholder={time ? DATE_TIME_FORMAT : DATE_FORMAT}
          disabled={disabled}
          {...aria}
          aria-label={ariaProps['aria-label']}
          aria-invalid={errorText ? true : aria['aria-invalid']}
          value={draft ?? current}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onBlur={commitTyped}
          onKeyDown={handleInputKeyDown}
        />
        <button
          type="button"
          className="date-picker-toggle"
          aria-labelledby={labelId ? `${labelId} ${toggleTextId}` : toggleTextId}
          aria-haspopup="dialog"
          aria-expanded={open}
          disabled={disabled}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          <CalendarIcon />
          <span id={toggleTextId} className="sr-only">
            {t('form.datePicker.open')}
          </span>
        </button>
      </div>
      {errorText && <FieldError id={errorId}>{errorText}</FieldError>}
      {open && (
        <CalendarDialog
          value={value}
          constraints={constraints}
          time={timeConstraints}
          sixWeeks={sixWeeks}
          today={today ?? fallbackToday}
          highlight={highlight}
          narrow={narrow}
          onSelect={choose}
          onClose={close}
        />
      )}
    </div>
  );
}
