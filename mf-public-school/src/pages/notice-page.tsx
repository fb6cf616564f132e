import { DownloadOutlined, EyeOutlined, FilePdfOutlined, FileTextOutlined } from '@school/shared/kit';
import { Link } from 'react-router-dom';
import { useState } from 'react';
import type { Notice } from '@school/shared/contract';
import { apiUrl } from '@school/shared/session';
import { PdfViewerModal, LoadingView, QueryView, usePageMeta, useLocalized, SchoolDate } from '@school/shared/kit';
import { PageBanner, Pager } from '@school/shared/public';
import { NOTICES_PAGE_SIZE, useNotices } from '../features/notices/api/get-notices';
import { ListSearch } from '../lib/list-search';
import { useListSearch } from '../lib/use-list-search';
import { SCHOOL_PAGES } from '@school/shared/contract';
import '../styles/lists.css';
import { useText } from '../i18n';

export default function NoticePage() {
  const { title } = usePageMeta(SCHOOL_PAGES['/notice']);
  const { t } = useText();
  // the search and the page live in the URL (?q=&page=)
  const { text, setText, q, page, setPage } = useListSearch();
  const notices = useNotices({ page, limit: NOTICES_PAGE_SIZE, q });
  const [viewing, setViewing] = useState<Notice | null>(null);
  const localized = useLocalized();

  return (
    <>
      <PageBanner title={title ?? ''} crumbs={[{ label: t('menu.Updates') }]} />
      <div className="pub-container pub-section">
        <ListSearch label={t('notices.search')} placeholder={t('notices.searchPlaceholder')} value={text} onChange={setText} />
        <QueryView
          query={notices}
          loading={<LoadingView rows={2} count={4} />}
          empty={q ? t('notices.noMatch', { q }) : t('notices.empty')}
          isEmpty={(d) => d.items.length === 0}
        >
          {({ items, total }) => (
            <>
              <ul className="file-list" data-testid="notice-list">
                {items.map((n) => (
                  <li key={n._id} className="file-item">
                    {n.file ? <FilePdfOutlined aria-hidden="true" className="file-icon" /> : <FileTextOutlined aria-hidden="true" className="file-icon" />}
                    <div>
                      <h2 className="file-title">
                        {n.file ? (
                          // a real link to the file (a new tab, a shared link, no script), opened in the preview here
                          <a
                            href={apiUrl(n.file)}
                            onClick={(e) => {
                              if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey) return;
                              e.preventDefault();
                              setViewing(n);
                            }}
                          >
                            {localized(n, 'title')}
                          </a>
                        ) : (
                          // a notice without a PDF is a web page only (issue 32)
                          <Link to={`/notice/${n._id}`}>{localized(n, 'title')}</Link>
                        )}
                      </h2>
                      <p className="file-meta">
                        <SchoolDate value={n.date} />
                        {n.originalFile && <span>{n.originalFile}</span>}
                      </p>
                      <p className="file-desc">{localized(n, 'description')}</p>
                    </div>
                    <div className="file-actions">
                      {n.body && (
                        <Link className="icon-button icon-button-labelled" to={`/notice/${n._id}`} aria-label={t('notices.readPage', { title: localized(n, 'title') })}>
                          <FileTextOutlined aria-hidden="true" /> {t('notices.readLabel')}
                        </Link>
                      )}
                      {n.file && (
                        <>
                          <button type="button" className="icon-button icon-button-labelled" aria-label={t('notices.view', { title: localized(n, 'title') })} onClick={() => setViewing(n)}>
                            <EyeOutlined aria-hidden="true" /> {t('notices.viewLabel')}
                          </button>
                          <a className="icon-button icon-button-labelled" href={apiUrl(n.file)} download={n.originalFile} aria-label={t('notices.download', { file: n.originalFile })}>
                            <DownloadOutlined aria-hidden="true" /> {t('notices.downloadLabel')}
                          </a>
                        </>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
              {total > NOTICES_PAGE_SIZE && (
                <Pager label={t('notices.pages')} current={page} pageSize={NOTICES_PAGE_SIZE} total={total} onChange={setPage} />
              )}
            </>
          )}
        </QueryView>
      </div>
      <PdfViewerModal
        file={viewing ? apiUrl(viewing.file) : null}
        title={viewing ? localized(viewing, 'title') : ''}
        download={viewing ? { name: viewing.originalFile, href: apiUrl(viewing.file) } : undefined}
        onClose={() => setViewing(null)}
      />
    </>
  );
}
