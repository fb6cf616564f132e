import '../admin.css';
import './site-editor.css';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { QueryView, useToast } from '@school/shared/kit';
import type { Page, Site } from '@school/shared/contract';
import { confirmDelete } from '../chrome/confirm';
import { PageHeading } from '../components/page-heading';
import { PublishBadge } from '../components/publishing';
import { useDeletePage, usePages } from './site-api';

/** /admin/pages (issue 31, editors and admins): every page of the site with its path and state. */
export function PagesScreen({ site }: { site: Site }) {
  const query = usePages(site);
  const remove = useDeletePage(site);
  const toast = useToast();
  const onDelete = (page: Page) => {
    if (!confirmDelete()) return;
    remove.mutate(page._id, {
      onSuccess: () => toast.success('Page removed'),
      onError: (e) => toast.error(e.message),
    });
  };
  return (
    <>
      <PageHeading title="Pages" links={[{ to: '/admin/pages/new', label: 'Add page', icon: <PlusOutlined />, primary: true }]} />
      <QueryView query={query} empty="No pages yet">
        {(pages) => (
          <ul className="site-page-list" aria-label="Pages">
            {[...pages]
              .sort((a, b) => a.path.localeCompare(b.path))
              .map((page) => (
                <li key={page._id} className="site-page-row">
                  <div className="site-page-text">
                    <strong>{page.title}</strong>
                    <PublishBadge item={page} />
                    <div>
                      <Typography.Text code>{page.path}</Typography.Text>
                    </div>
                  </div>
                  <span className="site-editor-actions">
                    <Link to={`/admin/pages/${page._id}`} aria-label={`Edit ${page.title}`}>
                      <EditOutlined /> Edit
                    </Link>
                    <Button
                      type="link"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`Delete ${page.title}`}
                      loading={remove.isPending && remove.variables === page._id}
                      onClick={() => onDelete(page)}
                    >
                      Delete
                    </Button>
                  </span>
                </li>
              ))}
          </ul>
        )}
      </QueryView>
    </>
  );
}
