import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { getRuntimeConfig } from '@school/shared/session';
import { imageVariant } from '../../contract/variants.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/*
 * Two kinds of time come from the API:
 * - calendar days, `YYYY-MM-DD` (event and notice dates, women's start and end, apply-before):
 *   read as plain dates, so 10 Dec is 10 Dec in Kathmandu, London and Los Angeles;
 * - instants, ISO strings (createdAt): shown as the day and time in the school's zone.
 * Neither goes through the browser's zone, so a server render would print the same text.
 */

export const DEFAULT_TIME_ZONE = 'Asia/Kathmandu';

/** The school's zone, from /remotes.json (`timeZone`). */
export const schoolTimeZone = (): string => getRuntimeConfig().timeZone || DEFAULT_TIME_ZONE;

const PLAIN_DAY = /^\d{4}-\d{2}-\d{2}$/;

type DateInput = string | number | Date | null | undefined;

/**
 * A day or an instant as a dayjs whose fields (year, month, day, hour) are the ones to
 * show: a calendar day in UTC (so no zone can move it), an instant in the school's zone.
 */
export function schoolTime(value: DateInput): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && PLAIN_DAY.test(value)) {
    const d = dayjs.utc(value);
    return d.isValid() && d.format('YYYY-MM-DD') === value ? d : null;
  }
  const d = dayjs(value);
  return d.isValid() ? d.tz(schoolTimeZone()) : null;
}

/** The calendar day (YYYY-MM-DD) of a day or an instant, as the school counts days. */
export function toCalendarDay(value: DateInput): string {
  return schoolTime(value)?.format('YYYY-MM-DD') ?? '';
}

/** Today in the school's zone, YYYY-MM-DD. */
export function schoolToday(now: Date = new Date()): string {
  return dayjs(now).tz(schoolTimeZone()).format('YYYY-MM-DD');
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

/** DD-MMM-YYYY, e.g. 05-Mar-2026. Empty string for a missing or invalid date. */
export function formatDate(value: DateInput): string {
  return schoolTime(value)?.format('DD-MMM-YYYY') ?? '';
}

/** Long date for deadlines, e.g. "Thursday, 5 March 2026". */
export function formatLongDate(value: string | Date): string {
  return schoolTime(value)?.format('dddd, D MMMM YYYY') ?? '';
}

/** Days and hours left until a deadline day ends in the school's zone; null once it has passed. */
export function timeRemaining(deadline: string | Date, now: Date = new Date()): { days: number; hours: number } | null {
  const day = toCalendarDay(deadline);
  if (!day) return null;
  const end = dayjs.tz(day, schoolTimeZone()).add(1, 'day');
  const ms = end.valueOf() - now.getTime();
  if (!(ms > 0)) return null;
  const hours = Math.floor(ms / 3_600_000);
  return { days: Math.floor(hours / 24), hours: hours % 24 };
}

const UNITS = ['', 'k', 'm', 'b', 't'];

/** Count abbreviation for the dashboard: 1234 → "1.23k", 2500000 → "2.5m" (2 digits of rounding). */
export function abbreviateCount(n: number): string {
  const sign = n < 0 ? '-' : '';
  let value = Math.abs(n);
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  let rounded = Math.round(value * 100) / 100;
  // 999,999 rounds to "1000k": carry it to the next unit instead.
  if (rounded >= 1000 && unit < UNITS.length - 1) {
    rounded = Math.round((rounded / 1000) * 100) / 100;
    unit += 1;
  }
  return `${sign}${rounded}${UNITS[unit]}`;
}

/** Cut text to `max` characters followed by dots; shorter text is returned unchanged. */
export function truncate(text: string | null | undefined, max: number): string {
  const value = text ?? '';
  return value.length > max ? `${value.slice(0, max)}...` : value;
}

/** Plain text of an HTML fragment, for previews of rich text. */
export function stripHtml(html: string | null | undefined): string {
  return (html ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
}

export { imageVariant };

export const thumbOf = (path: string | null | undefined) => imageVariant(path, 'thumb');
export const webOf = (path: string | null | undefined) => imageVariant(path, 'web');

/** Case-insensitive search across every field of an item, starting above one typed character. */
export function matchesSearch(item: object, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q.length <= 1) return true;
  return Object.values(item).some(
    (v) => v !== null && v !== undefined && typeof v !== 'object' && String(v).toLowerCase().includes(q),
  );
}

/** YouTube video id from a watch, short, embed or shorts URL; null when the link is not one. */
export function youtubeId(url: string): string | null {
  const m =
    /^(?:https?:\/\/)?(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|v\/)|youtu\.be\/|youtube-nocookie\.com\/embed\/)([A-Za-z0-9_-]{11})(?:[?&#/].*)?$/.exec(
      url.trim(),
    );
  return m ? m[1] : null;
}
