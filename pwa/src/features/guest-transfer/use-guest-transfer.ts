import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { transferResponseSchema } from '@shared-schema';
import { readGuestData } from '../../db/guest-store';
import { apiFetch } from '../../lib/http';
import { clearGuestSession, readGuestId, GUEST_TRANSFER_FLAG, useSession } from '../auth';

/**
 * Sends the guest's contract (with its chat) or review to the account and answers the route of the
 * transferred document, or null when there is nothing to transfer. The local guest data is removed
 * only after the server confirmed; a failure throws and leaves it in place.
 */
export async function transferGuestData(guestId: string): Promise<string | null> {
  const guestData = await readGuestData(guestId);
  if (!guestData || (!guestData.contract && !guestData.contractReview)) return null;
  const answer = transferResponseSchema.parse(
    await apiFetch({ path: '/api/auth/transfer-guest-data', method: 'POST', body: { guestData } }),
  );
  const target = answer.reviewId
    ? `/contract-review-details/${encodeURIComponent(answer.reviewId)}`
    : answer.contractId
      ? `/contract-builder/${encodeURIComponent(answer.contractId)}`
      : null;
  if (!target) throw new Error('The guest transfer answered neither a contractId nor a reviewId');
  await clearGuestSession();
  return target;
}

/**
 * Spec 000 section 4: on the first sign-in of a browser session the guest data moves to the account.
 * The sessionStorage flag (removed on sign-out by the session) is set before the call, so a second
 * render, tab re-mount or sign-in in this session never sends it twice; a failure is only logged.
 */
export function useGuestTransfer(): void {
  const { status } = useSession();
  const navigate = useNavigate();

  useEffect(() => {
    if (status !== 'authenticated') return;
    if (sessionStorage.getItem(GUEST_TRANSFER_FLAG)) return;
    sessionStorage.setItem(GUEST_TRANSFER_FLAG, 'true');
    const guestId = readGuestId();
    if (!guestId) return;
    void transferGuestData(guestId).then(
      (target) => {
        if (target) void navigate(target);
      },
      (error: unknown) => console.error('Guest data transfer failed', error),
    );
  }, [status, navigate]);
}
