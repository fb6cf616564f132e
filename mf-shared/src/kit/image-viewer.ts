/**
 * Preview settings for antd's image viewer (Image and Image.PreviewGroup), in the consoles and on the
 * public album: it opens and closes at once, without its fade. rc-image closes the viewer through
 * rc-motion, which waits for a `transitionend` that does not always come when the viewer is closed
 * while its opening fade runs (Escape or a tap right after opening; react-component/image#508). The
 * viewer then stayed on screen half faded, and its mask took every tap on the page. antd passes no
 * motion deadline through, so the viewer has no motion; an empty motion name turns rc-motion off.
 */
export const VIEWER_WITHOUT_FADE: { motionName: string } = { motionName: '' };
