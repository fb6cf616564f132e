import { DownloadOutlined, FileTextOutlined } from '@school/shared/kit';
import { apiUrl } from '@school/shared/session';
import { SchoolDate, LoadingView, QueryView, usePageMeta } from '@school/shared/kit';
import { PageBanner, Pager } from '@school/shared/public';
import { DOWNLOADS_PAGE_SIZE, downloadPath, useDownloads } from '../features/downloads/api/get-downloads';
import { usePageParam } from '../lib/use-page-param';
import { SCHOOL_PAGES } from '@school/shared/contract';
import '../styles/lists.css';
import { useText } from '../i18n';
import { usePageText } from '../i18n/pages';

export default function DownloadsPage() {
  const { title } = usePageMeta(SCHOOL_PAGES['/downloads']);
  const { t: siteT } = useText();
  const { t } = usePageText();
  const [page, setPage] = usePageParam();
  const downloads = useDownloads({ page, limit: DOWNLOADS_PAGE_SIZE });
  return (
    <>
      <PageBanner title={title ?? ''} crumbs={[{ label: siteT('menu.Updates') }]} />
      <div className="pub-container pub-section">
        <QueryView
          query={downloads}
          loading={<LoadingView rows={1} count={4} />}
          empty={t('downloads.empty')}
          isEmpty={(d) => d.items.length === 0}
        >
          {({ items, total }) => (
            <>
              <ul className="file-list" data-testid="download-list">
                {items.map((d) => (
                  <li key={d._id} className="file-item">
                    <FileTextOutlined aria-hidden="true" className="file-icon" />
                    <div>
                      <h2 className="file-title">{d.title}</h2>
                      <p className="file-meta">
                        <SchoolDate value={d.createdAt} />
                        <span>{d.originalFile}</span>
                      </p>
                    </div>
                    <div className="file-actions">
                      <a className="icon-button" href={apiUrl(downloadPath(d._id))} download={d.originalFile} aria-label={t('downloads.download', { file: d.originalFile })}>
                        <DownloadOutlined aria-hidden="true" />
                      </a>
                    </div>
                  </li>
                ))}
              </ul>
              {total > DOWNLOADS_PAGE_SIZE && (
                <Pager label={t('downloads.pages')} current={page} pageSize={DOWNLOADS_PAGE_SIZE} total={total} onChange={setPage} />
              )}
            </>
          )}
        </QueryView>
      </div>
    </>
  );
}
