import { Fragment, lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Block } from '@school/shared/contract';
import { LogoMarquee } from '../logo-marquee';
import { logosOf, type LogosData } from './logo-strip';
import { LoadingView, useLang, usePageOrigin } from '@school/shared/kit';
import { getRuntimeConfig } from '@school/shared/session';
import { ResponsiveImage } from '../responsive-image';
import { usePublicText } from '../messages';
import { BlockHtml } from './block-html';
import { pick, type Lang } from './pick';
import '../public.css';
import './blocks.css';

// antd's tabs come with the pages that have such blocks only; the programmes' cards are plain (their
// modal's antd comes with the first Readmore)
const TabsBlock = lazy(() => import(/* webpackChunkName: "tabbed-blocks" */ './tabbed-blocks').then((m) => ({ default: m.TabsBlock })));
const ProgrammesBlock = lazy(() => import(/* webpackChunkName: "programmes-block" */ './programmes-block').then((m) => ({ default: m.ProgrammesBlock })));
// and the PDF viewer with the pages that show a document
const LazyBrochures = lazy(() => import(/* webpackChunkName: "brochures-block" */ './brochures-block').then((m) => ({ default: m.BrochuresBlock })));

type BrochuresData = Extract<Block, { type: 'brochures' }>;

/** A `brochures` block's documents (a PDF viewer and antd's tabs come with it). */
export function BrochuresBlock({ block, lang }: { block: BrochuresData; lang: Lang }) {
  return (
    <Suspense fallback={<LoadingView rows={6} />}>
      <LazyBrochures block={block} lang={lang} />
    </Suspense>
  );
}

/** A block's own heading (logos, brochures), at the page's level. */
function BlockHeading({ block, lang, level }: { block: LogosData | BrochuresData; lang: Lang; level: 2 | 3 }) {
  if (!block.title) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  return <Heading className="block-heading">{pick(block.title, block.ne?.title, lang)}</Heading>;
}

/** The blocks that show other content (lists the site reads from the API): each site draws them with its own sections. */
export type DataBlock = Extract<Block, { type: 'testimonials' | 'team' | 'news' | 'events' }>;

/** What a site's data section gets: its block, the block's heading in the page's language (if any), and its band's colour. */
export interface DataSlotProps<T extends DataBlock = DataBlock> {
  block: T;
  title: string | undefined;
  alt: boolean;
}

/** The site's section for each data block type; a type it does not draw is left out of the page. */
export type BlockSlots = { [K in DataBlock['type']]?: (props: DataSlotProps<Extract<DataBlock, { type: K }>>) => ReactNode };

const DATA_TYPES = new Set<Block['type']>(['testimonials', 'team', 'news', 'events']);
const isData = (b: Block): b is DataBlock => DATA_TYPES.has(b.type);

/** `<h2>Name</h2><p><em>Role</em></p>…`: a person's message, shown as a card with their initials. */
const MESSAGE = /^\s*<h2>([^<]+)<\/h2>\s*<p><em>[^<]+<\/em><\/p>/;

/** A band of the page: text blocks under one heading, or one data block. */
type Band = { data: DataBlock } | { blocks: Block[] };

/** A text block that opens a new band: rich text that starts with a heading, unless it is a person's message (they sit together), or a block with its own heading. */
const opensBand = (b: Block) =>
  (b.type === 'richText' && /^\s*<h[12][\s>]/i.test(b.html) && !MESSAGE.test(b.html)) || ((b.type === 'logos' || b.type === 'brochures') && !!b.title);

/**
 * The page cut into bands, as the static pages were: a rich-text block that starts with a heading, and
 * every data block, begin a new one; the bands' backgrounds alternate.
 */
function bandsOf(blocks: Block[]): Band[] {
  const bands: Band[] = [];
  for (const block of blocks) {
    const last = bands.at(-1);
    if (isData(block)) bands.push({ data: block });
    else if (last && 'blocks' in last && !opensBand(block)) last.blocks.push(block);
    else bands.push({ blocks: [block] });
  }
  return bands;
}


