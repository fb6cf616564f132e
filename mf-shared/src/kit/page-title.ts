import { useEffect } from 'react';
import { defaultDescription, documentTitle } from '../contract/site.ts';
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
}

/** Per-page title, description and Open Graph tags. */
export function usePageMeta({ title, description, image, type = 'website', siteName = SITE_NAME }: PageMeta) {
  useEffect(() => {
    document.title = documentTitle(title, siteName);
    const desc = description || defaultDescription(siteName);
    setMeta('name', 'description', desc);
    setMeta('property', 'og:title', title ?? siteName);
    setMeta('property', 'og:description', desc);
    setMeta('property', 'og:type', type);
    if (image) setMeta('property', 'og:image', new URL(image, window.location.origin).href);
  }, [title, description, image, type, siteName]);
}
