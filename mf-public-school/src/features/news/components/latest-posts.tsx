import { Link } from 'react-router-dom';
import { SchoolDate, QueryView, LoadingView, useLocalized } from '@school/shared/kit';
import { ResponsiveImage } from '@school/shared/public';
import { useLatestNews } from '../api/get-latest-news';
import { useText } from '../../../i18n';

/** The 'Latest Post' sidebar of a news item, each linking to /news/{id}. */
export function LatestPosts({ currentId }: { currentId?: string }) {
  const latest = useLatestNews();
  const { t } = useText();
  const text = useLocalized();
  return (
    <aside className="news-aside" aria-labelledby="latest-post-title">
      <h2 id="latest-post-title" className="news-aside-title">
        {t('news.latestPost')}
      </h2>
      <QueryView query={latest} loading={<LoadingView rows={4} />} empty={t('home.newsEmpty')}>
        {(items) => (
          <ul className="news-aside-list">
            {items.map((n) => (
              <li key={n._id} className={n._id === currentId ? 'is-current' : undefined}>
                <ResponsiveImage path={n.image} alt="" width={96} height={52} className="news-aside-thumb" />
                <div>
                  <Link to={`/news/${n._id}`} aria-current={n._id === currentId ? 'page' : undefined}>
                    {text(n, 'title')}
                  </Link>
                  <SchoolDate value={n.createdAt} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </aside>
  );
}
