import { DownloadOutlined, EyeOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useState } from 'react';
import type { Notice } from '@school/shared/contract';
import { apiUrl } from '@school/shared/session';
import { formatDate, PdfViewerModal, LoadingView, QueryView, usePageMeta } from '@school/shared/kit';
import { PageBanner, Pager } from '@school/shared/public';
import { NOTICES_PAGE_SIZE, useNotices } from '../features/notices/api/get-notices';
import { ListSearch } from '../lib/list-search';
import { useListSearch } from '../lib/use-list-search';
import { SCHOOL_PAGES } from '@school/shared/contract';
import '../styles/lists.css';

export default function NoticePage() {
  usePageMeta(SCHOOL_PAGES['/notice']);
  // the search and the page live in the URL (?q=&page=)
  const { text, setText, q, page, setPage } = useListSearch();
  const notices = useNotices({ page, limit: NOTICES_PAGE_SIZE, q });
  const [viewing, setViewing] = useState<Notice | null>(null);

  return (
    <>
      <PageBanner title="Notices" crumbs={[{ label: 'Updates' }]} />
      <div className="pub-container pub-section">
        <ListSearch label="Search notices" placeholder="Search by title, text or file name" value={text} onChange={setText} />
        <QueryView
          query={notices}
          loading={<LoadingView rows={2} count={4} />}
          empty={q ? `No notice matches "${q}".` : "Sorry we couldn't find any notices. Please stay updated."}
          isEmpty={(d) => d.items.length === 0}
        >
          {({ items, total }) => (
            <>
              <ul className="file-list" data-testid="notice-list">
                {items.map((n) => (
                  <li key={n._id} className="file-item">
                    <FilePdfOutlined aria-hidden="true" className="file-icon" />
                    <div>
                      <h2 className="file-title">{n.title}</h2>
                      <p className="file-meta">
                        <time dateTime={n.date}>{formatDate(n.date)}</time>
                        <span>{n.originalFile}</span>
                      </p>
                      <p className="file-desc">{n.description}</p>
                    </div>
                    <div className="file-actions">
                      <button type="button" className="icon-button" aria-label={`View ${n.title}`} onClick={() => setViewing(n)}>
                        <EyeOutlined aria-hidden="true" />
                      </button>
                      <a className="icon-button" href={apiUrl(n.file)} download={n.originalFile} aria-label={`Download ${n.originalFile}`}>
                        <DownloadOutlined aria-hidden="true" />
                      </a>
                    </div>
                  </li>
                ))}
              </ul>
              {total > NOTICES_PAGE_SIZE && (
                <Pager label="Notice pages" current={page} pageSize={NOTICES_PAGE_SIZE} total={total} onChange={setPage} />
              )}
            </>
          )}
        </QueryView>
      </div>
      <PdfViewerModal
        file={viewing ? apiUrl(viewing.file) : null}
        title={viewing?.title ?? ''}
        download={viewing ? { name: viewing.originalFile, href: apiUrl(viewing.file) } : undefined}
        onClose={() => setViewing(null)}
      />
    </>
  );
}
