import { Alert, Typography } from 'antd';
import { formatDate, truncate } from '@school/shared/kit';
import { PagedList } from '@school/shared/admin';
import type { SchoolEvent } from '@school/shared/contract';
import { EVENTS_PAGE_SIZE, EVENTS_PATH } from '../api/event-paths';

/** /admin/events/all: 10 per page; outdated events carry 'Outdated Event. Delete it'. */
export function EventsList() {
  return (
    <PagedList<SchoolEvent>
      path={EVENTS_PATH}
      pageSize={EVENTS_PAGE_SIZE}
      deleteText="Event Deleted Successfully"
      empty="Sorry we couldn't find any upcoming Events. Please stay updated."
      title={(e) => e.title}
    >
      {(e) => (
        <>
          {e.isOutdated && <Alert type="warning" showIcon title="Outdated Event. Delete it" className="admin-form-alert" />}
          <Typography.Text type="secondary">{formatDate(e.date)}</Typography.Text>
          <Typography.Paragraph className="admin-item-text">{truncate(e.description, 299)}</Typography.Paragraph>
        </>
      )}
    </PagedList>
  );
}
