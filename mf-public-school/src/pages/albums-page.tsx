import { AlbumGrid, PageBanner, Pager } from '@school/shared/public';
import { LoadingView, QueryView, usePageMeta } from '@school/shared/kit';
import { ALBUMS_PAGE_SIZE, useAlbums } from '../features/gallery/api/get-albums';
import { usePageParam } from '../lib/use-page-param';
import { SCHOOL_PAGES } from '@school/shared/contract';
import '../styles/lists.css';
import { useText } from '../i18n';
import { usePageText } from '../i18n/pages';

export default function AlbumsPage() {
  const { title } = usePageMeta(SCHOOL_PAGES['/gallery/albums']);
  const { t: siteT } = useText();
  const { t } = usePageText();
  const [page, setPage] = usePageParam();
  const albums = useAlbums({ page, limit: ALBUMS_PAGE_SIZE });
  return (
    <>
      <PageBanner title={title ?? ''} crumbs={[{ label: siteT('menu.Gallery') }]} />
      <div className="pub-container pub-section">
        <QueryView query={albums} loading={<LoadingView rows={3} count={3} />} empty={t('gallery.albumsEmpty')} isEmpty={(d) => d.items.length === 0}>
          {({ items, total }) => (
            <>
              <AlbumGrid albums={items} hrefOf={(a) => `/gallery/albums/${a._id}`} />
              {total > ALBUMS_PAGE_SIZE && (
                <Pager label={t('gallery.albumPages')} current={page} pageSize={ALBUMS_PAGE_SIZE} total={total} onChange={setPage} />
              )}
            </>
          )}
        </QueryView>
      </div>
    </>
  );
}
