import { PlusOutlined } from '@ant-design/icons';
import { usePageMeta, WOMEN_CENTRE } from '@school/shared/kit';
import { AlbumCards, PageHeading } from '@school/shared/admin';
import { PATHS } from '../../lib/paths';

export default function AlbumsAllPage() {
  usePageMeta({ title: 'All Albums', siteName: WOMEN_CENTRE.name });
  return (
    <>
      <PageHeading title="All Albums" links={[{ to: '/admin/albums', label: 'Add Images', icon: <PlusOutlined />, primary: true }]} />
      <AlbumCards path={PATHS.albums} detailBase="/admin/albums/all" />
    </>
  );
}
