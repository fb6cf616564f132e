import dayjs from 'dayjs';
import type { WomenEvent } from '@school/shared/types';

export interface CalendarEvent {
  id: string;
  title: string;
  /** First day, YYYY-MM-DD. */
  start: string;
  /** The day after the last day: FullCalendar's end is exclusive for all-day events. */
  end: string;
  allDay: true;
}

/**
 * Each event is drawn as an all-day bar over every calendar day from its start
 * to its end, both included, whatever the times of day.
 */
export function toCalendarEvents(events: WomenEvent[]): CalendarEvent[] {
  return events
    .filter((e) => dayjs(e.startDate).isValid() && dayjs(e.endDate).isValid())
    .map((e) => ({
      id: e._id,
      title: e.title,
      start: dayjs(e.startDate).format('YYYY-MM-DD'),
      end: dayjs(e.endDate).startOf('day').add(1, 'day').format('YYYY-MM-DD'),
      allDay: true,
    }));
}

/** Events that have not ended yet, soonest first. */
export function upcomingEvents(events: WomenEvent[], now = new Date()): WomenEvent[] {
  return events
    .filter((e) => dayjs(e.endDate).isValid() && !dayjs(e.endDate).endOf('day').isBefore(now))
    .sort((a, b) => dayjs(a.startDate).valueOf() - dayjs(b.startDate).valueOf());
}

/**
 * The month the calendar opens on: this month, unless nothing happens in it and
 * a later event exists, in which case the month of the next event.
 */
export function initialMonth(events: WomenEvent[], now = new Date()): string {
  const today = dayjs(now);
  const next = upcomingEvents(events, now)[0];
  if (!next) return today.format('YYYY-MM-DD');
  const start = dayjs(next.startDate);
  return start.isAfter(today.endOf('month')) ? start.startOf('month').format('YYYY-MM-DD') : today.format('YYYY-MM-DD');
}
