import { useCallback } from 'react';
import type { ContractReview } from '@shared-schema';
import { toast } from '../../components/ui/toast/toast-store';
import { serverMessage } from '../../lib/http';
import { reviewApi } from './review-api';

/** 'Your side' on a saved review: the server reads the same contract again from that party's side, free. */
export function useChangeSide() {
  const [change, state] = reviewApi.useChangeReviewSideMutation();
  const changeSide = useCallback(
    async (id: string, party: string): Promise<ContractReview | null> => {
      try {
        return await change({ id, party }).unwrap();
      } catch (error) {
        toast({
          title: 'Side Not Changed',
          description: serverMessage(error, 'The review could not be read from that side.'),
          variant: 'destructive',
        });
        return null;
      }
    },
    [change],
  );
  return { changeSide, changing: state.isLoading };
}
