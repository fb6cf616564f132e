import type { Dayjs } from 'dayjs';
import { CONTENT_RESOURCES as R, NEPALI_TEXT_FIELDS, type EventInput, type SchoolEvent } from '@school/shared/contract';
import { dayToPicker } from '@school/shared/kit';
import { eventDetailsBody, eventDetailsInitialValues, nepaliBody, nepaliInitialValues, publishingBody, publishingInitialValues, useCreateForm, type EventDetailValues, type PublishingValues } from '@school/shared/admin';

export interface EventValues extends PublishingValues, EventDetailValues {
  title: string;
  date: Dayjs;
  description: string;
  titleNe?: string;
  descriptionNe?: string;
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
  ...nepaliBody(v, NEPALI_TEXT_FIELDS),
  ...eventDetailsBody(v),
});

/**
 * POST /api/events; the event lists reload. With `event`, PUT /api/events/{id} (issue 14): prefilled,
 * and the image the event has is kept (the form sends image '', and an edit leaves empty fields out).
 */
export function useCreateEventForm(event?: SchoolEvent, onDone?: () => void) {
  return useCreateForm<EventValues, EventInput>({
    endpoints: R.events,
    successText: event ? 'Event Edited Successfully' : 'Event Added Successfully',
    toBody: toEventBody,
    onDone,
    savedLink: () => '/admin/events/all',
    edit: event && {
      id: event._id,
      updatedAt: event.updatedAt,
      values: { title: event.title, description: event.description, date: dayToPicker(event.date) ?? undefined, ...publishingInitialValues(event), ...nepaliInitialValues(event, NEPALI_TEXT_FIELDS), ...eventDetailsInitialValues(event) },
    },
  });
}
