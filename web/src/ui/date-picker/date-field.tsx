import { addCalendarDays, type CalendarDay } from '@asiguro/domain';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { INTL_LOCALE } from '../../i18n/formatters';
import { useI18n } from '../../i18n/use-i18n';
import {
  addMonths,
  clampDay,
  dayAfterKey,
  dayOfText,
  firstOfMonth,
  monthWeeks,
  textOfDay,
  withinBounds,
  type DayBounds,
} from './calendar-grid';

export interface DateFieldProps {
  label: string;
  name: string;
  /** The text as typed, dd.mm.yyyy. */
  value: string;
  onValueChange: (text: string) => void;
  /** What typing turns into (the dots typed for the customer). */
  mask: (next: string, previous: string) => string;
  bounds: DayBounds;
  today: CalendarDay;
  hint?: string;
  error?: string;
  optionalText?: string;
}

/** A calendar day as a UTC instant, only to name its month and weekday with Intl (formatted in UTC). */
const utcInstant = (day: CalendarDay) => new Date(`${day}T12:00:00Z`);

/**
 * A date the customer types as dd.mm.yyyy, or picks: the button opens a calendar dialog (the
 * WAI-ARIA date picker dialog pattern) where arrows, Home/End and PageUp/PageDown move the day,
 * Enter or Space picks it, Escape closes, and the focus comes back to the button. Days outside the
 * bounds are shown but cannot be picked. The text field stays the one value: typing never fights the
 * picker.
 */
export function DateField({
  label,
  name,
  value,
  onValueChange,
  mask,
  bounds,
  today,
  hint,
  error,
  optionalText,
}: DateFieldProps) {
  const { texts } = useI18n();
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div className={['field', 'date-field', error && 'field--invalid'].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optionalText && <span className="field__optional"> ({optionalText})</span>}
      </label>
      <div className="date-field__row">
        <input
          id={id}
          name={name}
          className="input"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          value={value}
          onChange={(event) => onValueChange(mask(event.target.value, value))}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <button
          ref={button}
          type="button"
          className="btn btn--secondary date-field__open"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen((shown) => !shown)}
        >
          <CalendarIcon />
          <span className="visually-hidden">
            {texts.common.datePicker.open} ({label})
          </span>
        </button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
      {open && (
        <CalendarDialog
          label={label}
          selected={dayOfText(value)}
          bounds={bounds}
          today={today}
          onPick={(day) => {
            onValueChange(textOfDay(day));
            close();
          }}
          onClose={close}
          opener={button}
        />
      )}
    </div>
  );
}

