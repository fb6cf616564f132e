import { useEffect } from 'react';
import { defaultDescription, documentTitle, pageHeadWith, type PageHead } from '../contract/site.ts';
import { useLang } from './lang';
import { useSiteFacts } from './site';

function setMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.setAttribute('content', content);
}

export interface PageMeta {
  title?: string;
  description?: string;
  image?: string;
  type?: 'website' | 'article';
  /** the page's title and description on the Nepali site (the contract's page table has them) */
  ne?: PageHead;
}

/**
 * Per-page title, description and Open Graph tags, in the page's language (the Nepali ones where the
 * page has them), named after the app's site from its settings. Returns the title and description it
 * set, for the page's own heading.
 */
export function usePageMeta(meta: PageMeta): PageHead {
  const { image, type = 'website' } = meta;
  const lang = useLang();
  const facts = useSiteFacts();
  const { title, description } = pageHeadWith(meta, facts, lang);
  useEffect(() => {
    // before the settings arrive there is no name to show: the head the server wrote stays
    if (!facts.name) return;
    document.title = documentTitle(title, facts);
    const desc = description || defaultDescription(facts);
    setMeta('name', 'description', desc);
    setMeta('property', 'og:title', title ?? facts.name);
    setMeta('property', 'og:description', desc);
    setMeta('property', 'og:type', type);
    if (image) setMeta('property', 'og:image', new URL(image, window.location.origin).href);
  }, [title, description, image, type, facts, lang]);
  return { title, description };
}
