import { CalendarOutlined, UserOutlined } from '@school/shared/kit';
import type { News } from '@school/shared/contract';
import { useLocalized, SchoolDate } from '@school/shared/kit';
import { ResponsiveImage, RichText } from '@school/shared/public';
import { sectionKey, useText } from '../../../i18n';

export function NewsArticle({ news }: { news: News }) {
  const text = useLocalized();
  const title = text(news, 'title');
  const { t } = useText();
  return (
    <article className="news-article">
      <h1 className="pub-page-title">{title}</h1>
      <p className="news-meta">
        <span className="news-date-label">
          <CalendarOutlined aria-hidden="true" /> {t('news.postedOn')} <SchoolDate value={news.createdAt} />
        </span>
        <span>
          <UserOutlined aria-hidden="true" /> {t('news.by', { author: news.author })}
        </span>
        {news.section && <span className="news-tag">{t(sectionKey(news.section))}</span>}
      </p>
      {news.image && (
        <ResponsiveImage path={news.image} alt={title} variant="web" width={1280} height={696} sizes="(max-width: 900px) 100vw, 800px" priority className="news-article-image" />
      )}
      <RichText html={text(news, 'description')} className="news-article-body" />
      <p className="news-author">— {news.author}</p>
    </article>
  );
}
