import { useParams } from 'react-router-dom';
import { AlbumDetail } from '@school/shared/public';
import { QueryView, usePageMeta } from '@school/shared/kit';
import { useAlbum } from '../features/albums/api/get-album';
import { WOMEN_PAGES } from '@school/shared/contract';

export default function AlbumPage() {
  const { id = '' } = useParams();
  const query = useAlbum(id);
  usePageMeta({ title: query.data?.name ?? WOMEN_PAGES['/gallery/:id'].title, ne: query.data ? undefined : WOMEN_PAGES['/gallery/:id'].ne });
  return (
    <main id="main" className="w-container w-section">
      <QueryView query={query}>{(album) => <AlbumDetail album={album} backTo="/gallery" />}</QueryView>
    </main>
  );
}
