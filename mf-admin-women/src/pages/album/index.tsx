import { useParams } from 'react-router-dom';
import { AlbumDetail } from '@school/shared/admin';
import { PATHS } from '../../lib/paths';

/** /admin/albums/all/{id}: the album with Back and a lightbox. */
export default function AlbumPage() {
  const { id = '' } = useParams();
  return <AlbumDetail path={PATHS.albums} id={id} backTo="/admin/albums/all" />;
}
