/**
 * The balance the app last received, per device, so a signed-in user who opens the app offline sees it
 * (marked as the last known one) instead of 0. One entry, tagged with the user it belongs to.
 */
const KEY = 'clausecraft.last-known-credits';

export function readLastKnownCredits(uid: string): number | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    if (!('uid' in parsed) || parsed.uid !== uid || !('credits' in parsed)) return null;
    const credits = parsed.credits;
    return typeof credits === 'number' && Number.isInteger(credits) && credits >= 0 ? credits : null;
  } catch {
    return null;
  }
}

export function writeLastKnownCredits(uid: string, credits: number): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ uid, credits }));
  } catch {
    // Storage full or blocked: the offline view shows no balance, nothing else breaks.
  }
}
