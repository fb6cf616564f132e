import './rich-text.css';
import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isOwnUpload, looksLikeHtml, YOUTUBE_BLOCK_ID } from '../../contract/rich-text.ts';
import { YouTubePlayer } from '../youtube-player';
import { useMessages } from '../i18n';
import { KIT_MESSAGES } from '../messages';

/** Tags kept as they are (with no attributes but those named below). */
const ALLOWED = new Set([
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'h5', 'h6',
  'blockquote', 'code', 'pre', 'hr', 'span', 'div', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
  'figure', 'figcaption',
]);
const HEADING = /^h([1-6])$/;
/** Dropped with everything inside them. */
const DROPPED = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'form', 'input', 'button', 'textarea', 'select', 'video', 'audio', 'link', 'meta', 'base', 'colgroup', 'col']);
const EXTERNAL_HREF = /^(https?:|mailto:|tel:)/i;
/** a path on the site (`/contact`), followed in the app (under `/ne` on a Nepali page) */
const SITE_PATH = /^\/(?!\/)/;
const SPAN = /^[1-9][0-9]?$/;
const SIZE = /^[0-9]{1,4}$/;

/** Node.TEXT_NODE and Node.ELEMENT_NODE, by value: the server render has no `Node`. */
const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

/** What a parsed node offers: the browser's DOM, or the server bundle's stand-in (`ServerDOMParser`). */
interface ParsedNode {
  readonly nodeType: number;
  readonly textContent: string | null;
  readonly tagName?: string;
  readonly childNodes: ArrayLike<ParsedNode>;
  getAttribute?(name: string): string | null;
}

export interface RichTextOptions {
  /**
   * The highest heading the text may hold, under the page's own: 2 on a page whose banner holds the h1
   * (news, pages), 3 where the page has h2 sections (a career, an event under its h2 title), 4 under an
   * h3 title. Higher ones are lowered to it.
   */
  headingFloor?: 2 | 3 | 4;
}

/** The YouTube block (issue 32): the one click-to-load player, named by the block's title. */
function YouTubeBlock({ id, title }: { id: string; title: string }) {
  const { t } = useMessages(KIT_MESSAGES);
  const name = title || t('richText.video');
  return (
    <figure className="rich-video" data-youtube={id}>
      <YouTubePlayer id={id} title={name} action={t('richText.play')} actionName={t('richText.playTitle', { title: name })} />
    </figure>
  );
}

function attr(node: ParsedNode, name: string): string {
  return node.getAttribute?.(name)?.trim() ?? '';
}

function toReactWith(floor: number) {
  const toReact = (node: ParsedNode, key: number): ReactNode => {
    if (node.nodeType === TEXT_NODE) return node.textContent;
    if (node.nodeType !== ELEMENT_NODE) return null;
    const tag = (node.tagName ?? '').toLowerCase();
    if (DROPPED.has(tag)) return null;
    if (tag === 'img') {
      const src = attr(node, 'src');
      if (!isOwnUpload(src)) return null;
      const size = Object.fromEntries(['width', 'height'].filter((a) => SIZE.test(attr(node, a))).map((a) => [a, Number(attr(node, a))]));
      return createElement('img', { key, src, alt: attr(node, 'alt'), loading: 'lazy', decoding: 'async', className: 'rich-image', ...size });
    }
    if (tag === 'figure' && YOUTUBE_BLOCK_ID.test(attr(node, 'data-youtube'))) {
      return createElement(YouTubeBlock, { key, id: attr(node, 'data-youtube'), title: (node.textContent ?? '').trim() });
    }
    const children = Array.from(node.childNodes, toReact);
    if (tag === 'a') {
      const href = attr(node, 'href');
      if (SITE_PATH.test(href)) return createElement(Link, { key, to: href }, ...children);
      if (!EXTERNAL_HREF.test(href)) return createElement(Fragment, { key }, ...children);
      const web = /^https?:/i.test(href);
      return createElement('a', { key, href, ...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {}) }, ...children);
    }
    // a wide table scrolls inside its own box, so a phone's page is never wider than the screen
    if (tag === 'table') {
      return createElement('div', { key, className: 'rich-table', tabIndex: 0 }, createElement('table', null, ...children));
    }
    if (tag === 'th' || tag === 'td') {
      const spans = { colSpan: SPAN.test(attr(node, 'colspan')) ? Number(attr(node, 'colspan')) : undefined, rowSpan: SPAN.test(attr(node, 'rowspan')) ? Number(attr(node, 'rowspan')) : undefined };
      return createElement(tag, { key, ...spans }, ...children);
    }
    const level = HEADING.exec(tag);
    const name = level && Number(level[1]) < floor ? `h${floor}` : tag;
    if (!ALLOWED.has(name)) return createElement(Fragment, { key }, ...children);
    if (name === 'br' || name === 'hr') return createElement(name, { key });
    return createElement(name, { key }, ...children);
  };
  return toReact;
}

/** A plain text from before the editor: its paragraphs, its single line breaks kept. */
function plainParagraphs(text: string): ReactNode[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .filter((p) => p.trim())
    .map((p, i) => (
      <p key={i}>
        {p.split(/\r?\n/).flatMap((line, j) => (j === 0 ? [line] : [<br key={j} />, line]))}
      </p>
    ));
}

/** Rich text as React elements (never innerHTML), parsed once per text; a plain text as its paragraphs. */
export function useRichHtml(text: string, { headingFloor = 2 }: RichTextOptions = {}): ReactNode[] {
  return useMemo(() => {
    if (!text.trim()) return [];
    if (!looksLikeHtml(text)) return plainParagraphs(text);
    const doc = new DOMParser().parseFromString(text, 'text/html');
    return Array.from(doc.body.childNodes, toReactWith(headingFloor));
  }, [text, headingFloor]);
}

/**
 * The one public renderer of rich text (issue 32): the bodies of news, events and careers, and pages'
 * text blocks, and the console's preview of them. The API sanitises the HTML on write; here it is still
 * never given to innerHTML: DOMParser builds an inert document (no script runs, no resource loads), and
 * only allow-listed elements are made again through React, with no attributes but a link's target (a
 * site path, http(s), mailto or tel), a cell's spans, an image of the site's own uploads and a YouTube
 * block's video id. Whatever slipped through the server renders as plain text or not at all. A body
 * written before the editor (plain text) is shown as it was: paragraphs, line breaks kept.
 */
export function RichText({ html, className, headingFloor }: { html: string | null | undefined; className?: string } & RichTextOptions) {
  const content = useRichHtml(html ?? '', { headingFloor });
  if (!content.length) return null;
  return <div className={['rich-text', className].filter(Boolean).join(' ')}>{content}</div>;
}
