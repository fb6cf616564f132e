import { DownloadOutlined, FilePdfOutlined, FileTextOutlined } from '@school/shared/kit';
import { Drawer } from 'antd';
import { Link } from 'react-router-dom';
import { apiUrl } from '@school/shared/session';
import { QueryView, useLocalized, SchoolDate } from '@school/shared/kit';
import { useLatestNotices } from '../features/notices/api/get-latest-notices';
import { useText } from '../i18n';
import { withAntd } from '@school/shared/kit';

/** The side drawer of latest notices, each with its file; View All → /notice, Downloads → /downloads. */
function NoticesDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const notices = useLatestNotices(open);
  const text = useLocalized();
  const { t } = useText();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size={360}
      title={t('drawer.title')}
      className="site-notices-drawer"
      footer={
        <div className="site-drawer-footer">
          <Link to="/notice" className="pub-button" onClick={onClose}>
            {t('drawer.viewAll')}
          </Link>
          <Link to="/downloads" className="pub-button pub-button-ghost" onClick={onClose}>
            {t('drawer.downloads')}
          </Link>
        </div>
      }
    >
      <QueryView query={notices} empty={t('drawer.empty')}>
        {(items) => (
          <ul className="site-drawer-list">
            {items.map((n) => (
              <li key={n._id} className="site-drawer-item">
                <FilePdfOutlined aria-hidden="true" className="site-drawer-icon" />
                <div>
                  <p className="site-drawer-title">{text(n, 'title')}</p>
                  <p className="site-drawer-date">
                    <SchoolDate value={n.date} />
                  </p>
                  {n.file ? (
                    <a href={apiUrl(n.file)} download={n.originalFile} className="site-drawer-download">
                      <DownloadOutlined aria-hidden="true" /> {t('drawer.download')} <span className="site-sr-only">{text(n, 'title')}</span> ({n.originalFile})
                    </a>
                  ) : (
                    // a notice without a PDF is read on its page (issue 32)
                    <Link to={`/notice/${n._id}`} className="site-drawer-download" onClick={onClose}>
                      <FileTextOutlined aria-hidden="true" /> {t('notices.readLabel')} <span className="site-sr-only">{text(n, 'title')}</span>
                    </Link>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Drawer>
  );
}

export default withAntd(NoticesDrawer);