/** The initials of a name, titles such as `Dr.` left out. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => w && !w.endsWith('.'))
    .slice(0, 2)
    .map((w) => Array.from(w)[0])
    .join('')
    .toUpperCase();
}

function RichTextBlock({ block, lang }: { block: Extract<Block, { type: 'richText' }>; lang: Lang }) {
  const html = pick(block.html, block.ne?.html, lang);
  const message = MESSAGE.exec(html);
  if (!message) return <BlockHtml html={html} className="block-html" />;
  return (
    <article className="content-message content-message-card">
      <div className="content-avatar" aria-hidden="true">
        {initials(message[1]!)}
      </div>
      <BlockHtml html={html} className="block-html" />
    </article>
  );
}

function CardsBlock({ block, lang, level }: { block: Extract<Block, { type: 'cards' }>; lang: Lang; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={`content-cards content-cards-${block.items.length === 4 ? 4 : 3}`}>
      {block.items.map((item, i) => {
        const title = pick(item.title, item.ne?.title, lang);
        return (
          <article key={i} className="content-card">
            {item.file && <ResponsiveImage path={item.file} alt="" width={320} height={174} className="block-card-image" />}
            <Heading className="content-card-title">{item.link ? <BlockLink to={item.link}>{title}</BlockLink> : title}</Heading>
            <p>{pick(item.text, item.ne?.text, lang)}</p>
          </article>
        );
      })}
    </div>
  );
}

/** A link of a block: a site path in the app (under `/ne` on a Nepali page), anything else as it is. */
function BlockLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const origin = usePageOrigin();
  if (to.startsWith('/')) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={onThisPort(to, origin)} className={className}>
      {children}
    </a>
  );
}

/**
 * A link to the installation's other site (the women's centre's host, from the runtime config) is served
 * on this page's port, as the footer's link is: the stored link names the host only.
 */
function onThisPort(href: string, origin: string): string {
  const { womenHost } = getRuntimeConfig();
  if (!womenHost) return href;
  try {
    const url = new URL(href);
    const { port } = new URL(origin);
    if (url.host !== womenHost || !port || !/^https?:$/.test(url.protocol)) return href;
    url.port = port;
    return url.href;
  } catch {
    return href;
  }
}

