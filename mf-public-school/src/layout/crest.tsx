import { useSiteFacts } from '@school/shared/kit';

// in the site's colours (issue 31: its settings)
const PRIMARY = 'var(--pub-primary, #0b57a4)';
const ACCENT = 'var(--pub-accent, #f2a900)';

/**
 * The school's crest (or its uploaded logo), drawn inline: an `<img>` of an SVG file cost a request, and the browser built a
 * separate document to draw it, about 17 ms of main-thread work on the first screen (issue 12's TBT).
 */
export function Crest({ width = 44, height = 50 }: { width?: number; height?: number }) {
  // the school's own logo, when the settings give one (an uploaded image; the name stands beside it)
  const { logo } = useSiteFacts();
  if (logo) return <img className="site-crest site-logo" src={logo} width={width} height={height} alt="" />;
  return (
    <svg className="site-crest" width={width} height={height} viewBox="0 0 56 64" aria-hidden="true" focusable="false">
      <path d="M28 2 4 10v20c0 15 10 26 24 32 14-6 24-17 24-32V10z" style={{ fill: PRIMARY, stroke: ACCENT }} strokeWidth="3" />
      <path d="M28 14c4 5 6 8 6 12a6 6 0 0 1-12 0c0-4 2-7 6-12z" style={{ fill: ACCENT }} />
      <path d="M12 38c6-3 11-3 16 0 5-3 10-3 16 0v12c-6-3-11-3-16 0-5-3-10-3-16 0z" fill="#fff" />
      <path d="M28 38v12" style={{ stroke: PRIMARY }} strokeWidth="2" />
    </svg>
  );
}
