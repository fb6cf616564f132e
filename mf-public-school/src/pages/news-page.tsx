import { PageBanner, Pager } from '@school/shared/public';
import { LoadingView, QueryView, usePageMeta } from '@school/shared/kit';
import { NEWS_PAGE_SIZE, useNews } from '../features/news/api/get-news';
import { NewsCard } from '../features/news/components/news-card';
import { NewsSearch } from '../features/news/components/news-search';
import { useListSearch } from '../lib/use-list-search';
import { SCHOOL_PAGES } from '@school/shared/contract';
import '../styles/lists.css';

export const NEWS_EMPTY = "Sorry we couldn't find any latest News. Please stay updated.";
/** A search that finds nothing is not an empty news list: say what was searched for. */
export const newsNoMatch = (q: string) => `No news matches "${q.trim()}".`;

export default function NewsPage() {
  usePageMeta(SCHOOL_PAGES['/news']);
  // the search and the page live in the URL (?q=&page=)
  const { text, setText, q, page, setPage } = useListSearch();
  const news = useNews({ page, limit: NEWS_PAGE_SIZE, q });
  // SPEC.md §5: filtering starts above one character.
  const searching = q.length > 1;

  return (
    <>
      <PageBanner title="News" crumbs={[{ label: 'Updates' }]} />
      <div className="pub-container pub-section">
        <NewsSearch value={text} onChange={setText} />
        <p className="site-sr-only" aria-live="polite">
          {news.data ? `${news.data.total} news item${news.data.total === 1 ? '' : 's'} found` : ''}
        </p>
        <QueryView query={news} loading={<LoadingView rows={4} count={3} />} empty={searching ? newsNoMatch(q) : NEWS_EMPTY} isEmpty={(d) => d.items.length === 0}>
          {({ items, total }) => (
            <>
              <div className="news-grid" data-testid="news-list">
                {items.map((n) => (
                  <NewsCard key={n._id} news={n} />
                ))}
              </div>
              {total > NEWS_PAGE_SIZE && (
                <Pager
                  label="News pages"
                  current={page}
                  pageSize={NEWS_PAGE_SIZE}
                  total={total}
                  onChange={setPage}
                />
              )}
            </>
          )}
        </QueryView>
      </div>
    </>
  );
}
