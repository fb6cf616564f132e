import { UnorderedListOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { ConsoleScreen, AlbumForm } from '@school/shared/admin';
import { PATHS } from '../../lib/paths';

export default function AlbumsPage() {
  return (
    <ConsoleScreen title="Add Images" links={[{ to: '/admin/albums/all', label: 'View All', icon: <UnorderedListOutlined /> }]}>
      <Card>
        <AlbumForm path={PATHS.albums} />
      </Card>
    </ConsoleScreen>
  );
}
