import type { Dayjs } from 'dayjs';
import { useCreateForm } from '@school/shared/admin';
import { useSessionStore } from '@school/shared/session';
import { EVENTS_PATH } from './event-paths';

export interface EventValues {
  title: string;
  date: Dayjs;
  description: string;
}

export interface EventBody {
  user: string;
  title: string;
  description: string;
  date: string;
  image: string;
}

/** SPEC.md §3: the event's image is sent without a form input. */
export const toEventBody = (v: EventValues, user: string): EventBody => ({
  user,
  title: v.title,
  description: v.description,
  date: v.date.format('YYYY-MM-DD'),
  image: '',
});

/** POST /api/events; the event lists reload. */
export function useCreateEventForm() {
  const user = useSessionStore((s) => s.userInfo?._id ?? '');
  return useCreateForm<EventValues, EventBody>({
    path: EVENTS_PATH,
    successText: 'Event Added Successfully',
    toBody: (v) => toEventBody(v, user),
  });
}
