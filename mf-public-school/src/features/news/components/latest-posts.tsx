import { Link } from 'react-router-dom';
import { formatDate, QueryView, LoadingView } from '@school/shared/kit';
import { ResponsiveImage } from '@school/shared/public';
import { useLatestNews } from '../api/get-latest-news';

/** The 'Latest Post' sidebar of a news item, each linking to /news/{id}. */
export function LatestPosts({ currentId }: { currentId?: string }) {
  const latest = useLatestNews();
  return (
    <aside className="news-aside" aria-labelledby="latest-post-title">
      <h2 id="latest-post-title" className="news-aside-title">
        Latest Post
      </h2>
      <QueryView query={latest} loading={<LoadingView rows={4} />} empty="Sorry we couldn't find any latest news. Please stay updated.">
        {(items) => (
          <ul className="news-aside-list">
            {items.map((n) => (
              <li key={n._id} className={n._id === currentId ? 'is-current' : undefined}>
                <ResponsiveImage path={n.image} alt="" width={96} height={52} className="news-aside-thumb" />
                <div>
                  <Link to={`/news/${n._id}`} aria-current={n._id === currentId ? 'page' : undefined}>
                    {n.title}
                  </Link>
                  <time dateTime={n.createdAt}>{formatDate(n.createdAt)}</time>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </aside>
  );
}
