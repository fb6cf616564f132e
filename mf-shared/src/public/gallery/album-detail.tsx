import { ArrowLeftOutlined, CloseOutlined, LeftOutlined, RightOutlined, ZoomInOutlined, ZoomOutOutlined } from '@school/shared/kit';
import { Image } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Album } from '@school/shared/contract';
import { apiUrl } from '@school/shared/session';
import { SchoolDate, webOf } from '@school/shared/kit';
import { IMAGE_FALLBACK, ResponsiveImage } from '../responsive-image';
import '../public.css';
import { usePublicText } from '../messages';
import { withAntd } from '@school/shared/kit';

const LIGHTBOX_ZOOM = { min: 1, max: 8 } as const;

function LightboxButton({ label, icon, onClick, disabled }: { label: string; icon: ReactNode; onClick: () => void; disabled: boolean }) {
  return (
    <button type="button" className="ant-image-preview-actions-action" aria-label={label} title={label} onClick={onClick} disabled={disabled}>
      <span aria-hidden="true">{icon}</span>
    </button>
  );
}

export interface AlbumDetailProps {
  album: Album;
  /** The album list this page came from. */
  backTo: string;
}

/**
 * Album detail: Back, the album name and a grid of 320×174 thumbnails. Each
 * thumbnail is a button (keyboard reachable) that opens the lightbox (antd
 * Image.PreviewGroup) on the web-sized images; only the thumbnails load with the page.
 */
function AlbumDetailParts({ album, backTo }: AlbumDetailProps) {
  const { t } = usePublicText();
  const [preview, setPreview] = useState<{ open: boolean; current: number }>({ open: false, current: 0 });
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
              <ResponsiveImage path={path} alt={items[i].alt} width={320} height={174} sizes="(max-width: 400px) 100vw, 320px" />
            </button>
          </li>
        ))}
      </ul>
      <Image.PreviewGroup
        items={items}
        fallback={IMAGE_FALLBACK}
        classNames={{ popup: { root: 'pub-lightbox', mask: 'pub-lightbox-mask' } }}
        // Nearly opaque: at antd's 45 % the page footer's links showed through the counter and toolbar.
        styles={{ popup: { mask: { backgroundColor: 'rgba(0, 0, 0, 0.9)' } } }}
        preview={{
          // Names the dialog and the shown image (rc-image does not take them from items).
          alt: items[preview.current]?.alt,
          minScale: LIGHTBOX_ZOOM.min,
          maxScale: LIGHTBOX_ZOOM.max,
          // antd's own close, previous and next buttons have no names (and antd drops custom
          // previous/next icons): close gets a named icon, and previous and next live in the
          // toolbar below with zoom, each named. Flip and rotate are left out: no use to visitors.
          closeIcon: (
            <>
              <CloseOutlined aria-hidden="true" />
              <span className="pub-sr-only">{t('gallery.close')}</span>
            </>
          ),
          actionsRender: (_, { actions, transform, current, total }) => (
            <div className="ant-image-preview-actions pub-lightbox-actions" role="group" aria-label={t('gallery.controls')}>
              <LightboxButton label={t('gallery.previous')} icon={<LeftOutlined />} onClick={() => actions.onActive(-1)} disabled={current <= 0} />
              <LightboxButton label={t('gallery.zoomOut')} icon={<ZoomOutOutlined />} onClick={actions.onZoomOut} disabled={transform.scale <= LIGHTBOX_ZOOM.min} />
              <LightboxButton label={t('gallery.zoomIn')} icon={<ZoomInOutlined />} onClick={actions.onZoomIn} disabled={transform.scale >= LIGHTBOX_ZOOM.max} />
              <LightboxButton label={t('gallery.next')} icon={<RightOutlined />} onClick={() => actions.onActive(1)} disabled={current >= total - 1} />
            </div>
          ),
          open: preview.open,
          current: preview.current,
          onOpenChange: (open) => setPreview((p) => ({ ...p, open })),
          onChange: (current) => setPreview((p) => ({ ...p, current })),
        }}
      />
    </section>
  );
}

/** In an AntdScope: antd is not on a public page's first load, so its theme comes with its first user. */
export const AlbumDetail = withAntd(AlbumDetailParts);
