import { useEffect } from 'react';
import { defaultDescription, documentTitle, pageHeadIn, type PageHead } from '../contract/site.ts';
import { useLang } from './lang';
import { SCHOOL } from './site';

export const SITE_NAME = SCHOOL.name;
export const SITE_TAGLINE = SCHOOL.motto;
export const SITE_KEYWORDS =
  'Hope Academy, higher secondary school, college, women centre, clinic, Nepal, admission, scholarship';

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
  siteName?: string;
  /** the page's title and description on the Nepali site (the contract's page table has them) */
  ne?: PageHead;
}

/**
 * Per-page title, description and Open Graph tags, in the page's language (the Nepali ones where the
 * page has them). Returns the title and description it set, for the page's own heading.
 */
export function usePageMeta(meta: PageMeta): PageHead {
  const { image, type = 'website', siteName = SITE_NAME } = meta;
  const lang = useLang();
  const { title, description } = pageHeadIn(meta, lang);
  useEffect(() => {
    document.title = documentTitle(title, siteName, lang);
    const desc = description || defaultDescription(siteName, lang);
    setMeta('name', 'description', desc);
    setMeta('property', 'og:title', title ?? siteName);
    setMeta('property', 'og:description', desc);
    setMeta('property', 'og:type', type);
    if (image) setMeta('property', 'og:image', new URL(image, window.location.origin).href);
  }, [title, description, image, type, siteName, lang]);
  return { title, description };
}
