import { formatDate } from '@school/shared/kit';
import { EditDialog, EventsList as ConsoleEventsList, RevisionTools } from '@school/shared/admin';
import { CONTENT_RESOURCES as R, type SchoolEvent } from '@school/shared/contract';
import { AddEventForm } from './add-event-form';

/** /admin/events/all: the API marks outdated events (`isOutdated`); each shows its day, Edit and Delete. */
export function EventsList() {
  return (
    <ConsoleEventsList<SchoolEvent>
      resource={R.events}
      isOutdated={(e) => e.isOutdated === true}
      dates={(e) => formatDate(e.date)}
      actions={(e) => (
        <>
          <EditDialog title="Edit Event" name={e.title}>
            {(close) => <AddEventForm event={e} onDone={close} />}
          </EditDialog>
          <RevisionTools resource="events" item={e} />
        </>
      )}
    />
  );
}
