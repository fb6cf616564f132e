import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { schoolDay, schoolTimeZone, type DateInput } from './index';

dayjs.extend(utc);
dayjs.extend(timezone);

/*
 * The consoles' side of the date helpers (format/index.ts has the public one): antd's pickers hand
 * dayjs values, and timestamps are printed with dayjs formats. The same two rules hold: a calendar
 * day is that day, an instant is read in the school's zone.
 */

/**
 * A day or an instant as a dayjs whose fields (year, month, day, hour) are the ones to
 * show: a calendar day in UTC (so no zone can move it), an instant in the school's zone.
 */
export function schoolTime(value: DateInput): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return schoolDay(value) ? dayjs.utc(value) : null;
  const d = dayjs(value);
  return d.isValid() ? d.tz(schoolTimeZone()) : null;
}

/**
 * The day a date picker's value stands for. Pickers hand back the picked day at the
 * browser's midnight; its local fields are the day the user clicked.
 */
export const pickedDay = (value: Dayjs): string => value.format('YYYY-MM-DD');

/**
 * A stored day as a picker value: the browser's midnight of that day (a picker shows
 * local fields), never shifted by the zone.
 */
export function dayToPicker(day: string | null | undefined): Dayjs | null {
  const d = schoolTime(day);
  return d ? dayjs(d.format('YYYY-MM-DD')) : null;
}
