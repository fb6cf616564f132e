import { Link } from 'react-router-dom';
import { LoadingView, QueryView } from '@school/shared/kit';
import { useUpcomingEvents } from '../../features/events/api/get-upcoming-events';
import { EventItem } from '../../features/events/components/event-item';
import { useLatestNews } from '../../features/news/api/get-latest-news';
import { NewsCard } from '../../features/news/components/news-card';

/** Latest news (previews cut at 150) beside upcoming events (cut at 140), SPEC.md §9. */
export function UpdatesSection() {
  const news = useLatestNews();
  const events = useUpcomingEvents();
  return (
    <section className="pub-section pub-section-alt" aria-label="News and events">
      <div className="pub-container home-updates">
        <div>
          <div className="home-section-head">
            <h2 className="pub-section-title">Latest News</h2>
            <Link to="/news">All news</Link>
          </div>
          <QueryView query={news} loading={<LoadingView rows={3} count={2} />} empty="Sorry we couldn't find any latest news. Please stay updated.">
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
            <h2 className="pub-section-title">Upcoming Events</h2>
            <Link to="/events">All events</Link>
          </div>
          <QueryView query={events} loading={<LoadingView rows={2} count={3} />} empty="Sorry we couldn't find any upcoming events. Please stay updated.">
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
