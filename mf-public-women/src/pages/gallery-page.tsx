import { useSearchParams } from 'react-router-dom';
import { AlbumGrid, PageBanner, Pager } from '@school/shared/public';
import { QueryView, usePageMeta } from '@school/shared/kit';
import { ALBUMS_PAGE_SIZE, useAlbums } from '../features/albums/api/get-albums';
import { WOMEN_PAGES } from '@school/shared/contract';
import { useText } from '../i18n';

/** The albums, a page at a time: plain markup, no antd on the first load (issue 36; the kit's Pager). */
export default function GalleryPage() {
  const { title } = usePageMeta({ ...WOMEN_PAGES['/gallery'] });
  const { t } = useText();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useAlbums(page);

  return (
    <main id="main">
      <PageBanner title={title ?? ''} />
      <div className="w-container w-section">
        <QueryView query={query} empty={t('gallery.empty')} isEmpty={(d) => d.items.length === 0}>
          {({ items, total }) => (
            <>
              <AlbumGrid albums={items} hrefOf={(a) => `/gallery/${a._id}`} />
              {total > ALBUMS_PAGE_SIZE && (
                <Pager
                  label={t('gallery.albumPages')}
                  current={page}
                  pageSize={ALBUMS_PAGE_SIZE}
                  total={total}
                  onChange={(p) => setParams(p === 1 ? {} : { page: String(p) })}
                />
              )}
            </>
          )}
        </QueryView>
      </div>
    </main>
  );
}
