import { createElement, Fragment, useMemo, type ReactNode } from 'react';

/** Tags kept as they are. Every attribute is dropped except a safe link target. */
const ALLOWED = new Set([
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h3', 'h4', 'h5', 'h6',
  'blockquote', 'code', 'pre', 'hr', 'span', 'div', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
]);
/** Headings of the stored text sit under the page's own h1/h2. */
const RENAMED: Record<string, string> = { h1: 'h3', h2: 'h3' };
/** Dropped with everything inside them. */
const DROPPED = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'form', 'input', 'button', 'textarea', 'select', 'img', 'video', 'audio', 'link', 'meta', 'base']);
const SAFE_HREF = /^(https?:|mailto:|tel:)/i;

/** Node.TEXT_NODE and Node.ELEMENT_NODE, by value: the server render (issue 12) has no `Node`. */
const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === TEXT_NODE) return node.textContent;
  if (node.nodeType !== ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = Array.from(el.childNodes, toReact);
  if (tag === 'a') {
    const href = el.getAttribute('href')?.trim() ?? '';
    if (!SAFE_HREF.test(href)) return createElement(Fragment, { key }, ...children);
    return createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer nofollow' }, ...children);
  }
  const name = RENAMED[tag] ?? tag;
  if (!ALLOWED.has(name)) return createElement(Fragment, { key }, ...children);
  if (name === 'br' || name === 'hr') return createElement(name, { key });
  return createElement(name, { key }, ...children);
}

/**
 * Career rich text. The API sanitises it on write; here it is still never
 * given to innerHTML. DOMParser builds an inert document (no script runs, no
 * resource loads), and only allow-listed elements are re-created through React,
 * with no attributes except http(s)/mailto/tel links. Whatever slipped through
 * the server therefore renders as plain text or not at all.
 */
export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  const content = useMemo(() => {
    if (!html) return null;
    const doc = new DOMParser().parseFromString(html, 'text/html');
    return Array.from(doc.body.childNodes, toReact);
  }, [html]);
  if (!content) return null;
  return <div className={className}>{content}</div>;
}
