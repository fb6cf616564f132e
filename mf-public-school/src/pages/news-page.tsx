import { PageBanner, Pager } from '@school/shared/public';
import { LoadingView, QueryView, usePageMeta } from '@school/shared/kit';
import { NEWS_PAGE_SIZE, useNews } from '../features/news/api/get-news';
import { NewsCard } from '../features/news/components/news-card';
import { NewsSearch } from '../features/news/components/news-search';
import { useListSearch } from '../lib/use-list-search';
import { SCHOOL_PAGES } from '@school/shared/contract';
import '../styles/lists.css';
import { en } from '../i18n/en';

/** The English texts (tests read them); the page shows its language's. */
export const NEWS_EMPTY = en.news.empty;
export const newsNoMatch = (q: string) => en.news.noMatch.replace('{{q}}', q.trim());
import { useText } from '../i18n';


export default function NewsPage() {
  const { title } = usePageMeta(SCHOOL_PAGES['/news']);
  const { t } = useText();
  // the search and the page live in the URL (?q=&page=)
  const { text, setText, q, page, setPage } = useListSearch();
  const news = useNews({ page, limit: NEWS_PAGE_SIZE, q });
  // SPEC.md §5: filtering starts above one character.
  const searching = q.length > 1;

  return (
    <>
      <PageBanner title={title ?? ''} crumbs={[{ label: t('menu.Updates') }]} />
      <div className="pub-container pub-section">
        <NewsSearch value={text} onChange={setText} />
        <p className="site-sr-only" aria-live="polite">
          {news.data ? t('news.found', { count: news.data.total }) : ''}
        </p>
        <QueryView query={news} loading={<LoadingView rows={4} count={3} />} empty={searching ? t('news.noMatch', { q: q.trim() }) : t('news.empty')} isEmpty={(d) => d.items.length === 0}>
          {({ items, total }) => (
            <>
              <div className="news-grid" data-testid="news-list">
                {items.map((n, i) => (
                  // the first card's picture is on a phone's first screen (often its largest element)
                  <NewsCard key={n._id} news={n} priority={i === 0} />
                ))}
              </div>
              {total > NEWS_PAGE_SIZE && (
                <Pager
                  label={t('news.pages')}
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
