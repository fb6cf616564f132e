import { PlusOutlined } from '@ant-design/icons';
import { ConsoleScreen, AlbumCards } from '@school/shared/admin';
import { PATHS } from '../../lib/paths';

export default function AlbumsAllPage() {
  return (
    <ConsoleScreen title="All Albums" links={[{ to: '/admin/albums', label: 'Add Images', icon: <PlusOutlined />, primary: true }]}>
      <AlbumCards path={PATHS.albums} detailBase="/admin/albums/all" />
    </ConsoleScreen>
  );
}
