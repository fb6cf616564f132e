import type { SchoolEvent } from '@school/shared/contract';
import { bsMonthName, schoolDay, shortMonth, toBikramSambat, toNepaliDigits, stripHtml, truncate, useLang, useLocalized, SchoolDate } from '@school/shared/kit';
import { RichText } from '@school/shared/public';
import { Link } from 'react-router-dom';
import { useText } from '../../../i18n';

/** The badge's day and month: AD on English pages; BS in Nepali digits on Nepali ones (issue 38, item 4). */
function useBadge(date: string): { day: string; month: string } | null {
  const lang = useLang();
  const d = schoolDay(date);
  const bs = lang === 'ne' ? toBikramSambat(date) : null;
  if (bs) return { day: toNepaliDigits(String(bs.day).padStart(2, '0')), month: `${bsMonthName(bs.month, 'ne')} ${toNepaliDigits(bs.year)}` };
  return d ? { day: String(d.day).padStart(2, '0'), month: `${shortMonth(d)} ${d.year}` } : null;
}

/** One event: a calendar badge with the date, the title and the description (cut when `cut` is given). */
export function EventItem({ event, cut, headingLevel = 2 }: { event: SchoolEvent; cut?: number; headingLevel?: 2 | 3 }) {
  // the stored calendar day, never moved by the visitor's zone
  const badge = useBadge(event.date);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const text = useLocalized();
  const description = text(event, 'description');
  const { t } = useText();
  const lang = useLang();
  return (
    <article className="event-item">
      <div className="event-badge" aria-hidden="true">
        <span className="event-badge-day">{badge?.day ?? '--'}</span>
        <span className="event-badge-month">{badge?.month ?? ''}</span>
      </div>
      <div className="event-body">
        <Heading className="event-title">
          <Link to={`/events/${event._id}`}>{text(event, 'title')}</Link>
        </Heading>
        <p className="event-date">
          <SchoolDate value={event.date} />
        </p>
        {(event.startTime || event.venue) && (
          <p className="event-details" data-testid="event-details">
            {event.startTime && <span>{t('events.startsAt', { time: lang === 'ne' ? toNepaliDigits(event.startTime) : event.startTime })}</span>}
            {event.venue && <span>{t('events.venue', { venue: event.venue })}</span>}
          </p>
        )}
        {cut ? (
          <p className="event-text">{truncate(stripHtml(description), cut)}</p>
        ) : (
          <RichText html={description} className="event-text" headingFloor={headingLevel === 2 ? 3 : 4} />
        )}
      </div>
    </article>
  );
}
