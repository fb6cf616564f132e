import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Drawer } from 'antd';
import { Link } from 'react-router-dom';
import { apiUrl } from '@school/shared/session';
import { formatDate, QueryView } from '@school/shared/kit';
import { useLatestNotices } from '../features/notices/api/get-latest-notices';

/** The side drawer of latest notices, each with its file; View All → /notice, Downloads → /downloads. */
export default function NoticesDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const notices = useLatestNotices(open);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size={360}
      title="Latest Notices"
      className="site-notices-drawer"
      footer={
        <div className="site-drawer-footer">
          <Link to="/notice" className="pub-button" onClick={onClose}>
            View All
          </Link>
          <Link to="/downloads" className="pub-button pub-button-ghost" onClick={onClose}>
            Downloads
          </Link>
        </div>
      }
    >
      <QueryView query={notices} empty="Sorry we couldn't find any notices. Please stay updated.">
        {(items) => (
          <ul className="site-drawer-list">
            {items.map((n) => (
              <li key={n._id} className="site-drawer-item">
                <FilePdfOutlined aria-hidden="true" className="site-drawer-icon" />
                <div>
                  <p className="site-drawer-title">{n.title}</p>
                  <p className="site-drawer-date">
                    <time dateTime={n.date}>{formatDate(n.date)}</time>
                  </p>
                  <a href={apiUrl(n.file)} download={n.originalFile} className="site-drawer-download">
                    <DownloadOutlined aria-hidden="true" /> Download <span className="site-sr-only">{n.title}</span> ({n.originalFile})
                  </a>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Drawer>
  );
}
