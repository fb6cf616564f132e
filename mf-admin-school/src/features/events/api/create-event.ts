import type { Dayjs } from 'dayjs';
import type { EventInput } from '@school/shared/contract';
import { publishingBody, useCreateForm, type PublishingValues } from '@school/shared/admin';
import { EVENTS_PATH } from './event-paths';

export interface EventValues extends PublishingValues {
  title: string;
  date: Dayjs;
  description: string;
}

/**
 * SPEC.md §3: the event's image is sent without a form input. The body is the contract's: SPEC.md §7's
 * `user` field is ignored by the API (the owner is the token's user), so it is not sent.
 */
export const toEventBody = (v: EventValues): EventInput => ({
  title: v.title,
  description: v.description,
  date: v.date.format('YYYY-MM-DD'),
  image: '',
  ...publishingBody(v),
});

/** POST /api/events; the event lists reload. */
export function useCreateEventForm() {
  return useCreateForm<EventValues, EventInput>({
    path: EVENTS_PATH,
    successText: 'Event Added Successfully',
    toBody: toEventBody,
  });
}
