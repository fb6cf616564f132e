import { AD_MONTHS_NE, bsMonthName, localized, MONTHS_EN, schoolToday, toBikramSambat, toCalendarDay, toNepaliDigits, type Lang } from '@school/shared/kit';
import type { WomenEvent } from '@school/shared/contract';

export interface CalendarEvent {
  id: string;
  title: string;
  /** First day, YYYY-MM-DD. */
  start: string;
  /** The day after the last day: FullCalendar's end is exclusive for all-day events. */
  end: string;
  allDay: true;
}

/** The day after a YYYY-MM-DD, computed without any time zone. */
const nextDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
};

/**
 * A one-day event (issue 38): the console's 'One day' sends the day after the start as the end, since
 * SPEC §5 wants the end after the start. It is drawn and dated as its one day.
 */
export const isOneDay = (e: Pick<WomenEvent, 'startDate' | 'endDate'>): boolean => {
  const start = toCalendarDay(e.startDate);
  return start !== '' && toCalendarDay(e.endDate) === nextDay(start);
};

/**
 * Each event is drawn as an all-day bar over every calendar day from its start
 * to its end, both included. The days are the stored calendar days, so every
 * visitor sees the same days whatever their time zone. On a Nepali page the bar shows the Nepali title if any.
 */
export function toCalendarEvents(events: WomenEvent[], lang: Lang = 'en'): CalendarEvent[] {
  return events
    .map((e) => ({ e, start: toCalendarDay(e.startDate), end: toCalendarDay(e.endDate) }))
    .filter(({ start, end }) => start && end)
    .map(({ e, start, end }) => ({ id: e._id, title: localized(e, 'title', lang), start, end: isOneDay(e) ? end : nextDay(end), allDay: true }));
}

/** Events whose last day is today or later in the school's zone, soonest first. */
export function upcomingEvents(events: WomenEvent[], now = new Date()): WomenEvent[] {
  const today = schoolToday(now);
  return events
    .filter((e) => {
      const end = toCalendarDay(e.endDate);
      return end !== '' && end >= today;
    })
    .sort((a, b) => toCalendarDay(a.startDate).localeCompare(toCalendarDay(b.startDate)));
}

/**
 * The month the calendar opens on: this month, unless nothing happens in it and
 * a later event exists, in which case the month of the next event.
 */
export function initialMonth(events: WomenEvent[], now = new Date()): string {
  const today = schoolToday(now);
  const next = upcomingEvents(events, now)[0];
  if (!next) return today;
  const start = toCalendarDay(next.startDate);
  return start.slice(0, 7) > today.slice(0, 7) ? `${start.slice(0, 7)}-01` : today;
}

/** The weekdays in Nepali, Sunday first (FullCalendar's index). */
export const WEEKDAYS_NE = ['आइत', 'सोम', 'मङ्गल', 'बुध', 'बिही', 'शुक्र', 'शनि'] as const;

/**
 * The month grid's heading. English: 'November 2026'. Nepali: the BS months the AD month spans
 * first, then the AD month, all in Nepali digits: 'कात्तिक–मंसिर २०८३ (नोभेम्बर २०२६)'.
 * `month` is 0-based, as FullCalendar gives it.
 */
export function monthTitle(year: number, month: number, lang: Lang): string {
  if (lang !== 'ne') return `${MONTHS_EN[month]} ${year}`;
  const ad = `${AD_MONTHS_NE[month]} ${toNepaliDigits(year)}`;
  const first = toBikramSambat(`${year}-${String(month + 1).padStart(2, '0')}-01`);
  const last = toBikramSambat(new Date(Date.UTC(year, month + 1, 0)).toISOString().slice(0, 10));
  if (!first || !last) return ad;
  const name = (m: number) => bsMonthName(m, 'ne');
  const bs =
    first.year === last.year
      ? `${name(first.month)}–${name(last.month)} ${toNepaliDigits(first.year)}`
      : `${name(first.month)} ${toNepaliDigits(first.year)}–${name(last.month)} ${toNepaliDigits(last.year)}`;
  return `${bs} (${ad})`;
}
