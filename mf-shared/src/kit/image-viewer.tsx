import { Image, type GetProps, type ImageProps } from 'antd';

/**
 * antd's image viewer (Image and Image.PreviewGroup), in the consoles and on the public album, opens and
 * closes at once, without its fade. rc-image closes the viewer through rc-motion, which waits for a
 * `transitionend` that does not always come when the viewer is closed while its opening fade runs
 * (Escape or a tap right after opening; react-component/image#508). The viewer then stayed on screen half
 * faded, and its mask took every tap on the page. antd passes no motion deadline through, so the viewer
 * has no motion; an empty motion name turns rc-motion off.
 *
 * KitImage and KitPreviewGroup are antd's Image and Image.PreviewGroup with that setting always applied
 * (last, so a caller cannot put the fade back): use them, not antd's, wherever an image opens a viewer.
 */
const VIEWER_WITHOUT_FADE = { motionName: '' } as const;

/** The preview settings without the fade; `false` (no viewer) stays false. */
function withoutFade<T extends object>(preview: boolean | T | undefined) {
  if (preview === false) return false;
  return typeof preview === 'object' ? { ...preview, ...VIEWER_WITHOUT_FADE } : VIEWER_WITHOUT_FADE;
}

type NoMotion<P> = P extends object ? Omit<P, 'motionName'> : P;
type PreviewGroupProps = GetProps<typeof Image.PreviewGroup>;

export type KitImageProps = Omit<ImageProps, 'preview'> & { preview?: NoMotion<ImageProps['preview']> };
export type KitPreviewGroupProps = Omit<PreviewGroupProps, 'preview'> & { preview?: NoMotion<PreviewGroupProps['preview']> };

/** antd's Image whose viewer has no fade (see above). */
export function KitImage({ preview, ...props }: KitImageProps) {
  return <Image {...props} preview={withoutFade(preview)} />;
}

/** antd's Image.PreviewGroup whose viewer has no fade (see above). */
export function KitPreviewGroup({ preview, ...props }: KitPreviewGroupProps) {
  return <Image.PreviewGroup {...props} preview={withoutFade(preview)} />;
}
