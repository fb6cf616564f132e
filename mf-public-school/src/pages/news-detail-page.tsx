import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router-dom';
import { truncate, LoadingView, QueryView, usePageMeta } from '@school/shared/kit';
import { apiUrl } from '@school/shared/session';
import { useNewsItem } from '../features/news/api/get-news-item';
import { LatestPosts } from '../features/news/components/latest-posts';
import { NewsArticle } from '../features/news/components/news-article';
import '../styles/lists.css';

export default function NewsDetailPage() {
  const { id = '' } = useParams();
  const news = useNewsItem(id);
  const item = news.data;
  usePageMeta({
    title: item?.title ?? 'News',
    description: item ? truncate(item.description, 160) : undefined,
    image: item?.image ? apiUrl(item.image) : undefined,
    type: 'article',
  });

  return (
    <div className="pub-container pub-section news-detail">
      <div className="news-detail-main">
        <Link to="/news" className="pub-back-link">
          <ArrowLeftOutlined aria-hidden="true" /> Back
        </Link>
        <QueryView query={news} loading={<LoadingView rows={10} />}>
          {(n) => <NewsArticle news={n} />}
        </QueryView>
      </div>
      <LatestPosts currentId={id} />
    </div>
  );
}
