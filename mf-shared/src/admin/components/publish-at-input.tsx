import '../admin.css';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { Input } from 'antd';
import { bsDayText, formatBs, formatDate, parseBsDay, toBikramSambat } from '@school/shared/kit';
import { CalendarHint, CalendarSwitch, type Calendar } from './bs-ad-date-picker';

const LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/**
 * "Publish at" in AD (the browser's date-time input, as before) or in Bikram Sambat: a BS day typed
 * `YYYY-MM-DD` and a time (issue 13). The form value stays the date-time input's `YYYY-MM-DDTHH:mm`
 * (AD, the school's zone), so `publishingBody` and the API are unchanged.
 */
export function PublishAtInput({ id, value, onChange, className }: { id?: string; value?: string | null; onChange?: (v: string) => void; className?: string }) {
  const [calendar, setCalendar] = useState<Calendar>('AD');
  const match = LOCAL.exec(value ?? '');
  const [bsText, setBsText] = useState(() => bsOf(match?.[1]));
  const [time, setTime] = useState(match?.[2] ?? '');
  const hintId = useId();

  // a value from outside (an edit form, a reset) shows in the BS fields too
  const showValue = useEffectEvent((shown: typeof value) => {
    const m = LOCAL.exec(shown ?? '');
    if (!m) {
      if (!shown && parseBsDay(bsText) && time) {
        setBsText('');
        setTime('');
      }
      return;
    }
    if (parseBsDay(bsText) !== m[1]) setBsText(bsOf(m[1]));
    if (time !== m[2]) setTime(m[2]);
  });
  useEffect(() => showValue(value), [value]);

  const send = (text: string, at: string) => {
    const day = parseBsDay(text);
    onChange?.(day && at ? `${day}T${at}` : '');
  };

  let hint = '';
  if (calendar === 'AD') hint = match ? formatBs(match[1]) : '';
  else if (match) hint = `${formatDate(match[1])} ${match[2]} (AD)`;
  else if (bsText.trim() && !parseBsDay(bsText)) hint = 'Not a Bikram Sambat date: YYYY-MM-DD, years 1970–2090';

  return (
    <div className="admin-bs-ad">
      <div className="admin-bs-ad-row">
        {calendar === 'AD' ? (
          <Input
            id={id}
            type="datetime-local"
            className={className}
            value={value ?? ''}
            onChange={(e) => onChange?.(e.target.value)}
            aria-describedby={hint ? hintId : undefined}
          />
        ) : (
          <div className="admin-bs-ad-row">
            <Input
              id={id}
              className="admin-bs-input"
              value={bsText}
              placeholder="YYYY-MM-DD (BS)"
              inputMode="numeric"
              autoComplete="off"
              onChange={(e) => {
                setBsText(e.target.value);
                send(e.target.value, time);
              }}
              aria-describedby={hint ? hintId : undefined}
            />
            <Input
              type="time"
              className="admin-time-input"
              aria-label="Time"
              value={time}
              onChange={(e) => {
                setTime(e.target.value);
                send(bsText, e.target.value);
              }}
            />
          </div>
        )}
        <CalendarSwitch id={id} value={calendar} onChange={setCalendar} />
      </div>
      <CalendarHint id={hintId} hint={hint} />
    </div>
  );
}

const bsOf = (day: string | undefined): string => {
  const bs = day ? toBikramSambat(day) : null;
  return bs ? bsDayText(bs) : '';
};
