import type { Block } from '@school/shared/contract';
import { useLang } from '@school/shared/kit';
import { LogoMarquee, type MarqueeLogo } from '../logo-marquee';
import { usePublicText } from '../messages';
import { pick, type Lang } from './pick';

// The partners' strip on its own: a home page draws it without the code of every other block (page-blocks.tsx).

export type LogosData = Extract<Block, { type: 'logos' }>;

/** A `logos` block's logos for the strip, each named in the page's language. */
export const logosOf = (block: LogosData, lang: Lang): MarqueeLogo[] =>
  block.items.map((item) => ({ name: pick(item.name, item.ne?.name, lang), src: item.file, href: item.link }));

export interface LogoStripProps {
  /** the page's `logos` block, if it has one */
  block: LogosData | undefined;
  /** the site's classes: its section band, its container and its section heading */
  classes: { section: string; container: string; title: string };
}

/** A site's section for a `logos` block (the home pages' partner strips): its heading, then the scrolling logos; nothing without logos. */
export function LogoStrip({ block, classes }: LogoStripProps) {
  const lang = useLang();
  const { t } = usePublicText();
  if (!block || block.items.length === 0) return null;
  return (
    <section className={classes.section} aria-labelledby={block.title ? 'partners-title' : undefined}>
      <div className={classes.container}>
        {block.title && (
          <h2 id="partners-title" className={classes.title}>
            {pick(block.title, block.ne?.title, lang)}
          </h2>
        )}
        <LogoMarquee logos={logosOf(block, lang)} label={t('blocks.logos')} />
      </div>
    </section>
  );
}
