import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toast/toast-store';
import { contractsApi } from '../contracts';

/** POST /api/contracts/{id}/finalize, then /contracts/{id}/view (spec 000 section 2). */
export function useFinalize() {
  const navigate = useNavigate();
  const [finalizeContract, state] = contractsApi.useFinalizeContractMutation();
  const finalize = useCallback(
    async (id: string) => {
      try {
        await finalizeContract(id).unwrap();
        void navigate(`/contracts/${encodeURIComponent(id)}/view`);
      } catch {
        toast({
          title: 'Error',
          description: 'Failed to finalize contract. Please try again.',
          variant: 'destructive',
        });
      }
    },
    [finalizeContract, navigate],
  );
  return { finalize, finalizing: state.isLoading };
}
