import { CloseOutlined, KitPreviewGroup, LeftOutlined, RightOutlined, ZoomInOutlined, ZoomOutOutlined, withAntd } from '@school/shared/kit';
import { useEffect, useState, type ReactNode } from 'react';
import { IMAGE_FALLBACK } from '../responsive-image';
import { usePublicText } from '../messages';

const LIGHTBOX_ZOOM = { min: 1, max: 8 } as const;

function LightboxButton({ label, icon, onClick, disabled }: { label: string; icon: ReactNode; onClick: () => void; disabled: boolean }) {
  return (
    <button type="button" className="ant-image-preview-actions-action" aria-label={label} title={label} onClick={onClick} disabled={disabled}>
      <span aria-hidden="true">{icon}</span>
    </button>
  );
}

export interface LightboxState {
  open: boolean;
  current: number;
}

export interface AlbumLightboxProps {
  items: { src: string; alt: string }[];
  preview: LightboxState;
  onPreview: (update: (p: LightboxState) => LightboxState) => void;
}

/**
 * The album's lightbox (KitPreviewGroup: antd's Image.PreviewGroup without the fade) on the web-sized images. AlbumDetail loads this chunk,
 * with antd, when a photo is first opened (issue 36: none of it on the album page's first load).
 */
function AlbumLightbox({ items, preview, onPreview }: AlbumLightboxProps) {
  const { t } = usePublicText();
  // mounted closed, then opened, as when it came with the page: it opens with its animation and its keys
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <KitPreviewGroup
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
        open: mounted && preview.open,
        current: preview.current,
        onOpenChange: (open) => onPreview((p) => ({ ...p, open })),
        onChange: (current) => onPreview((p) => ({ ...p, current })),
      }}
    />
  );
}

/** In an AntdScope: antd's theme comes with the lightbox, its first user on the page. */
export default withAntd(AlbumLightbox);
