import { ArrowLeftOutlined } from '@school/shared/kit';
import { Link, useParams } from 'react-router-dom';
import { stripHtml, truncate, LoadingView, QueryView, usePageMeta, useLocalized } from '@school/shared/kit';
import { apiUrl } from '@school/shared/session';
import { useNewsItem } from '../features/news/api/get-news-item';
import { LatestPosts } from '../features/news/components/latest-posts';
import { NewsArticle } from '../features/news/components/news-article';
import '../styles/lists.css';
import { useText } from '../i18n';
import { SCHOOL_PAGES } from '@school/shared/contract';

export default function NewsDetailPage() {
  const { id = '' } = useParams();
  const news = useNewsItem(id);
  const item = news.data;
  const text = useLocalized();
  const { t } = useText();
  usePageMeta({
    title: item ? text(item, 'title') : SCHOOL_PAGES['/news/:id'].title,
    ne: item ? undefined : SCHOOL_PAGES['/news/:id'].ne,
    description: item ? truncate(stripHtml(text(item, 'description')), 160) : undefined,
    image: item?.image ? apiUrl(item.image) : undefined,
    type: 'article',
  });

  return (
    <div className="pub-container pub-section news-detail">
      <div className="news-detail-main">
        <Link to="/news" className="pub-back-link">
          <ArrowLeftOutlined aria-hidden="true" /> {t('news.back')}
        </Link>
        <QueryView query={news} loading={<LoadingView rows={10} />}>
          {(n) => <NewsArticle news={n} />}
        </QueryView>
      </div>
      <LatestPosts currentId={id} />
    </div>
  );
}
