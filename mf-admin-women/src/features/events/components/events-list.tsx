import { formatDate, schoolToday, toCalendarDay } from '@school/shared/kit';
import { EventsList as ConsoleEventsList } from '@school/shared/admin';
import type { WomenEvent } from '@school/shared/contract';
import { EVENTS_ALL_PATH, EVENTS_PATH } from '../api/event-paths';

/** Ended once its last day is over in the school's zone. */
const hasEnded = (e: WomenEvent) => toCalendarDay(e.endDate) < schoolToday();

/** /admin/events/all: each event with its first and last day. */
export function EventsList() {
  return (
    <ConsoleEventsList<WomenEvent>
      path={EVENTS_ALL_PATH}
      deletePath={EVENTS_PATH}
      isOutdated={hasEnded}
      dates={(e) => (
        <>
          {formatDate(e.startDate)} to {formatDate(e.endDate)}
        </>
      )}
    />
  );
}
