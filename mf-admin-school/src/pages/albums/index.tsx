import { UnorderedListOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { ConsoleScreen, AlbumForm } from '@school/shared/admin';
import { CONTENT_RESOURCES as R } from '@school/shared/contract';
import { COUNTS_PATH } from '../../lib/paths';

export default function AlbumsPage() {
  return (
    <ConsoleScreen title="Add Images" links={[{ to: '/admin/albums/all', label: 'View All', icon: <UnorderedListOutlined /> }]}>
      <Card>
        <AlbumForm resource={R.albums} alsoInvalidate={[COUNTS_PATH]} />
      </Card>
    </ConsoleScreen>
  );
}
