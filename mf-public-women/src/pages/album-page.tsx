import { useParams } from 'react-router-dom';
import { AlbumDetail } from '@school/shared/public';
import { QueryView, usePageMeta, WOMEN_CENTRE } from '@school/shared/kit';
import { useAlbum } from '../features/albums/api/get-album';

export default function AlbumPage() {
  const { id = '' } = useParams();
  const query = useAlbum(id);
  usePageMeta({ title: query.data?.name ?? 'Album', siteName: WOMEN_CENTRE.name });
  return (
    <main id="main" className="w-container w-section">
      <QueryView query={query}>{(album) => <AlbumDetail album={album} backTo="/gallery" />}</QueryView>
    </main>
  );
}
