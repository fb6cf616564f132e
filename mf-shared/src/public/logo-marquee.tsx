import './public.css';

export interface MarqueeLogo {
  name: string;
  src: string;
  href?: string;
}

/**
 * A scrolling strip of partner logos: one cycle takes `seconds` (30 s by
 * default, SPEC.md §9). It pauses on hover or focus and stands still for
 * visitors who prefer reduced motion. The list is drawn twice for a seamless
 * loop; the copy is hidden from assistive technology.
 */
export function LogoMarquee({ logos, label, seconds = 30 }: { logos: MarqueeLogo[]; label: string; seconds?: 30 | 40 | 60 }) {
  const item = (logo: MarqueeLogo, copy: boolean) => {
    const img = <img src={logo.src} alt={copy ? '' : logo.name} width={180} height={72} loading="lazy" decoding="async" />;
    return (
      <li key={`${copy ? 'copy-' : ''}${logo.name}`} aria-hidden={copy || undefined}>
        {logo.href ? (
          <a href={logo.href} target="_blank" rel="noopener noreferrer" tabIndex={copy ? -1 : undefined}>
            {img}
          </a>
        ) : (
          img
        )}
      </li>
    );
  };
  return (
    <div className="pub-marquee" role="region" aria-label={label}>
      <ul className={`pub-marquee-track pub-marquee-${seconds}s`}>
        {logos.map((l) => item(l, false))}
        {logos.map((l) => item(l, true))}
      </ul>
    </div>
  );
}
