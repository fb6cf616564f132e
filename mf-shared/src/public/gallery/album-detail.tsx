import { ArrowLeftOutlined, FirstOpened, SchoolDate, webOf } from '@school/shared/kit';
import { lazy, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Album } from '@school/shared/contract';
import { apiUrl } from '@school/shared/session';
import { ResponsiveImage } from '../responsive-image';
import '../public.css';
import { usePublicText } from '../messages';
import type { LightboxState } from './album-lightbox';

// antd's Image preview comes with the first photo opened, not with the page (issue 36)
const AlbumLightbox = lazy(() => import(/* webpackChunkName: "album-lightbox" */ './album-lightbox'));

export interface AlbumDetailProps {
  album: Album;
  /** The album list this page came from. */
  backTo: string;
}

/**
 * Album detail: Back, the album name and a grid of 320×174 thumbnails, in plain markup. Each
 * thumbnail is a button (keyboard reachable) that opens the lightbox (antd Image.PreviewGroup, a
 * chunk of its own fetched on the first opening) on the web-sized images; only the thumbnails load
 * with the page. The first one, the page's largest paint on a phone, is fetched at once and first; the
 * others wait until they come near the screen.
 */
export function AlbumDetail({ album, backTo }: AlbumDetailProps) {
  const { t } = usePublicText();
  const [preview, setPreview] = useState<LightboxState>({ open: false, current: 0 });
  const total = album.images.length;
  const items = album.images.map((path, i) => ({ src: apiUrl(webOf(path)), alt: `${album.name}, photo ${i + 1} of ${total}` }));

  return (
    <section className="pub-album-detail" aria-labelledby="album-title">
      <Link to={backTo} className="pub-back-link">
        <ArrowLeftOutlined aria-hidden="true" /> {t('gallery.back')}
      </Link>
      <h1 id="album-title" className="pub-page-title">
        {album.name}
      </h1>
      <p className="pub-album-meta">
        <SchoolDate value={album.createdAt} /> · {t('gallery.photos', { count: total })}
      </p>
      <ul className="pub-photo-grid" aria-label={t('gallery.photosOf', { name: album.name })}>
        {album.images.map((path, i) => (
          <li key={`${path}-${i}`}>
            <button
              type="button"
              className="pub-photo-button"
              onClick={() => setPreview({ open: true, current: i })}
              aria-label={t('gallery.openPhoto', { n: i + 1, total })}
            >
              <ResponsiveImage path={path} alt={items[i].alt} width={320} height={174} sizes="(max-width: 400px) 100vw, 320px" priority={i === 0} />
            </button>
          </li>
        ))}
      </ul>
      <FirstOpened open={preview.open}>
        <AlbumLightbox items={items} preview={preview} onPreview={setPreview} />
      </FirstOpened>
    </section>
  );
}
