import { CalendarSubscribe, PageBanner, Pager } from '@school/shared/public';
import { LoadingView, QueryView, usePageMeta } from '@school/shared/kit';
import { EVENTS_PAGE_SIZE, useAllUpcomingEvents } from '../features/events/api/get-all-upcoming-events';
import { EventItem } from '../features/events/components/event-item';
import { usePageParam } from '../lib/use-page-param';
import { SCHOOL_PAGES } from '@school/shared/contract';
import '../styles/lists.css';
import { useText } from '../i18n';

export default function EventsPage() {
  const { title } = usePageMeta(SCHOOL_PAGES['/events']);
  const { t } = useText();
  const [page, setPage] = usePageParam();
  const events = useAllUpcomingEvents({ page, limit: EVENTS_PAGE_SIZE });
  return (
    <>
      <PageBanner title={title ?? ''} crumbs={[{ label: t('menu.Updates') }]} />
      <div className="pub-container pub-section">
        <p className="event-subscribe">
          <CalendarSubscribe feed="/events/school.ics" />
        </p>
        <QueryView
          query={events}
          loading={<LoadingView rows={2} count={4} />}
          empty={t('events.empty')}
          isEmpty={(d) => d.items.length === 0}
        >
          {({ items, total }) => (
            <>
              <div className="event-list" data-testid="events-list">
                {items.map((e) => (
                  <EventItem key={e._id} event={e} />
                ))}
              </div>
              {total > EVENTS_PAGE_SIZE && (
                <Pager label={t('events.pages')} current={page} pageSize={EVENTS_PAGE_SIZE} total={total} onChange={setPage} />
              )}
            </>
          )}
        </QueryView>
      </div>
    </>
  );
}
