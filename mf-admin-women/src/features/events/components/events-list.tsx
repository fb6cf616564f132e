import { Alert, Typography } from 'antd';
import { formatDate, schoolToday, toCalendarDay, truncate } from '@school/shared/kit';
import { PagedList } from '@school/shared/admin';
import type { WomenEvent } from '@school/shared/contract';
import { EVENTS_PAGE_SIZE, EVENTS_PATH } from '../api/event-paths';
import './events.css';

/** Ended once its last day is over in the school's zone. */
const hasEnded = (e: WomenEvent) => toCalendarDay(e.endDate) < schoolToday();

/** /admin/events/all: 10 per page, each with its dates, a preview and Delete. */
export function EventsList() {
  return (
    <PagedList<WomenEvent>
      path={EVENTS_PATH}
      pageSize={EVENTS_PAGE_SIZE}
      deleteText="Event Deleted Successfully"
      empty="Sorry we couldn't find any upcoming Events. Please stay updated."
      title={(e) => e.title}
    >
      {(e) => (
        <>
          {hasEnded(e) && <Alert type="warning" showIcon title="Outdated Event. Delete it" className="admin-form-alert" />}
          <Typography.Text type="secondary" className="event-list-dates">
            {formatDate(e.startDate)} to {formatDate(e.endDate)}
          </Typography.Text>
          <Typography.Paragraph className="admin-item-text">{truncate(e.description, 299)}</Typography.Paragraph>
        </>
      )}
    </PagedList>
  );
}
