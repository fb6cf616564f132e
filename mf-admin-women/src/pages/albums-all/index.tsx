import { PlusOutlined } from '@ant-design/icons';
import { usePageMeta } from '@school/shared/kit';
import { AlbumCards, PageHeading } from '@school/shared/admin';
import { PATHS } from '../../lib/paths';

export default function AlbumsAllPage() {
  usePageMeta({ title: 'All Albums' });
  return (
    <>
      <PageHeading title="All Albums" links={[{ to: '/admin/albums', label: 'Add Images', icon: <PlusOutlined />, primary: true }]} />
      <AlbumCards path={PATHS.albums} detailBase="/admin/albums/all" />
    </>
  );
}
