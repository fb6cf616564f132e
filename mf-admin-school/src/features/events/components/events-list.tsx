import { formatDate } from '@school/shared/kit';
import { EventsList as ConsoleEventsList } from '@school/shared/admin';
import type { SchoolEvent } from '@school/shared/contract';
import { EVENTS_PATH } from '../api/event-paths';

/** /admin/events/all: the API marks outdated events (`isOutdated`); each shows its day. */
export function EventsList() {
  return <ConsoleEventsList<SchoolEvent> path={EVENTS_PATH} isOutdated={(e) => e.isOutdated === true} dates={(e) => formatDate(e.date)} />;
}