function CalendarDialog({
  label,
  selected,
  bounds,
  today,
  onPick,
  onClose,
  opener,
}: {
  label: string;
  selected: CalendarDay | undefined;
  bounds: DayBounds;
  today: CalendarDay;
  onPick: (day: CalendarDay) => void;
  onClose: () => void;
  opener: React.RefObject<HTMLButtonElement | null>;
}) {
  const { texts, locale } = useI18n();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState<CalendarDay>(() => clampDay(selected ?? today, bounds));
  // The focus follows the focused day once the grid shows it (and when the dialog opens).
  const focusDay = useRef(true);
  useEffect(() => {
    if (!focusDay.current) return;
    focusDay.current = false;
    dialog.current?.querySelector<HTMLElement>('[data-focused="true"]')?.focus();
  }, [focused]);

  // A click outside closes the calendar, as Escape does; the opener's own click toggles it.
  useEffect(() => {
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!dialog.current?.contains(target) && !opener.current?.contains(target)) onClose();
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [onClose, opener]);

  const intl = INTL_LOCALE[locale];
  const monthTitle = new Intl.DateTimeFormat(intl, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    utcInstant(focused),
  );
  const weeks = monthWeeks(focused);
  const weekdayName = (day: CalendarDay, style: 'short' | 'long') =>
    new Intl.DateTimeFormat(intl, { weekday: style, timeZone: 'UTC' }).format(utcInstant(day));
  // Monday to Sunday, named from a known Monday (5 January 1970).
  const weekdays = Array.from({ length: 7 }, (_, index) => addCalendarDays('1970-01-05' as CalendarDay, index));

  const moveTo = (day: CalendarDay) => {
    focusDay.current = true;
    setFocused(day);
  };
  const shiftMonth = (months: number) => {
    // The buttons keep the focus; the grid shows the other month with the same day.
    setFocused(clampDay(addMonths(focused, months), bounds));
  };
  const onGridKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (withinBounds(focused, bounds)) onPick(focused);
      return;
    }
    const next = dayAfterKey(focused, event.key, event.shiftKey, bounds);
    if (next) {
      event.preventDefault();
      moveTo(next);
    }
  };
  const onDialogKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    // The focus stays in the dialog while it is open (a modal dialog).
    const stops = Array.from(
      dialog.current?.querySelectorAll<HTMLElement>('button:not([disabled]), [tabindex="0"]') ?? [],
    );
    const index = stops.indexOf(document.activeElement as HTMLElement);
    const last = stops.length - 1;
    if (event.shiftKey && index <= 0) {
      event.preventDefault();
      stops[last]?.focus();
    } else if (!event.shiftKey && index === last) {
      event.preventDefault();
      stops[0]?.focus();
    }
  };
  const min = bounds.min && firstOfMonth(bounds.min);
  const max = bounds.max && firstOfMonth(bounds.max);
  const month = firstOfMonth(focused);

  return (
    <div
      ref={dialog}
      className="calendar"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onDialogKey}
      data-testid="date-picker"
    >
      <div className="calendar__head">
        <button
          type="button"
          className="btn btn--ghost btn--small calendar__nav"
          onClick={() => shiftMonth(-1)}
          disabled={min !== undefined && month <= min}
          aria-label={texts.common.datePicker.previousMonth}
        >
          ‹
        </button>
        <h2 id={titleId} className="calendar__title" aria-live="polite">
          <span className="visually-hidden">{label}: </span>
          {monthTitle}
        </h2>
        <button
          type="button"
          className="btn btn--ghost btn--small calendar__nav"
          onClick={() => shiftMonth(1)}
          disabled={max !== undefined && month >= max}
          aria-label={texts.common.datePicker.nextMonth}
        >
          ›
        </button>
      </div>
      <table className="calendar__grid" role="grid" aria-labelledby={titleId} onKeyDown={onGridKey}>
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day} scope="col" abbr={weekdayName(day, 'long')}>
                {weekdayName(day, 'short')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((day, index) =>
                day === null ? (
                  <td key={`empty-${index}`} />
                ) : (
                  <td
                    key={day}
                    tabIndex={day === focused ? 0 : -1}
                    data-focused={day === focused}
                    data-day={day}
                    aria-selected={day === selected}
                    aria-disabled={withinBounds(day, bounds) ? undefined : true}
                    aria-current={day === today ? 'date' : undefined}
                    // The day's number as shown, then the whole date ("6, 06.12.2026").
                    aria-label={`${Number(day.slice(8))}, ${textOfDay(day)}`}
                    className={[
                      'calendar__day',
                      day === selected && 'calendar__day--selected',
                      day === today && 'calendar__day--today',
                      !withinBounds(day, bounds) && 'calendar__day--off',
                    ]
                      .filter(Boolean)
                      .join(' ')}
                    onClick={() => {
                      if (withinBounds(day, bounds)) onPick(day);
                    }}
                  >
                    {Number(day.slice(8))}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="calendar__help muted">{texts.common.datePicker.keys}</p>
      <div className="calendar__actions">
        <button type="button" className="btn btn--ghost btn--small" onClick={onClose}>
          {texts.common.datePicker.close}
        </button>
      </div>
    </div>
  );
}

function CalendarIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}
