import './site-editor.css';
import { apiUrl } from '@school/shared/session';
import type { Block } from '@school/shared/contract';
import { BLOCK_LABELS } from './block-fields';
import { SafeHtml } from './safe-html';

type Lang = 'en' | 'ne';

/** A block or item text in a language: the Nepali twin where it is set, else the English (as the public sites show it). */
const pick = (en: string | undefined, ne: string | undefined, lang: Lang) => (lang === 'ne' && ne?.trim() ? ne : (en ?? ''));

/** What the form holds while the clerk types: any field may still be missing. */
type Draft<T> = { [K in keyof T]?: T[K] extends object ? Draft<T[K]> : T[K] };

function Img({ file, alt }: { file: string | undefined; alt: string }) {
  return file ? <img src={apiUrl(file)} alt={alt} loading="lazy" /> : null;
}

function Listed({ block, lang }: { block: Draft<Extract<Block, { type: 'testimonials' | 'team' | 'news' | 'events' }>>; lang: Lang }) {
  const title = pick(block.title, block.ne?.title, lang);
  const what = block.type === 'testimonials' ? `${BLOCK_LABELS.testimonials} (${block.kind ?? ''})` : BLOCK_LABELS[block.type ?? 'team'];
  const count = 'limit' in block && block.limit ? `: ${block.limit}` : '';
  return (
    <section>
      {title && <h3>{title}</h3>}
      <p className="page-preview-note">{`${what}${count}, from the site's own list`}</p>
    </section>
  );
}

function PreviewBlock({ block, lang }: { block: Draft<Block>; lang: Lang }) {
  switch (block.type) {
    case 'richText':
      return <SafeHtml html={pick(block.html, block.ne?.html, lang)} />;
    case 'image':
      return (
        <figure>
          <Img file={block.file} alt={pick(block.alt, block.ne?.alt, lang)} />
          {block.caption && <figcaption>{pick(block.caption, block.ne?.caption, lang)}</figcaption>}
        </figure>
      );
    case 'gallery':
      return (
        <div className="page-preview-grid">
          {(block.files ?? []).map((f) => (
            <Img key={f} file={f} alt="" />
          ))}
        </div>
      );
    case 'cards':
      return (
        <div className="page-preview-grid">
          {(block.items ?? []).map((c, i) => (
            <div key={i} className="page-preview-card">
              <Img file={c?.file} alt="" />
              <h3>{pick(c?.title, c?.ne?.title, lang)}</h3>
              <p>{pick(c?.text, c?.ne?.text, lang)}</p>
            </div>
          ))}
        </div>
      );
    case 'tabs':
      return (
        <div>
          {(block.items ?? []).map((t, i) => (
            <section key={i}>
              <h3>{pick(t?.title, t?.ne?.title, lang)}</h3>
              <SafeHtml html={pick(t?.html, t?.ne?.html, lang)} />
            </section>
          ))}
        </div>
      );
    case 'programmes':
      return (
        <div className="page-preview-grid">
          {(block.items ?? []).map((p, i) => {
            const subjects = lang === 'ne' && p?.ne?.subjects?.length ? p.ne.subjects : (p?.subjects ?? []);
            return (
              <div key={i} className="page-preview-card">
                <h3>{pick(p?.name, p?.ne?.name, lang)}</h3>
                {p?.summary && <p>{pick(p.summary, p.ne?.summary, lang)}</p>}
                <ul>
                  {subjects.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      );
    case 'testimonials':
    case 'team':
    case 'news':
    case 'events':
      return <Listed block={block} lang={lang} />;
    case 'cta':
      return (
        <p>
          <a className="page-preview-cta" href={block.link ?? '#'} onClick={(e) => e.preventDefault()}>
            {pick(block.text, block.ne?.text, lang)}
          </a>
        </p>
      );
    case 'brochures':
      return (
        <section>
          {block.title && <h3>{pick(block.title, block.ne?.title, lang)}</h3>}
          <ul>
            {(block.items ?? []).map((d, i) => (
              <li key={i}>
                <a href={d?.file ? apiUrl(d.file) : '#'} target="_blank" rel="noopener noreferrer">
                  {pick(d?.title, d?.ne?.title, lang)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      );
    case 'logos':
      return (
        <section>
          {block.title && <h3>{pick(block.title, block.ne?.title, lang)}</h3>}
          <div className="page-preview-grid">
            {(block.items ?? []).map((l, i) => (
              <Img key={i} file={l?.file} alt={pick(l?.name, l?.ne?.name, lang)} />
            ))}
          </div>
        </section>
      );
    default:
      return null;
  }
}

/**
 * The page as a visitor sees it, in one language, redrawn as the clerk types. The public sites' block
 * renderer is theirs (the console may not import it): this draws the same content plainly, and shows
 * the blocks that list the site's news, events, team or testimonials as a note of what will appear.
 */
export function PagePreview({ title, blocks, lang }: { title: string; blocks: Draft<Block>[]; lang: Lang }) {
  return (
    <article className="page-preview" lang={lang} data-testid="page-preview">
      <h2>{title}</h2>
      {blocks.map((b, i) => (b ? <PreviewBlock key={i} block={b} lang={lang} /> : null))}
    </article>
  );
}
