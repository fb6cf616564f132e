import '../admin.css';
import { useEffect, useEffectEvent, useId, useState, type ReactNode } from 'react';
import { DatePicker, Input, Radio, type DatePickerProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { bsDayText, dayToPicker, formatBs, formatDate, parseBsDay, pickedDay, toBikramSambat } from '@school/shared/kit';

export type Calendar = 'AD' | 'BS';

const CALENDARS: Calendar[] = ['AD', 'BS'];

/** The AD/BS switch beside a date field (the date pickers and the publish-at input). */
export function CalendarSwitch({ id, value, onChange }: { id?: string; value: Calendar; onChange: (next: Calendar) => void }) {
  return (
    <Radio.Group
      aria-label="Calendar"
      data-testid={id ? `calendar-${id}` : undefined}
      optionType="button"
      size="small"
      value={value}
      onChange={(e) => onChange(CALENDARS.find((c) => c === e.target.value) ?? 'AD')}
      options={CALENDARS.map((c) => ({ value: c, label: c }))}
    />
  );
}

/** The other calendar's reading of the date typed, announced as it changes. */
export function CalendarHint({ id, hint }: { id: string; hint: ReactNode }) {
  return hint ? (
    <div id={id} className="admin-bs-ad-hint" aria-live="polite">
      {hint}
    </div>
  ) : null;
}

export interface BsAdDatePickerProps extends Omit<DatePickerProps, 'value' | 'onChange' | 'picker'> {
  /** The form's value: the picked day as antd's pickers give it (the browser's midnight of that day). */
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null) => void;
  /** The calendar the field opens in. */
  defaultCalendar?: Calendar;
}

/**
 * A console date field that takes a day in AD (antd's DatePicker, as before) or in Bikram Sambat
 * (typed `YYYY-MM-DD`, e.g. 2083-08-07, Latin or Devanagari digits), with a toggle beside it and the
 * same day in the other calendar under it (issue 13). Either way the form holds the same value as a
 * plain DatePicker, so the forms, their checks and the API body (an AD `YYYY-MM-DD`) are unchanged.
 * Form.Item's `id` goes to whichever input is shown, so the field's label names it.
 */
export function BsAdDatePicker({ value, onChange, defaultCalendar = 'AD', id, className, format, ...picker }: BsAdDatePickerProps) {
  // antd remounts a field when its form is reset (after each save): the field keeps its calendar
  const [calendar, setCalendarState] = useState<Calendar>(() => (id && chosen.get(id)) || defaultCalendar);
  const setCalendar = (next: Calendar) => {
    if (id) chosen.set(id, next);
    setCalendarState(next);
  };
  const [bsText, setBsText] = useState(() => textOf(value));
  const hintId = useId();

  // A value set from outside (an edit form's day, a reset after saving) shows in the BS field too;
  // a half-typed BS date (no value yet) is left alone.
  const showValue = useEffectEvent((shown: typeof value) => {
    const typed = parseBsDay(bsText);
    const day = shown ? pickedDay(shown) : null;
    if (day === typed) return;
    if (day === null) {
      if (typed !== null) setBsText('');
      return;
    }
    setBsText(textOf(shown));
  });
  useEffect(() => showValue(value), [value]);

  const typeBs = (text: string) => {
    setBsText(text);
    const day = parseBsDay(text);
    onChange?.(day ? dayToPicker(day) : null);
  };

  const day = value ? pickedDay(value) : '';
  let hint = '';
  if (calendar === 'AD') hint = day ? formatBs(day) : '';
  else if (day) hint = `${formatDate(day)} (AD)`;
  else if (bsText.trim()) hint = 'Not a Bikram Sambat date: YYYY-MM-DD, years 1970–2090';

  return (
    <div className="admin-bs-ad">
      <div className="admin-bs-ad-row">
        {calendar === 'AD' ? (
          <DatePicker
            {...picker}
            id={id}
            format={format}
            className={className}
            value={value ?? null}
            onChange={(v) => onChange?.(Array.isArray(v) ? (v[0] ?? null) : (v ?? null))}
            aria-describedby={hint ? hintId : undefined}
          />
        ) : (
          <Input
            id={id}
            className={`${className ?? ''} admin-bs-input`}
            value={bsText}
            placeholder="YYYY-MM-DD (BS)"
            inputMode="numeric"
            autoComplete="off"
            onChange={(e) => typeBs(e.target.value)}
            aria-describedby={hint ? hintId : undefined}
          />
        )}
        <CalendarSwitch id={id} value={calendar} onChange={setCalendar} />
      </div>
      <CalendarHint id={hintId} hint={hint} />
    </div>
  );
}

/** The calendar each field (by id) was last switched to, while the console stays open. */
const chosen = new Map<string, Calendar>();

const textOf = (value: Dayjs | null | undefined): string => {
  const bs = value ? toBikramSambat(pickedDay(value)) : null;
  return bs ? bsDayText(bs) : '';
};
