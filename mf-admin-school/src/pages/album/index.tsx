import { useParams } from 'react-router-dom';
import { AlbumDetail } from '@school/shared/admin';
import { CONTENT_RESOURCES as R } from '@school/shared/contract';

/** /admin/albums/all/{id}: the album gallery with Back. */
export default function AlbumPage() {
  const { id = '' } = useParams();
  return <AlbumDetail resource={R.albums} id={id} backTo="/admin/albums/all" />;
}
