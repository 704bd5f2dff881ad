import { useEffect, useState } from 'react';
import { PAGE_SEO_ELEMENT_ID } from '../../lib/shared-constants';
import { pageSeoAnswerWire, pageSeoWire, type PageSeoWire } from '../../lib/wire-schemas';

/**
 * A page's active SEO entry (admin > Content > SEO). The server writes it into the page's HTML; the app must not
 * put its own title and description back once it starts, and sets the entry's tags after a navigation too.
 * null: the page has no active entry.
 */
export type PageSeo = PageSeoWire;

const known = new Map<string, PageSeo | null>();
const asked = new Map<string, Promise<PageSeo | null>>();

/** The same page key the server uses: no trailing slash, '/' for the root. */
export function seoPageKey(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The entry the server wrote into the HTML this app started from, if it is for this page. */
function servedEntry(key: string): PageSeo | undefined {
  const block = document.getElementById(PAGE_SEO_ELEMENT_ID);
  if (!block?.textContent) return undefined;
  try {
    const parsed = pageSeoWire.safeParse(JSON.parse(block.textContent));
    // A shell from the service worker's cache carries no entry, or one of another page: only a match counts.
    return parsed.success && parsed.data.page === key ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

async function fetchEntry(key: string): Promise<PageSeo | null> {
  if (!navigator.onLine) return null;
  try {
    const res = await fetch(`/api/seo-content?page=${encodeURIComponent(key)}`);
    if (!res.ok) return null;
    const parsed = pageSeoAnswerWire.safeParse(await res.json());
    if (!parsed.success) return null;
    known.set(key, parsed.data.seo);
    return parsed.data.seo;
  } catch {
    return null;
  }
}

/** One question per page at a time; a failed one (offline) is asked again on the next visit. */
function askFor(key: string): Promise<PageSeo | null> {
  let answer = asked.get(key);
  if (!answer) {
    answer = fetchEntry(key).finally(() => asked.delete(key));
    asked.set(key, answer);
  }
  return answer;
}

function knownEntry(key: string): PageSeo | null | undefined {
  if (!known.has(key)) {
    const served = servedEntry(key);
    if (served) known.set(key, served);
  }
  return known.get(key);
}

/** The page's active SEO entry; undefined while it is being asked for. */
export function usePageSeo(pathname: string): PageSeo | null | undefined {
  const key = seoPageKey(pathname);
  const [entry, setEntry] = useState<{ key: string; seo: PageSeo | null | undefined }>(() => ({
    key,
    seo: knownEntry(key),
  }));
  useEffect(() => {
    const now = knownEntry(key);
    if (now !== undefined) {
      setEntry({ key, seo: now });
      return;
    }
    let current = true;
    void askFor(key).then((seo) => {
      if (current) setEntry({ key, seo });
    });
    return () => {
      current = false;
    };
  }, [key]);
  return entry.key === key ? entry.seo : knownEntry(key);
}
