import { useParams } from 'react-router-dom';
import { AlbumDetail } from '@school/shared/admin';

/** /admin/albums/all/{id}: the album gallery with Back. */
export default function AlbumPage() {
  const { id = '' } = useParams();
  return <AlbumDetail path="/api/gallery/albums" id={id} backTo="/admin/albums/all" />;
}
