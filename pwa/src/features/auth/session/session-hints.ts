import { HOME_HINT_COOKIE, SESSION_HINT_COOKIE } from '../../../lib/shared-constants';

const ONE_YEAR_S = 365 * 86_400;

function hasCookie(name: string): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((pair) => pair.trim().startsWith(`${name}=`));
}

/**
 * The server sets this readable, secret-free cookie beside the httpOnly refresh cookie and clears it with it,
 * so without it there is no session to refresh and the refresh call (a 401 for every anonymous visitor) is skipped.
 */
export function hasSessionHint(): boolean {
  return hasCookie(SESSION_HINT_COOKIE);
}

/**
 * Tells the server that / shows Home in this browser (a guest session or a signed-in user), so it answers / with the
 * app shell instead of the prerendered landing, which would otherwise flash before Home. Holds no secret.
 */
export function writeHomeHint(showsHome: boolean): void {
  if (typeof document === 'undefined' || showsHome === hasCookie(HOME_HINT_COOKIE)) return;
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${HOME_HINT_COOKIE}=${showsHome ? '1' : ''}; path=/; max-age=${showsHome ? ONE_YEAR_S : 0}; samesite=lax${secure}`;
}
