import { ArrowLeftOutlined, CalendarOutlined, LoadingView, QueryView, RichText, SchoolDate, stripHtml, toNepaliDigits, truncate, useLang, usePageMeta, usePageOrigin } from '@school/shared/kit';
import type { SitePage } from '@school/shared/contract';
import { apiUrl } from '@school/shared/session';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ResponsiveImage } from '../responsive-image';
import { PublicNotFound } from '../not-found';
import { usePublicText } from '../messages';
import '../public.css';
import './events.css';

/** An event of either site as its page shows it (issue 33): its texts in the page's language and its days. */
export interface EventView {
  title: string;
  description: string;
  /** first day, YYYY-MM-DD */
  first: string;
  /** last day, included (the first for a one-day event) */
  last: string;
  /** HH:mm on the school's clock */
  startTime?: string;
  venue?: string;
  image?: string;
}

/**
 * The `webcal://` address of a calendar feed (`/events/school.ics`): what phones and calendar apps open to
 * subscribe. The feed is the API's, on the page's own host unless the API has another.
 */
export function useWebcalUrl(feed: string): string {
  const url = new URL(apiUrl(feed), usePageOrigin());
  return `webcal://${url.host}${url.pathname}`;
}

/** A link that subscribes the visitor's calendar to a site's events feed. */
export function CalendarSubscribe({ feed }: { feed: string }) {
  const { t } = usePublicText();
  return (
    <a className="pub-calendar-link" href={useWebcalUrl(feed)} data-testid="calendar-subscribe">
      <CalendarOutlined aria-hidden="true" /> {t('events.subscribe')}
    </a>
  );
}

function EventArticle({ event, calendarFile, feed }: { event: EventView; calendarFile: string; feed: string }) {
  const { t } = usePublicText();
  const lang = useLang();
  return (
    <article className="pub-event" data-testid="event-page">
      <h1 className="pub-page-title">{event.title}</h1>
      <dl className="pub-event-facts">
        <dt>{t('events.date')}</dt>
        <dd>
          <SchoolDate value={event.first} />
          {event.last !== event.first && (
            <>
              {' '}
              {t('events.to')} <SchoolDate value={event.last} />
            </>
          )}
        </dd>
        {event.startTime && (
          <>
            <dt>{t('events.time')}</dt>
            <dd>{lang === 'ne' ? toNepaliDigits(event.startTime) : event.startTime}</dd>
          </>
        )}
        {event.venue && (
          <>
            <dt>{t('events.venue')}</dt>
            <dd>{event.venue}</dd>
          </>
        )}
      </dl>
      {event.image && (
        <ResponsiveImage path={event.image} alt={event.title} variant="web" width={1280} height={696} sizes="(max-width: 900px) 100vw, 800px" priority className="pub-event-image" />
      )}
      <RichText html={event.description} className="pub-event-text" />
      <p className="pub-event-actions">
        <a className="pub-button" href={apiUrl(calendarFile)} data-testid="add-to-calendar">
          <CalendarOutlined aria-hidden="true" /> {t('events.addToCalendar')}
        </a>
        <CalendarSubscribe feed={feed} />
      </p>
    </article>
  );
}

interface EventQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
}

const isMissing = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

/**
 * An event's page on either site (issue 33): a link back to its list, the event with an 'Add to calendar'
 * button (its `.ics`) and the site's feed to subscribe to; the not-found page for an id that is no
 * published event. The page's head is the event's once it is read (`page`: the site's page table entry
 * until then). The site's page places it in its own container.
 */
export function EventPage<T>(props: {
  query: EventQuery<T>;
  page: SitePage;
  view: (item: T) => EventView;
  calendarFile: (item: T) => string;
  feed: string;
  back: { to: string; label: ReactNode };
}) {
  const { query, page, view, calendarFile, feed, back } = props;
  const shown = query.data === undefined ? null : view(query.data);
  usePageMeta({
    title: shown ? shown.title : page.title,
    ne: shown ? undefined : page.ne,
    description: shown ? truncate(stripHtml(shown.description), 160) : undefined,
    image: shown?.image ? apiUrl(shown.image) : undefined,
  });
  if (query.isError && isMissing(query.error)) return <PublicNotFound />;
  return (
    <div className="pub-event-page">
      <Link to={back.to} className="pub-back-link">
        <ArrowLeftOutlined aria-hidden="true" /> {back.label}
      </Link>
      <QueryView query={query} loading={<LoadingView rows={6} />}>
        {(item) => <EventArticle event={view(item)} calendarFile={calendarFile(item)} feed={feed} />}
      </QueryView>
    </div>
  );
}
