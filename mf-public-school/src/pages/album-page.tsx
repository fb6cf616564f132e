import { useParams } from 'react-router-dom';
import { AlbumDetail } from '@school/shared/public';
import { LoadingView, QueryView, usePageMeta } from '@school/shared/kit';
import { useAlbum } from '../features/gallery/api/get-album';
import { SCHOOL_PAGES } from '@school/shared/contract';

export default function AlbumPage() {
  const { id = '' } = useParams();
  const album = useAlbum(id);
  usePageMeta({ title: album.data?.name ?? SCHOOL_PAGES['/gallery/albums/:id'].title, ne: album.data ? undefined : SCHOOL_PAGES['/gallery/albums/:id'].ne });
  return (
    <div className="pub-container pub-section">
      <QueryView query={album} loading={<LoadingView rows={8} />}>
        {(a) => <AlbumDetail album={a} backTo="/gallery/albums" />}
      </QueryView>
    </div>
  );
}
