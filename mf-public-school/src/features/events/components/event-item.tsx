import type { SchoolEvent } from '@school/shared/contract';
import { schoolDay, shortMonth, truncate, useLocalized, SchoolDate } from '@school/shared/kit';

/** One event: a calendar badge with the date, the title and the description (cut when `cut` is given). */
export function EventItem({ event, cut, headingLevel = 2 }: { event: SchoolEvent; cut?: number; headingLevel?: 2 | 3 }) {
  // the stored calendar day, never moved by the visitor's zone
  const d = schoolDay(event.date);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const text = useLocalized();
  const description = text(event, 'description');
  return (
    <article className="event-item">
      <div className="event-badge" aria-hidden="true">
        <span className="event-badge-day">{d ? String(d.day).padStart(2, '0') : '--'}</span>
        <span className="event-badge-month">{d ? `${shortMonth(d)} ${d.year}` : ''}</span>
      </div>
      <div className="event-body">
        <Heading className="event-title">{text(event, 'title')}</Heading>
        <p className="event-date">
          <SchoolDate value={event.date} />
        </p>
        <p className="event-text">{cut ? truncate(description, cut) : description}</p>
      </div>
    </article>
  );
}
