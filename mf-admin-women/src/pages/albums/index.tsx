import { UnorderedListOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { usePageMeta } from '@school/shared/kit';
import { AlbumForm, PageHeading } from '@school/shared/admin';
import { PATHS } from '../../lib/paths';

export default function AlbumsPage() {
  usePageMeta({ title: 'Add Images' });
  return (
    <>
      <PageHeading title="Add Images" links={[{ to: '/admin/albums/all', label: 'View All', icon: <UnorderedListOutlined /> }]} />
      <Card>
        <AlbumForm path={PATHS.albums} />
      </Card>
    </>
  );
}
