import { DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import { apiUrl } from '@school/shared/session';
import { formatDate, LoadingView, QueryView, usePageMeta } from '@school/shared/kit';
import { PageBanner, Pager } from '@school/shared/public';
import { DOWNLOADS_PAGE_SIZE, downloadPath, useDownloads } from '../features/downloads/api/get-downloads';
import { usePageParam } from '../lib/use-page-param';
import { SCHOOL_PAGES } from '@school/shared/contract';
import '../styles/lists.css';

export default function DownloadsPage() {
  usePageMeta(SCHOOL_PAGES['/downloads']);
  const [page, setPage] = usePageParam();
  const downloads = useDownloads({ page, limit: DOWNLOADS_PAGE_SIZE });
  return (
    <>
      <PageBanner title="Downloads" crumbs={[{ label: 'Updates' }]} />
      <div className="pub-container pub-section">
        <QueryView
          query={downloads}
          loading={<LoadingView rows={1} count={4} />}
          empty="Sorry we couldn't find any available downloads. Please stay updated."
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
                        <time dateTime={d.createdAt}>{formatDate(d.createdAt)}</time>
                        <span>{d.originalFile}</span>
                      </p>
                    </div>
                    <div className="file-actions">
                      <a className="icon-button" href={apiUrl(downloadPath(d._id))} download={d.originalFile} aria-label={`Download ${d.originalFile}`}>
                        <DownloadOutlined aria-hidden="true" />
                      </a>
                    </div>
                  </li>
                ))}
              </ul>
              {total > DOWNLOADS_PAGE_SIZE && (
                <Pager label="Download pages" current={page} pageSize={DOWNLOADS_PAGE_SIZE} total={total} onChange={setPage} />
              )}
            </>
          )}
        </QueryView>
      </div>
    </>
  );
}
