import { useEffect } from 'react';
import { apiFetch, errorParts } from '../../lib/http';
import { useSession } from '../../lib/session/use-session';
import { attributionSent, markAttributionSent, readAttributionText } from './attribution-store';

async function sendAttribution(): Promise<void> {
  const text = readAttributionText();
  if (!text || attributionSent()) return;
  const { attributionSchema } = await import('@shared-schema');
  const parsed = attributionSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    markAttributionSent();
    return;
  }
  try {
    await apiFetch({ path: '/api/attribution', method: 'POST', body: { attribution: parsed.data } });
    markAttributionSent();
  } catch (error) {
    // A refusal will not change on a retry; a network failure is tried again on the next sign-in or start.
    const { status } = errorParts(error);
    if (status >= 400 && status < 500) markAttributionSent();
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
    if (uid) void sendAttribution().catch(() => undefined);
  }, [uid]);
}
