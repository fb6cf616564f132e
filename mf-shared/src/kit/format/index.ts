import { getRuntimeConfig } from '@school/shared/session';
import { imageVariant } from '../../contract/variants.ts';
import { looksLikeHtml } from '../../contract/rich-text.ts';

/*
 * Two kinds of time come from the API:
 * - calendar days, `YYYY-MM-DD` (event and notice dates, women's start and end, apply-before):
 *   read as plain dates, so 10 Dec is 10 Dec in Kathmandu, London and Los Angeles;
 * - instants, ISO strings (createdAt): shown as the day and time in the school's zone.
 * Neither goes through the browser's zone, so a server render would print the same text.
 *
 * The public pages read both through the platform's Intl (the zone's rules come with the browser),
 * not dayjs and its zone plugins: those are about 4.5 KB gzip of every first visit (issue 12). The
 * consoles' pickers and timestamps, which antd's dayjs serves anyway, are in `school-time.ts`.
 */

export const DEFAULT_TIME_ZONE = 'Asia/Kathmandu';

/** The school's zone, from /remotes.json (`timeZone`). */
export const schoolTimeZone = (): string => getRuntimeConfig().timeZone || DEFAULT_TIME_ZONE;

const PLAIN_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export type DateInput = string | number | Date | null | undefined;

/** The fields to show of a day or an instant. */
export interface SchoolDay {
  year: number;
  /** 1 (January) to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 (Sunday) to 6. */
  weekday: number;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant's fields in a zone (an unknown zone name reads as the default zone). Inside the span in
 * which the server says the school's zone keeps one offset from UTC (`utcOffset` in /remotes.json), by
 * adding that offset: a phone's first Intl.DateTimeFormat costs it about 80 ms in one piece, during
 * hydration (issue 12's TBT). Elsewhere, through Intl.
 */
function fieldsInZone(ms: number, zone: string): SchoolDay {
  const config = getRuntimeConfig();
  const steady = config.utcOffset;
  if (steady && zone === config.timeZone && ms >= steady.from && ms <= steady.to) {
    const d = new Date(ms + steady.minutes * 60_000);
    return {
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
      hour: d.getUTCHours(),
      minute: d.getUTCMinutes(),
      second: d.getUTCSeconds(),
      weekday: d.getUTCDay(),
    };
  }
  let format = zoneFormats.get(zone);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    };
    try {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone });
    } catch {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: DEFAULT_TIME_ZONE });
    }
    zoneFormats.set(zone, format);
  }
  const parts: Record<string, number> = {};
  for (const p of format.formatToParts(ms)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const { year, month, day } = parts;
  return { year, month, day, hour: parts.hour % 24, minute: parts.minute, second: parts.second, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

/**
 * A day or an instant as the fields to show: a calendar day as that day (no zone can move it), an
 * instant in the school's zone. Null for a missing or invalid date.
 */
export function schoolDay(value: DateInput): SchoolDay | null {
  if (value === null || value === undefined || value === '') return null;
  const plain = typeof value === 'string' ? PLAIN_DAY.exec(value) : null;
  if (plain) {
    const [year, month, day] = [Number(plain[1]), Number(plain[2]), Number(plain[3])];
    const d = new Date(Date.UTC(year, month - 1, day));
    if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
    return { year, month, day, hour: 0, minute: 0, second: 0, weekday: d.getUTCDay() };
  }
  const ms = (value instanceof Date ? value : new Date(value)).getTime();
  return Number.isNaN(ms) ? null : fieldsInZone(ms, schoolTimeZone());
}

/** How far the school's zone is ahead of UTC at an instant, in ms. */
function zoneOffset(ms: number): number {
  const f = fieldsInZone(ms, schoolTimeZone());
  return Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second) - Math.floor(ms / 1000) * 1000;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The English month names, for the AD dates of SPEC's texts. */
export const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
const WEEKDAYS_EN = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** 'Mar', the month's short English name. */
export const shortMonth = (d: SchoolDay): string => MONTHS_EN[d.month - 1].slice(0, 3);

/** The calendar day (YYYY-MM-DD) of a day or an instant, as the school counts days. */
export function toCalendarDay(value: DateInput): string {
  const d = schoolDay(value);
  return d ? `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}` : '';
}

/** Today in the school's zone, YYYY-MM-DD. */
export function schoolToday(now: Date = new Date()): string {
  return toCalendarDay(now);
}

/** DD-MMM-YYYY, e.g. 05-Mar-2026. Empty string for a missing or invalid date. */
export function formatDate(value: DateInput): string {
  const d = schoolDay(value);
  return d ? `${pad(d.day)}-${shortMonth(d)}-${d.year}` : '';
}

/** Long date for deadlines, e.g. "Thursday, 5 March 2026". */
export function formatLongDate(value: string | Date): string {
  const d = schoolDay(value);
  return d ? `${WEEKDAYS_EN[d.weekday]}, ${d.day} ${MONTHS_EN[d.month - 1]} ${d.year}` : '';
}

/** 'Nov 23, 2026', the AD day beside a BS date on English pages. */
export function formatMonthDayYear(value: DateInput): string {
  const d = schoolDay(value);
  return d ? `${shortMonth(d)} ${d.day}, ${d.year}` : '';
}

/** Days and hours left until a deadline day ends in the school's zone; null once it has passed. */
export function timeRemaining(deadline: string | Date, now: Date = new Date()): { days: number; hours: number } | null {
  const d = schoolDay(toCalendarDay(deadline));
  if (!d) return null;
  // the next day's midnight in the school's zone: its wall time less the zone's offset at that instant
  const midnight = Date.UTC(d.year, d.month - 1, d.day + 1);
  const end = midnight - zoneOffset(midnight - zoneOffset(midnight));
  const ms = end - now.getTime();
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

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Plain text of rich text, for previews (a card's excerpt, a page's description): the words without the
 * markup and with entities read. A plain-text body from before the editor keeps its words as they are.
 */
export function stripHtml(html: string | null | undefined): string {
  const value = html ?? '';
  if (!looksLikeHtml(value)) return value.replace(/\s+/g, ' ').trim();
  return value
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|[a-z]+);/gi, (m, e: string) => (e.startsWith('#') ? String.fromCodePoint(Number(e.slice(1))) : (ENTITIES[e.toLowerCase()] ?? m)))
    .replace(/\s+/g, ' ')
    .trim();
}

export { imageVariant };

export const thumbOf = (path: string | null | undefined) => imageVariant(path, 'thumb');
export const smallOf = (path: string | null | undefined) => imageVariant(path, 'small');
export const midOf = (path: string | null | undefined) => imageVariant(path, 'mid');
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
