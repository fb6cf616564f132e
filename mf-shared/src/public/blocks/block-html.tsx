import type { ReactNode } from 'react';
import { useLang, useRichHtml } from '@school/shared/kit';
import { pick } from './pick';

/** Rich text as React elements (never innerHTML), parsed once per text: the kit's one renderer (issue 32). */
export function useHtml(html: string): ReactNode[] {
  return useRichHtml(html);
}

/** A rich-text block's text (or none) in the page's language, as React elements. */
export function useRichText(block: { html: string; ne?: { html?: string } } | undefined): ReactNode[] {
  const lang = useLang();
  return useHtml(block ? pick(block.html, block.ne?.html, lang) : '');
}

/**
 * A page block's rich text, through the one renderer of rich text (`RichText` in the kit): the API
 * sanitises it on write, and the renderer still makes only allow-listed elements again through React.
 */
export function BlockHtml({ html, className }: { html: string; className?: string }) {
  const content = useHtml(html);
  if (!content.length) return null;
  return <div className={className}>{content}</div>;
}
