import { CalendarOutlined, UserOutlined } from '@school/shared/kit';
import { Link } from 'react-router-dom';
import type { News } from '@school/shared/contract';
import { stripHtml, truncate, useLocalized, SchoolDate } from '@school/shared/kit';
import { ResponsiveImage } from '@school/shared/public';
import { sectionKey, useText } from '../../../i18n';

/** SPEC.md §9: list cards cut the description at 299 characters, home previews at 150. */
export function NewsCard({ news, cut = 299, headingLevel = 2, priority = false }: { news: News; cut?: number; headingLevel?: 2 | 3; priority?: boolean }) {
  const { t } = useText();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const text = useLocalized();
  const title = text(news, 'title');
  return (
    <article className="news-card">
      <Link to={`/news/${news._id}`} className="news-card-media" tabIndex={-1} aria-hidden="true">
        <ResponsiveImage path={news.image} alt="" width={320} height={174} className="news-card-image" priority={priority} />
      </Link>
      <div className="news-card-body">
        {news.section && <span className="news-tag">{t(sectionKey(news.section))}</span>}
        <Heading className="news-card-title">
          <Link to={`/news/${news._id}`}>{title}</Link>
        </Heading>
        <p className="news-meta">
          <span>
            <CalendarOutlined aria-hidden="true" /> <SchoolDate value={news.createdAt} />
          </span>
          <span>
            <UserOutlined aria-hidden="true" /> {news.author}
          </span>
        </p>
        <p className="news-card-text">{truncate(stripHtml(text(news, 'description')), cut)}</p>
        <Link to={`/news/${news._id}`} className="news-read-more">
          {t('news.readMore')}<span className="site-sr-only">{t('news.about', { title })}</span>
        </Link>
      </div>
    </article>
  );
}
