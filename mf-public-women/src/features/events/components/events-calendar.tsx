import { CalendarOutlined } from '@ant-design/icons';
import { lazy, Suspense } from 'react';
import { formatDate, truncate, LoadingView, QueryView } from '@school/shared/kit';
import { useNearViewport } from '@school/shared/public';
import { useEvents } from '../api/get-events';
import { upcomingEvents } from '../to-calendar-events';
import './events.css';

const CalendarView = lazy(() => import('./calendar-view'));

const EMPTY = "Sorry we couldn't find any upcoming events. Please stay updated.";

/**
 * The home page's events: a month grid (FullCalendar, loaded only when the
 * section nears the viewport) and the same events as a plain list.
 */
export function EventsCalendar() {
  const { ref, near } = useNearViewport<HTMLElement>();
  const query = useEvents();
  const placeholder = <div className="w-calendar-placeholder" aria-hidden="true" />;

  return (
    <section ref={ref} className="w-section" aria-labelledby="events-title" data-testid="events-section">
      <div className="w-container">
        <h2 id="events-title" className="w-section-title">
          Upcoming Events
        </h2>
        <p className="w-section-lead">Classes, health camps and open days at the centre, Monday to Friday.</p>
        <QueryView query={query} loading={placeholder}>
          {(events) => (
            <div className="w-events">
              <div className="w-calendar" data-testid="events-calendar">
                {near ? (
                  <Suspense fallback={<LoadingView rows={8} />}>
                    <CalendarView events={events} />
                  </Suspense>
                ) : (
                  placeholder
                )}
              </div>
              <UpcomingList events={upcomingEvents(events)} />
            </div>
          )}
        </QueryView>
      </div>
    </section>
  );
}

function UpcomingList({ events }: { events: ReturnType<typeof upcomingEvents> }) {
  if (!events.length) return <p className="w-events-empty">{EMPTY}</p>;
  return (
    <ul className="w-event-list" aria-label="Upcoming events">
      {events.slice(0, 5).map((e) => (
        <li key={e._id} className="w-event-item">
          <CalendarOutlined aria-hidden="true" className="w-event-icon" />
          <div>
            <h3 className="w-event-title">{e.title}</h3>
            <p className="w-event-dates">
              <time dateTime={e.startDate}>{formatDate(e.startDate)}</time> to <time dateTime={e.endDate}>{formatDate(e.endDate)}</time>
            </p>
            <p className="w-event-text">{truncate(e.description, 140)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
