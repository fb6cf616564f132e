import { Link } from 'react-router-dom';
import { LoadingView, QueryView } from '@school/shared/kit';
import { useUpcomingEvents } from '../../features/events/api/get-upcoming-events';
import { EventItem } from '../../features/events/components/event-item';
import { useLatestNews } from '../../features/news/api/get-latest-news';
import { NewsCard } from '../../features/news/components/news-card';
import { useText } from '../../i18n';

/** Latest news (previews cut at 150) beside upcoming events (cut at 140), SPEC.md §9. */
export function UpdatesSection() {
  const news = useLatestNews();
  const events = useUpcomingEvents();
  const { t } = useText();
  return (
    <section className="pub-section pub-section-alt" aria-label={t('home.updates')}>
      <div className="pub-container home-updates">
        <div>
          <div className="home-section-head">
            <h2 className="pub-section-title">{t('home.latestNews')}</h2>
            <Link to="/news">{t('home.allNews')}</Link>
          </div>
          <QueryView query={news} loading={<LoadingView rows={3} count={2} />} empty={t('home.newsEmpty')}>
            {(items) => (
              <div className="home-news-list" data-testid="home-news">
                {items.slice(0, 4).map((n) => (
                  <NewsCard key={n._id} news={n} cut={150} headingLevel={3} />
                ))}
              </div>
            )}
          </QueryView>
        </div>
        <div>
          <div className="home-section-head">
            <h2 className="pub-section-title">{t('home.upcomingEvents')}</h2>
            <Link to="/events">{t('home.allEvents')}</Link>
          </div>
          <QueryView query={events} loading={<LoadingView rows={2} count={3} />} empty={t('home.eventsEmpty')}>
            {(items) => (
              <div className="home-events-list" data-testid="home-events">
                {items.map((e) => (
                  <EventItem key={e._id} event={e} cut={140} headingLevel={3} />
                ))}
              </div>
            )}
          </QueryView>
        </div>
      </div>
    </section>
  );
}
