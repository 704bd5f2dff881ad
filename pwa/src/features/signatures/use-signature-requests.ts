import { useCallback, useEffect, useState } from 'react';
import { envelopeSchema, type Envelope } from '@shared-schema';
import { z } from 'zod';
import { useOnlineStatus } from '../../lib/use-online-status';
import { listSignatureRequests } from './signatures-api';

// Decision 0242: the signature state is fetched online and cached on the device (not a synced field), so
// the sender's other devices see it whenever they are online, and the last state offline.
const CACHE_KEY = 'clausecraft.signature-requests';
const cached = z.array(envelopeSchema);

function readCache(): Envelope[] {
  try {
    return cached.parse(JSON.parse(localStorage.getItem(CACHE_KEY) ?? '[]'));
  } catch {
    return [];
  }
}

/** The signed-in user's signature requests, newest first; `latestFor` picks a contract's current one. */
export function useSignatureRequests(): {
  requests: Envelope[];
  refresh: () => Promise<void>;
  latestFor: (contractId: string) => Envelope | undefined;
} {
  const online = useOnlineStatus();
  const [requests, setRequests] = useState<Envelope[]>(readCache);
  const refresh = useCallback(async () => {
    const fresh = await listSignatureRequests();
    localStorage.setItem(CACHE_KEY, JSON.stringify(fresh));
    setRequests(fresh);
  }, []);
  useEffect(() => {
    if (online) void refresh().catch(() => undefined);
  }, [online, refresh]);
  const latestFor = useCallback(
    (contractId: string) => requests.find((r) => r.contractId === contractId),
    [requests],
  );
  return { requests, refresh, latestFor };
}
