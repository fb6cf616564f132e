import { PlusOutlined } from '@ant-design/icons';
import { ConsoleScreen, AlbumCards } from '@school/shared/admin';
import { CONTENT_RESOURCES as R } from '@school/shared/contract';
import { COUNTS_PATH } from '../../lib/paths';

export default function AlbumsAllPage() {
  return (
    <ConsoleScreen title="All Albums" links={[{ to: '/admin/albums', label: 'Add Images', icon: <PlusOutlined />, primary: true }]}>
      <AlbumCards resource={R.albums} detailBase="/admin/albums/all" alsoInvalidate={[COUNTS_PATH]} />
    </ConsoleScreen>
  );
}
