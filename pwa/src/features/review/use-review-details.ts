import { useSession } from '../auth';
import { reviewApi } from './review-api';

// The detail screen's one read of review data; moving it to the replicated local collection changes only this file.

/** The signed-in user's review by id (GET /api/contract-reviews/{id}); data is undefined when missing. */
export function useReviewDetails(id: string) {
  const { status } = useSession();
  return reviewApi.useGetReviewQuery(id, { skip: !id || status !== 'authenticated' });
}
