import type { Dayjs } from 'dayjs';

/** SPEC.md §9: a women's-centre event lasts at most 20 days. */
export const MAX_EVENT_DAYS = 20;
const DAY_MS = 86_400_000;

export const DATE_MESSAGES = {
  both: 'Please enter both start and end dates.',
  order: 'End date must be after the start date.',
  length: `Event duration cannot exceed ${MAX_EVENT_DAYS} days.`,
} as const;

/**
 * SPEC.md §5, the women's-centre event form: both dates are needed, the end
 * must be strictly after the start, and the event may last at most 20 days.
 * Returns the message to show, or null when the dates are acceptable.
 */
export function eventDateError(start: Dayjs | null | undefined, end: Dayjs | null | undefined): string | null {
  if (!start || !end) return DATE_MESSAGES.both;
  const ms = end.valueOf() - start.valueOf();
  if (ms <= 0) return DATE_MESSAGES.order;
  if (ms > MAX_EVENT_DAYS * DAY_MS) return DATE_MESSAGES.length;
  return null;
}
