/**
 * Where a purchase started from 'Credits Required' (or another "buy to continue" link) should bring the user
 * back to, and which action to offer there. Kept in sessionStorage: it survives the trip through the hosted
 * checkout (the same tab leaves and comes back) and ends with the tab. `ready` is set once the payment
 * succeeded; the page at `path` then offers the action once.
 */
export type PurchaseReturn = { path: string; action: string; ready: boolean };

const KEY = 'clausecraft.purchase-return';
/** A purchase abandoned for longer than this no longer brings the user anywhere. */
const MAX_AGE_MS = 60 * 60_000;

export function rememberPurchaseReturn(path: string, action: string): void {
  write({ path, action, ready: false, at: Date.now() });
}

export function readPurchaseReturn(): PurchaseReturn | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    if (!('path' in parsed && 'action' in parsed && 'ready' in parsed && 'at' in parsed)) return null;
    const { path, action, ready, at } = parsed;
    // Only a path of this app: never another origin ("//host").
    if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return null;
    if (typeof action !== 'string' || typeof ready !== 'boolean' || typeof at !== 'number') return null;
    if (Date.now() - at > MAX_AGE_MS) return null;
    return { path, action, ready };
  } catch {
    return null;
  }
}

/** The payment went through: the way back is open (the page at `path` offers the action). */
export function markPurchaseReturnReady(): void {
  const found = readPurchaseReturn();
  if (found) write({ ...found, ready: true, at: Date.now() });
}

export function clearPurchaseReturn(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Storage blocked: nothing was remembered either.
  }
}

function write(value: PurchaseReturn & { at: number }): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Storage blocked: the purchase still works, it just ends on Buy Credits.
  }
}
