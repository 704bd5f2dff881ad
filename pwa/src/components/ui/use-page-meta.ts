import { useEffect } from 'react';
import { usePageSeo } from './page-seo';

export const SITE_NAME = 'Clausecraft';
export const DEFAULT_TITLE = 'Clausecraft — Contracts in minutes';
export const DEFAULT_DESCRIPTION =
  'Build a sound contract by chatting with an assistant, or review one you were sent. Works offline.';

export interface PageMeta {
  /** Page title without the site name; omitted for the default title. */
  title?: string;
  description?: string;
  /** Path for the canonical and og:url tags; defaults to the current path. */
  path?: string;
  image?: string;
  noindex?: boolean;
}

function upsertMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

function upsertCanonical(href: string): void {
  let element = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!element) {
    element = document.createElement('link');
    element.rel = 'canonical';
    document.head.appendChild(element);
  }
  element.href = href;
}

export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : DEFAULT_TITLE;
}

/**
 * Title, description, canonical, Open Graph and Twitter tags for one page; noindex for private screens. The page's
 * active SEO entry (set by an admin) wins over what the screen passes, field by field where it has a value.
 */
export function usePageMeta({
  title,
  description = DEFAULT_DESCRIPTION,
  path,
  image = '/icons/icon-512.png',
  noindex = false,
}: PageMeta): void {
  const seo = usePageSeo(path ?? window.location.pathname);
  useEffect(() => {
    const url = new URL(path ?? window.location.pathname, window.location.origin).href;
    const fullTitle = seo?.title || pageTitle(title);
    const text = seo?.description || description;
    const ogTitle = seo?.ogTitle || fullTitle;
    const ogDescription = seo?.ogDescription || text;
    const canonical = seo?.canonicalUrl || url;
    document.title = fullTitle;
    upsertMeta('name', 'description', text);
    if (seo?.keywords) upsertMeta('name', 'keywords', seo.keywords);
    else document.head.querySelector('meta[name="keywords"]')?.remove();
    upsertMeta('name', 'robots', noindex ? 'noindex, nofollow' : 'index, follow');
    upsertCanonical(canonical);
    upsertMeta('property', 'og:type', 'website');
    upsertMeta('property', 'og:site_name', SITE_NAME);
    upsertMeta('property', 'og:title', ogTitle);
    upsertMeta('property', 'og:description', ogDescription);
    upsertMeta('property', 'og:url', canonical);
    upsertMeta('property', 'og:image', new URL(seo?.ogImage || image, window.location.origin).href);
    upsertMeta('name', 'twitter:card', 'summary');
    upsertMeta('name', 'twitter:title', ogTitle);
    upsertMeta('name', 'twitter:description', ogDescription);
  }, [title, description, path, image, noindex, seo]);
}
