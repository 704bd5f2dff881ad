import { useEffect, useState } from 'react';
import type { LocalContract } from '../../db/user-db/user-db-types';
import { useLocalContract } from '../../db/use-user-db';
import { fetchContract } from './builder-api';

export type ContractLookup =
  { state: 'loading' } | { state: 'missing' } | { state: 'found'; contract: LocalContract };

/**
 * The contract from the local database. When it is not there (yet), the server decides: a contract
 * that exists there (just transferred, sync still pulling) is waited for; an unknown one is 'missing'.
 */
export function useContractLookup(id: string): ContractLookup {
  const local = useLocalContract(id);
  const [remote, setRemote] = useState<{ id: string; exists: boolean } | null>(null);
  const absent = !local.loading && local.data === null;

  useEffect(() => {
    if (!absent) return;
    let cancelled = false;
    fetchContract(id).then(
      () => !cancelled && setRemote({ id, exists: true }),
      () => {
        // Unknown id, another user's, or unreachable (offline): only local data counts, so it is not here.
        if (!cancelled) setRemote({ id, exists: false });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [absent, id]);

  if (local.loading) return { state: 'loading' };
  if (local.data) return { state: 'found', contract: local.data };
  if (!remote || remote.id !== id || remote.exists) return { state: 'loading' };
  return { state: 'missing' };
}
