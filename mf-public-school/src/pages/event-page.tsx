import { useParams } from 'react-router-dom';
import { useLocalized } from '@school/shared/kit';
import { EventPage } from '@school/shared/public';
import { PUBLIC_CONTENT_ENDPOINTS as E, pathWith, SCHOOL_PAGES } from '@school/shared/contract';
import { useEvent } from '../features/events/api/get-event';
import { useText } from '../i18n';

/** One event (issue 33): its day, time and venue, 'Add to calendar' (its .ics) and the school's feed. */
export default function SchoolEventPage() {
  const { id = '' } = useParams();
  const text = useLocalized();
  const { t } = useText();
  return (
    <div className="pub-container pub-section">
      <EventPage
        query={useEvent(id)}
        page={SCHOOL_PAGES['/events/:id']}
        view={(e) => ({ title: text(e, 'title'), description: text(e, 'description'), first: e.date, last: e.date, startTime: e.startTime, venue: e.venue, image: e.image })}
        calendarFile={(e) => pathWith(E.eventCalendar.path, { id: e._id })}
        feed="/events/school.ics"
        back={{ to: '/events', label: t('events.back') }}
      />
    </div>
  );
}