function ImageBlock({ block, lang }: { block: Extract<Block, { type: 'image' }>; lang: Lang }) {
  const caption = pick(block.caption ?? '', block.ne?.caption, lang);
  return (
    <figure className="block-figure">
      <ResponsiveImage path={block.file} alt={pick(block.alt, block.ne?.alt, lang)} variant="web" width={1280} height={696} sizes="(max-width: 1200px) 100vw, 1160px" />
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}

function GalleryBlock({ block }: { block: Extract<Block, { type: 'gallery' }> }) {
  const { t } = usePublicText();
  return (
    <ul className="pub-photo-grid">
      {block.files.map((file, i) => (
        <li key={file}>
          <ResponsiveImage path={file} alt={t('blocks.photo', { n: i + 1, total: block.files.length })} width={320} height={174} className="block-gallery-image" />
        </li>
      ))}
    </ul>
  );
}

function CtaBlock({ block, lang }: { block: Extract<Block, { type: 'cta' }>; lang: Lang }) {
  return (
    <p className="content-cta">
      <BlockLink to={block.link} className="pub-button pub-button-accent">
        {pick(block.text, block.ne?.text, lang)}
      </BlockLink>
    </p>
  );
}

function LogosBlock({ block, lang, level }: { block: LogosData; lang: Lang; level: 2 | 3 }) {
  const { t } = usePublicText();
  return (
    <>
      <BlockHeading block={block} lang={lang} level={level} />
      <LogoMarquee logos={logosOf(block, lang)} label={t('blocks.logos')} />
    </>
  );
}

function TextBlock({ block, lang, level }: { block: Block; lang: Lang; level: 2 | 3 }) {
  switch (block.type) {
    case 'richText':
      return <RichTextBlock block={block} lang={lang} />;
    case 'cards':
      return <CardsBlock block={block} lang={lang} level={level} />;
    case 'image':
      return <ImageBlock block={block} lang={lang} />;
    case 'gallery':
      return <GalleryBlock block={block} />;
    case 'tabs':
      return (
        <Suspense fallback={<LoadingView rows={4} />}>
          <TabsBlock block={block} lang={lang} />
        </Suspense>
      );
    case 'programmes':
      return (
        <Suspense fallback={<LoadingView rows={4} />}>
          <ProgrammesBlock block={block} lang={lang} />
        </Suspense>
      );
    case 'cta':
      return <CtaBlock block={block} lang={lang} />;
    case 'logos':
      return <LogosBlock block={block} lang={lang} level={level} />;
    case 'brochures':
      return (
        <>
          <BlockHeading block={block} lang={lang} level={level} />
          <BrochuresBlock block={block} lang={lang} />
        </>
      );
    default:
      return null;
  }
}

/** The site's section for a data block, or nothing where the site has none for its type. */
function slotOf(slots: BlockSlots, block: DataBlock, title: string | undefined, alt: boolean): ReactNode {
  switch (block.type) {
    case 'testimonials':
      return slots.testimonials?.({ block, title, alt }) ?? null;
    case 'team':
      return slots.team?.({ block, title, alt }) ?? null;
    case 'news':
      return slots.news?.({ block, title, alt }) ?? null;
    case 'events':
      return slots.events?.({ block, title, alt }) ?? null;
  }
}

/** True once an h2 has been shown above: cards below one are h3, cards before any are h2 (no level is skipped). */
const hasHeading = (b: Block) =>
  (b.type === 'richText' && /<h[12][\s>]/i.test(b.html)) || ((isData(b) || b.type === 'logos' || b.type === 'brochures') && !!b.title) || b.type === 'tabs';

/** Consecutive message cards sit side by side in one grid. */
function groupMessages(blocks: Block[], lang: Lang): Array<Block[]> {
  const groups: Array<Block[]> = [];
  for (const b of blocks) {
    const message = b.type === 'richText' && MESSAGE.test(pick(b.html, b.ne?.html, lang));
    const last = groups.at(-1);
    const lastIsMessages = last && last[0]!.type === 'richText' && MESSAGE.test(pick(last[0]!.html, last[0]!.ne?.html, lang));
    if (message && lastIsMessages) last.push(b);
    else groups.push([b]);
  }
  return groups;
}

/**
 * A content page's blocks (issue 31), each in the page's language (English where the Nepali is missing),
 * in bands as the static pages had them. Lists of other content (testimonials, team, news, events) are
 * the site's own sections, given as `slots`. `after` is the site's own part of the page, at the end of
 * its last band (the staff page's list of staff).
 */
export function PageBlocks({ blocks, slots = {}, after }: { blocks: Block[]; slots?: BlockSlots; after?: ReactNode }) {
  const lang = useLang();
  let headed = false;
  return (
    <div className="page-blocks">
      {bandsOf(blocks).map((band, i, bands) => {
        const alt = i % 2 === 1;
        const last = i === bands.length - 1;
        if ('data' in band) {
          const { data } = band;
          headed ||= hasHeading(data);
          const title = data.title ? pick(data.title, data.ne?.title, lang) : undefined;
          return <Fragment key={i}>{slotOf(slots, data, title, alt)}</Fragment>;
        }
        const section = (
          <>
            {groupMessages(band.blocks, lang).map((group, j) => {
              if (group.length > 1) {
                return (
                  <div key={j} className="content-messages">
                    {group.map((b, k) => (
                      <TextBlock key={k} block={b} lang={lang} level={3} />
                    ))}
                  </div>
                );
              }
              const block = group[0]!;
              const level = headed ? 3 : 2;
              headed ||= hasHeading(block);
              return <TextBlock key={j} block={block} lang={lang} level={level} />;
            })}
            {last && after}
          </>
        );
        return alt ? (
          <section key={i} className="pub-section pub-section-alt">
            <div className="pub-container">{section}</div>
          </section>
        ) : (
          <section key={i} className="pub-container pub-section">
            {section}
          </section>
        );
      })}
    </div>
  );
}
