import { EditOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { formatDate, stripHtml, thumbOf, truncate } from '@school/shared/kit';
import { PagedList, PublishBadge } from '@school/shared/admin';
import { apiUrl } from '@school/shared/session';
import { CONTENT_ENDPOINTS as E, type News } from '@school/shared/contract';
import { COUNTS_PATH } from '../../../lib/paths';
import { NEWS_PAGE_SIZE } from '../api/get-news';

/** /admin/news/all: every item (drafts and scheduled ones too, with a badge), 10 per page, searchable, edit and delete. */
export function NewsList() {
  const navigate = useNavigate();
  return (
    <PagedList<News>
      list={E.listAllNews}
      remove={E.deleteNews}
      searchLabel="Search news"
      pageSize={NEWS_PAGE_SIZE}
      deleteText="News Deleted Successfully"
      empty="Sorry we couldn't find any latest news. Please stay updated."
      alsoInvalidate={[COUNTS_PATH]}
      title={(n) => (
        <>
          {n.title} <PublishBadge item={n} />
        </>
      )}
      actions={(n) => (
        <Button icon={<EditOutlined />} onClick={() => navigate(`/admin/news/${n._id}/edit`)}>
          Edit
        </Button>
      )}
    >
      {(n) => (
        <div className="admin-item-body">
          {n.image && <img className="admin-item-thumb" src={apiUrl(thumbOf(n.image))} alt="" loading="lazy" />}
          <div>
            <Typography.Text type="secondary">
              {formatDate(n.createdAt)} · {n.author} · {n.section}
            </Typography.Text>
            <Typography.Paragraph className="admin-item-text">{truncate(stripHtml(n.description), 299)}</Typography.Paragraph>
          </div>
        </div>
      )}
    </PagedList>
  );
}
