import '../admin.css';
import { Alert, Typography } from 'antd';
import type { ReactNode } from 'react';
import { stripHtml, truncate } from '@school/shared/kit';
import { PagedList } from './paged-list';
import type { ListEndpoint, ResourceCalls } from '../api/keys';
import { PublishBadge } from './publishing';

export interface ListedEvent {
  _id: string;
  title: string;
  description: string;
  status?: 'draft' | 'published';
  publishAt?: string | null;
}

export interface EventsListProps<E extends ListedEvent> {
  /** The console's declared events list (every event, drafts too, asked with `?page=&limit=&q=`) and delete. */
  resource: Pick<ResourceCalls, 'delete'> & { listAll: ListEndpoint };
  /** The event is over: it carries 'Outdated Event. Delete it'. */
  isOutdated: (event: E) => boolean;
  /** Its day, or its first and last day. */
  dates: (event: E) => ReactNode;
  /** More buttons beside Delete, e.g. Edit (issue 14). */
  actions?: (event: E) => ReactNode;
}

/**
 * `/admin/events/all` of both consoles (SPEC.md §2.2, §2.3, §9): 10 events a page, each with its dates, the
 * start of its description and Delete; an event that is over says so.
 */
export function EventsList<E extends ListedEvent>({ resource, isOutdated, dates, actions }: EventsListProps<E>) {
  return (
    <PagedList<E>
      list={resource.listAll}
      remove={resource.delete}
      searchLabel="Search events"
      pageSize={10}
      deleteText="Event Deleted Successfully"
      empty="Sorry we couldn't find any upcoming Events. Please stay updated."
      title={(e) => (
        <>
          {e.title} <PublishBadge item={e} />
        </>
      )}
      actions={actions}
    >
      {(e) => (
        <>
          {isOutdated(e) && <Alert type="warning" showIcon title="Outdated Event. Delete it" className="admin-form-alert" />}
          <Typography.Text type="secondary" className="admin-event-dates">
            {dates(e)}
          </Typography.Text>
          <Typography.Paragraph className="admin-item-text">{truncate(stripHtml(e.description), 299)}</Typography.Paragraph>
        </>
      )}
    </PagedList>
  );
}
