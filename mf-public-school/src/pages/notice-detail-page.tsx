import { ArrowLeftOutlined, DownloadOutlined, FilePdfOutlined } from '@school/shared/kit';
import { Link, useParams } from 'react-router-dom';
import { truncate, LoadingView, QueryView, SchoolDate, useLang, useLocalized, usePageMeta } from '@school/shared/kit';
import { RichText } from '@school/shared/public';
import { apiUrl } from '@school/shared/session';
import { SCHOOL_PAGES, type Notice } from '@school/shared/contract';
import { useNotice } from '../features/notices/api/get-notice';
import '../styles/lists.css';
import { useText } from '../i18n';

/** The body in the page's language: the Nepali one on /ne where the notice has it. */
export function noticeBody(notice: Notice, lang: string): string {
  return (lang === 'ne' && notice.ne?.body) || notice.body || '';
}

/** A notice as a web page: its text (the body, else its description), and its PDF as a download. */
function NoticeArticle({ notice }: { notice: Notice }) {
  const text = useLocalized();
  const lang = useLang();
  const { t } = useText();
  return (
    <article className="notice-article">
      <h1 className="pub-page-title">{text(notice, 'title')}</h1>
      <p className="news-meta">
        <SchoolDate value={notice.date} />
      </p>
      {/* the API sanitised the body; the one renderer makes React elements of it (never innerHTML), and paragraphs of plain text */}
      <RichText html={noticeBody(notice, lang) || text(notice, 'description')} className="notice-body" />
      {notice.file && (
        <p className="notice-file">
          <a className="icon-button icon-button-labelled" href={apiUrl(notice.file)} download={notice.originalFile} aria-label={t('notices.download', { file: notice.originalFile })}>
            <FilePdfOutlined aria-hidden="true" /> {notice.originalFile} <DownloadOutlined aria-hidden="true" />
          </a>
        </p>
      )}
    </article>
  );
}

/** /notice/:id (issue 32, item 3): one notice's page, server-rendered; an unknown id is the not-found page. */
export default function NoticeDetailPage() {
  const { id = '' } = useParams();
  const notice = useNotice(id);
  const item = notice.data;
  const text = useLocalized();
  const { t } = useText();
  usePageMeta({
    title: item ? text(item, 'title') : SCHOOL_PAGES['/notice/:id'].title,
    ne: item ? undefined : SCHOOL_PAGES['/notice/:id'].ne,
    description: item ? truncate(text(item, 'description'), 160) : undefined,
    type: 'article',
  });
  return (
    <div className="pub-container pub-section notice-detail">
      <Link to="/notice" className="pub-back-link">
        <ArrowLeftOutlined aria-hidden="true" /> {t('notices.back')}
      </Link>
      <QueryView query={notice} loading={<LoadingView rows={8} />}>
        {(n) => <NoticeArticle notice={n} />}
      </QueryView>
    </div>
  );
}
