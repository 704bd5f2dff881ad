import { useCallback } from 'react';
import type { GuestReview, ReviewData } from '@shared-schema';
import { readGuestData, saveGuestData } from '../../db/guest-store';
import { useGuestData } from '../../db/use-guest-data';
import { isSerializedApiError } from '../../lib/http';
import { useOnlineStatus } from '../../lib/use-online-status';
import { useSession } from '../auth';
import { analyzeOffline } from './offline-review';
import { reviewApi } from './review-api';

// Every read and write of review data on the review screen goes through this file, so that moving
// signed-in reads to the replicated local collection later changes only this file.

export type ReviewResult = { review: ReviewData; reviewId: string | null; isPaid: boolean; offline: boolean };

/** The request never got an answer (offline, server down): the guest falls back to the in-browser engine. */
function unreachable(error: unknown): boolean {
  return isSerializedApiError(error) && error.status === 0;
}

/** Runs a review: guests get the preview (server, or the in-browser engine when offline) kept on the device; signed-in users get a saved free preview. */
export function useRunReview(): {
  run: (contractText: string, party?: string) => Promise<ReviewResult>;
  pending: boolean;
} {
  const { status, ensureGuestSession } = useSession();
  const online = useOnlineStatus();
  const [guestReview, guestState] = reviewApi.useGuestReviewMutation();
  const [reviewFree, freeState] = reviewApi.useReviewFreeMutation();

  const run = useCallback(
    async (contractText: string, party?: string): Promise<ReviewResult> => {
      const request = party ? { contractText, party } : { contractText };
      if (status === 'authenticated') {
        // Offline the preview is shown but not saved; the unlock needs the server anyway.
        if (!online)
          return {
            review: await analyzeOffline(contractText, party),
            reviewId: null,
            isPaid: false,
            offline: true,
          };
        const created = await reviewFree(request).unwrap();
        return { review: created.review, reviewId: created.reviewId, isPaid: false, offline: false };
      }
      let review: ReviewData;
      let offline = !online;
      if (offline) review = await analyzeOffline(contractText, party);
      else {
        try {
          review = await guestReview(request).unwrap();
        } catch (error) {
          if (!unreachable(error)) throw error;
          review = await analyzeOffline(contractText, party);
          offline = true;
        }
      }
      await saveGuestReview(await ensureGuestSession(), {
        contractText,
        reviewResult: review,
        createdAt: new Date().toISOString(),
      });
      return { review, reviewId: null, isPaid: false, offline };
    },
    [status, online, ensureGuestSession, guestReview, reviewFree],
  );
  return { run, pending: guestState.isLoading || freeState.isLoading };
}

async function saveGuestReview(guestId: string, contractReview: GuestReview): Promise<void> {
  const data = await readGuestData(guestId);
  await saveGuestData(guestId, {
    messages: [],
    aiConfidence: null,
    contract: null,
    ...data,
    guestId,
    contractReview,
  });
}

/** The guest's last review on this device (undefined while loading, null when none). */
export function useGuestReview(): GuestReview | null | undefined {
  const { guestId, status } = useSession();
  const data = useGuestData(status === 'authenticated' ? null : guestId);
  if (data === undefined) return undefined;
  return data?.contractReview ?? null;
}

/** A saved review of the signed-in user (GET /api/contract-reviews/{id}). */
export function useSavedReview(reviewId: string | null) {
  const { status } = useSession();
  return reviewApi.useGetReviewQuery(reviewId ?? '', { skip: !reviewId || status !== 'authenticated' });
}
