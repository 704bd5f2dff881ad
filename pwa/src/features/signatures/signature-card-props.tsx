import type { ReactNode } from 'react';
import type { LocalContract } from '../../db/user-db/user-db-types';
import { SignatureStatus } from './signature-status';
import type { useSignatureRequests } from './use-signature-requests';

/** What a document card shows of a contract's signatures, and why Delete waits for a void. */
export function signatureCardProps(
  contract: LocalContract | undefined,
  signatures: ReturnType<typeof useSignatureRequests>,
): { signature?: ReactNode; deleteBlocked?: string } {
  if (!contract) return {};
  const envelope = signatures.latestFor(contract.id);
  const live = envelope?.status === 'out_for_signature' || envelope?.status === 'completed';
  return {
    signature: <SignatureStatus contract={contract} envelope={envelope} onChange={signatures.refresh} />,
    deleteBlocked: live ? 'Void the signature request before deleting this contract.' : undefined,
  };
}
