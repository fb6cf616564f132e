import type { Dayjs } from 'dayjs';
import { pickedDay } from '@school/shared/kit';

/** SPEC.md §9: a women's-centre event lasts at most 20 days. */
export const MAX_EVENT_DAYS = 20;

export const DATE_MESSAGES = {
  both: 'Please enter both start and end dates.',
  start: 'Please select Start Date',
  end: 'Please select End Date',
  order: 'End date must be after the start date.',
  length: `Event duration cannot exceed ${MAX_EVENT_DAYS} days.`,
} as const;

/** Where a date problem is shown: under one picker, or once for both. */
export interface DateProblem {
  field: 'startDate' | 'endDate' | null;
  message: string;
}

/** Whole calendar days from one picked day to another. */
const daysApart = (start: Dayjs, end: Dayjs) =>
  Math.round((Date.parse(`${pickedDay(end)}T00:00:00Z`) - Date.parse(`${pickedDay(start)}T00:00:00Z`)) / 86_400_000);

/**
 * SPEC.md §5, the women's-centre event form, on calendar days: both dates are needed,
 * the end day must be strictly after the start day, and the event may last at most
 * 20 days. One message per problem: a single missing date is named under its picker,
 * two missing dates get the one 'both' message. Null when the dates are acceptable.
 */
export function eventDateProblem(start: Dayjs | null | undefined, end: Dayjs | null | undefined): DateProblem | null {
  if (!start && !end) return { field: null, message: DATE_MESSAGES.both };
  if (!start) return { field: 'startDate', message: DATE_MESSAGES.start };
  if (!end) return { field: 'endDate', message: DATE_MESSAGES.end };
  const days = daysApart(start, end);
  if (days <= 0) return { field: null, message: DATE_MESSAGES.order };
  if (days > MAX_EVENT_DAYS) return { field: null, message: DATE_MESSAGES.length };
  return null;
}
