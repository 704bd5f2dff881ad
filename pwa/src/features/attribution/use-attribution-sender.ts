import { useEffect } from 'react';
import { apiFetch, errorParts } from '../../lib/http';
import { useSession } from '../auth';
import { attributionSent, markAttributionSent, readAttributionText } from './attribution-store';

/** Sends the stored record once; true when done (stored, refused as invalid, or nothing to send). */
async function sendAttribution(): Promise<boolean> {
  const text = readAttributionText();
  if (!text || attributionSent()) return true;
  const { attributionSchema } = await import('@shared-schema');
  const parsed = attributionSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    markAttributionSent();
    return true;
  }
  try {
    await apiFetch({ path: '/api/attribution', method: 'POST', body: { attribution: parsed.data } });
    markAttributionSent();
    return true;
  } catch (error) {
    // An invalid record will not become valid; anything else (no token yet right after sign-up, offline,
    // a server error) is tried again.
    if (errorParts(error).status === 400) {
      markAttributionSent();
      return true;
    }
    return false;
  }
}

async function sendWithRetries(isCurrent: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 4 && isCurrent(); attempt++) {
    if (await sendAttribution().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 3_000 * (attempt + 1)));
  }
}

/**
 * Once signed in (right after sign-up, or later if the first attempt was offline), the browser's first-touch
 * attribution goes to the account; the server keeps it only for a new account without one.
 */
export function useAttributionSender(): void {
  const { status, user } = useSession();
  const uid = status === 'authenticated' ? (user?.uid ?? null) : null;
  useEffect(() => {
    if (!uid) return;
    let current = true;
    void sendWithRetries(() => current);
    return () => {
      current = false;
    };
  }, [uid]);
}
