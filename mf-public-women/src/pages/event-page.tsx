import { useParams } from 'react-router-dom';
import { useLocalized } from '@school/shared/kit';
import { EventPage } from '@school/shared/public';
import { PUBLIC_CONTENT_ENDPOINTS as E, pathWith, WOMEN_PAGES } from '@school/shared/contract';
import { useEvent } from '../features/events/api/get-event';
import { isOneDay } from '../features/events/to-calendar-events';
import { useText } from '../i18n';

/** One event of the centre (issue 33): its days, time and venue, 'Add to calendar' (its .ics) and the centre's feed. */
export default function WomenEventPage() {
  const { id = '' } = useParams();
  const text = useLocalized();
  const { t } = useText();
  return (
    <main id="main" className="w-container w-section">
      <EventPage
        query={useEvent(id)}
        page={WOMEN_PAGES['/events/:id']}
        view={(e) => ({
          title: text(e, 'title'),
          description: text(e, 'description'),
          first: e.startDate,
          last: isOneDay(e) ? e.startDate : e.endDate,
          startTime: e.startTime,
          venue: e.venue,
        })}
        calendarFile={(e) => pathWith(E.womenEventCalendar.path, { id: e._id })}
        feed="/events/women.ics"
        back={{ to: '/', label: t('events.back') }}
      />
    </main>
  );
}
