import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLang } from '@school/shared/kit';
import { pick } from './pick';

/** Tags a page's rich text keeps. Every attribute is dropped except a safe link target. */
const ALLOWED = new Set([
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'h5', 'h6',
  'blockquote', 'code', 'pre', 'hr', 'span', 'div', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
]);
/** The page's banner holds its one h1. */
const RENAMED: Record<string, string> = { h1: 'h2' };
/** Dropped with everything inside them. */
const DROPPED = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'form', 'input', 'button', 'textarea', 'select', 'img', 'video', 'audio', 'link', 'meta', 'base']);
const EXTERNAL_HREF = /^(https?:|mailto:|tel:)/i;
/** a path on the site (`/contact`), followed in the app (under `/ne` on a Nepali page) */
const SITE_PATH = /^\/(?!\/)/;

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

function toReact(node: ParsedNode, key: number): ReactNode {
  if (node.nodeType === TEXT_NODE) return node.textContent;
  if (node.nodeType !== ELEMENT_NODE) return null;
  const tag = (node.tagName ?? '').toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = Array.from(node.childNodes, toReact);
  if (tag === 'a') {
    const href = node.getAttribute?.('href')?.trim() ?? '';
    if (SITE_PATH.test(href)) return createElement(Link, { key, to: href }, ...children);
    if (!EXTERNAL_HREF.test(href)) return createElement(Fragment, { key }, ...children);
    const web = /^https?:/i.test(href);
    return createElement('a', { key, href, ...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {}) }, ...children);
  }
  const name = RENAMED[tag] ?? tag;
  if (!ALLOWED.has(name)) return createElement(Fragment, { key }, ...children);
  if (name === 'br' || name === 'hr') return createElement(name, { key });
  return createElement(name, { key }, ...children);
}

/** Rich text as React elements (never innerHTML), parsed once per text. */
export function useHtml(html: string): ReactNode[] {
  return useMemo(() => {
    if (!html) return [];
    const doc = new DOMParser().parseFromString(html, 'text/html');
    return Array.from(doc.body.childNodes, toReact);
  }, [html]);
}

/** A rich-text block's text (or none) in the page's language, as React elements. */
export function useRichText(block: { html: string; ne?: { html?: string } } | undefined): ReactNode[] {
  const lang = useLang();
  return useHtml(block ? pick(block.html, block.ne?.html, lang) : '');
}

/**
 * A page block's rich text. The API sanitises it on write; here it is still never given to innerHTML:
 * DOMParser builds an inert document (no script runs, no resource loads), and only allow-listed elements
 * are made again through React, with no attributes but a link's target (a site path, http(s), mailto or
 * tel). Whatever slipped through the server renders as plain text or not at all.
 */
export function BlockHtml({ html, className }: { html: string; className?: string }) {
  const content = useHtml(html);
  if (!content.length) return null;
  return <div className={className}>{content}</div>;
}
