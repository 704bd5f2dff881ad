const STORAGE_KEY = 'clausecraft.post-auth-redirect';

/** Only same-origin paths, never back to /auth (spec 000 section 2). */
function isSafeTarget(target: string | null): target is string {
  return !!target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/auth');
}

export function storePostAuthRedirect(path: string): void {
  if (isSafeTarget(path)) sessionStorage.setItem(STORAGE_KEY, path);
}

export function readPostAuthRedirect(): string | null {
  return sessionStorage.getItem(STORAGE_KEY);
}

export function clearPostAuthRedirect(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}

/** Where to go after sign-in: the redirect query, else the stored address, else /. */
export function postAuthTarget(redirectQuery: string | null, stored: string | null): string {
  if (isSafeTarget(redirectQuery)) return redirectQuery;
  if (isSafeTarget(stored)) return stored;
  return '/';
}
