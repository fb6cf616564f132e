import { CalendarOutlined } from '@school/shared/kit';
import { lazy, Suspense } from 'react';
import { toNepaliDigits, stripHtml, truncate, useLang, LoadingView, QueryView, useLocalized, SchoolDate } from '@school/shared/kit';
import { CalendarSubscribe, useNearViewport } from '@school/shared/public';
import { Link } from 'react-router-dom';
import { useEvents } from '../api/get-events';
import { isOneDay, upcomingEvents } from '../to-calendar-events';
import './events.css';
import { useText } from '../../../i18n';

const CalendarView = lazy(() => import('./calendar-view'));


/**
 * The home page's events: a month grid (FullCalendar, loaded only when the
 * section nears the viewport) and the same events as a plain list.
 */
export function EventsCalendar() {
  const { ref, near } = useNearViewport<HTMLElement>();
  const query = useEvents();
  const { t } = useText();
  const placeholder = <div className="w-calendar-placeholder" aria-hidden="true" />;

  return (
    <section ref={ref} className="w-section" aria-labelledby="events-title" data-testid="events-section">
      <div className="w-container">
        <h2 id="events-title" className="w-section-title">
          {t('events.title')}
        </h2>
        <p className="w-section-lead">{t('events.lead')}</p>
        <p className="w-events-subscribe">
          <CalendarSubscribe feed="/events/women.ics" />
        </p>
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
  const text = useLocalized();
  const { t } = useText();
  const lang = useLang();
  if (!events.length) return <p className="w-events-empty">{t('events.empty')}</p>;
  return (
    <ul className="w-event-list" aria-label={t('events.list')}>
      {events.slice(0, 5).map((e) => (
        <li key={e._id} className="w-event-item">
          <CalendarOutlined aria-hidden="true" className="w-event-icon" />
          <div>
            <h3 className="w-event-title">
              <Link to={`/events/${e._id}`}>{text(e, 'title')}</Link>
            </h3>
            <p className="w-event-dates">
              {isOneDay(e) ? (
                <SchoolDate value={e.startDate} />
              ) : (
                <>
                  <SchoolDate value={e.startDate} /> {t('events.to')} <SchoolDate value={e.endDate} />
                </>
              )}
            </p>
            {(e.startTime || e.venue) && (
              <p className="w-event-details" data-testid="event-details">
                {e.startTime && <span>{t('events.startsAt', { time: lang === 'ne' ? toNepaliDigits(e.startTime) : e.startTime })}</span>}
                {e.venue && <span>{t('events.venue', { venue: e.venue })}</span>}
              </p>
            )}
            <p className="w-event-text">{truncate(stripHtml(text(e, 'description')), 140)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
