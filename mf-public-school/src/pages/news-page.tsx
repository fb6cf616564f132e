import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageBanner, Pager } from '@school/shared/public';
import { LoadingView, QueryView, usePageMeta } from '@school/shared/kit';
import { NEWS_PAGE_SIZE, useNews } from '../features/news/api/get-news';
import { NewsCard } from '../features/news/components/news-card';
import { NewsSearch } from '../features/news/components/news-search';
import { useDebounced } from '../lib/use-debounced';
import { SCHOOL_PAGES } from '@school/shared/contract';
import '../styles/lists.css';

export const NEWS_EMPTY = "Sorry we couldn't find any latest News. Please stay updated.";
/** A search that finds nothing is not an empty news list: say what was searched for. */
export const newsNoMatch = (q: string) => `No news matches "${q.trim()}".`;

export default function NewsPage() {
  usePageMeta(SCHOOL_PAGES['/news']);
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const q = useDebounced(text, 300);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const news = useNews({ page, limit: NEWS_PAGE_SIZE, q });
  // SPEC.md §5: filtering starts above one character.
  const searching = q.trim().length > 1;

  const update = (next: { page?: number; q?: string }) => {
    const copy = new URLSearchParams(params);
    const nextQ = next.q ?? q;
    if (nextQ.trim().length > 1) copy.set('q', nextQ);
    else copy.delete('q');
    if (next.page && next.page > 1) copy.set('page', String(next.page));
    else copy.delete('page');
    setParams(copy, { replace: next.page === undefined });
  };

  const onSearch = (value: string) => {
    setText(value);
    // A new search starts from the first page.
    if (page !== 1) update({ page: 1, q: value });
  };

  return (
    <>
      <PageBanner title="News" crumbs={[{ label: 'Updates' }]} />
      <div className="pub-container pub-section">
        <NewsSearch value={text} onChange={onSearch} />
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
                  onChange={(p) => {
                    update({ page: p });
                    window.scrollTo(0, 0);
                  }}
                />
              )}
            </>
          )}
        </QueryView>
      </div>
    </>
  );
}
