import { createElement, Fragment, useMemo, type ReactNode } from 'react';

/*
 * A page's rich text in the preview, before the API has sanitised it (the clerk is still typing): never
 * given to innerHTML. DOMParser builds an inert document, and only a short list of text elements is made
 * again through React, with no attributes but a web or mail link's target. Anything else shows as its text.
 */
const KEPT = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'hr', 'span', 'div', 'table', 'thead', 'tbody', 'tr', 'th', 'td']);
const SKIPPED = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'form', 'input', 'button', 'textarea', 'select', 'img', 'video', 'audio', 'link', 'meta', 'base']);
const LINK = /^(https?:|mailto:|\/)/i;

function rebuild(node: Node, key: number): ReactNode {
  if (node.nodeType === 3) return node.textContent;
  if (!(node instanceof Element)) return null;
  const el = node;
  const tag = el.tagName.toLowerCase();
  if (SKIPPED.has(tag)) return null;
  const children = Array.from(el.childNodes, rebuild);
  if (tag === 'a') {
    const href = el.getAttribute('href')?.trim() ?? '';
    return LINK.test(href) ? createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer' }, ...children) : createElement(Fragment, { key }, ...children);
  }
  const name = tag === 'h1' || tag === 'h2' ? 'h3' : tag;
  if (!KEPT.has(name)) return createElement(Fragment, { key }, ...children);
  if (name === 'br' || name === 'hr') return createElement(name, { key });
  return createElement(name, { key }, ...children);
}

export function SafeHtml({ html }: { html: string | undefined }) {
  const content = useMemo(() => (html ? Array.from(new DOMParser().parseFromString(html, 'text/html').body.childNodes, rebuild) : null), [html]);
  return content ? <div>{content}</div> : null;
}
