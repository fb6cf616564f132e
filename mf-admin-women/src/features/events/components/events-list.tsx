import { formatDate, schoolToday, toCalendarDay } from '@school/shared/kit';
import { EditDialog, EventsList as ConsoleEventsList, RevisionTools } from '@school/shared/admin';
import { CONTENT_RESOURCES as R, type WomenEvent } from '@school/shared/contract';
import { EventForm, isOneDay } from './event-form';

/** Ended once its last day is over in the school's zone. */
const hasEnded = (e: WomenEvent) => toCalendarDay(e.endDate) < schoolToday();

/** /admin/events/all: each event with its first and last day, Edit and Delete. */
export function EventsList() {
  return (
    <ConsoleEventsList<WomenEvent>
      resource={R.womenEvents}
      isOutdated={hasEnded}
      dates={(e) => (isOneDay(e) ? <>{formatDate(e.startDate)} (one day)</> : <>{formatDate(e.startDate)} to {formatDate(e.endDate)}</>)}
      actions={(e) => (
        <>
          <EditDialog title="Edit Event" name={e.title}>
            {(close) => <EventForm event={e} onDone={close} />}
          </EditDialog>
          <RevisionTools resource="events/sub-domain" item={e} />
        </>
      )}
    />
  );
}
