import { useEffect } from 'react';

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

/** Title, description, canonical, Open Graph and Twitter tags for one page; noindex for private screens. */
export function usePageMeta({
  title,
  description = DEFAULT_DESCRIPTION,
  path,
  image = '/icons/icon-512.png',
  noindex = false,
}: PageMeta): void {
  useEffect(() => {
    const fullTitle = pageTitle(title);
    const url = new URL(path ?? window.location.pathname, window.location.origin).href;
    document.title = fullTitle;
    upsertMeta('name', 'description', description);
    upsertMeta('name', 'robots', noindex ? 'noindex, nofollow' : 'index, follow');
    upsertCanonical(url);
    upsertMeta('property', 'og:type', 'website');
    upsertMeta('property', 'og:site_name', SITE_NAME);
    upsertMeta('property', 'og:title', fullTitle);
    upsertMeta('property', 'og:description', description);
    upsertMeta('property', 'og:url', url);
    upsertMeta('property', 'og:image', new URL(image, window.location.origin).href);
    upsertMeta('name', 'twitter:card', 'summary');
    upsertMeta('name', 'twitter:title', fullTitle);
    upsertMeta('name', 'twitter:description', description);
  }, [title, description, path, image, noindex]);
}
