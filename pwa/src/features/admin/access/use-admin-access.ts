import { useEffect, useRef, useState } from 'react';
import type { AdminStatus } from '@shared-schema';
import { LIMITS, TIMINGS_MS } from '@shared-schema/constants';
import { adminStatusApi } from './admin-status-api';
import { isVerifiedSuperAdmin } from './is-super-admin';
import { useSession } from '../../auth';

export type AdminAccess =
  | { state: 'loading' }
  | { state: 'signed-out' }
  | { state: 'failed'; attempts: number }
  | { state: 'blocked' }
  | { state: 'refused'; status: AdminStatus; checkedAt: Date }
  | { state: 'verified'; status: AdminStatus; checkedAt: Date };

// Failed verifications count across reloads of this tab, so reloading does not lift the block.
const FAILED_KEY = 'clausecraft.admin-failed-verifications';

function readFailures(): number {
  const n = Number(sessionStorage.getItem(FAILED_KEY) ?? '0');
  return Number.isFinite(n) ? n : 0;
}

/**
 * Spec 001 section 4 "Admin access": the status is always re-read when the dashboard opens (no retry) and
 * again every 30 seconds; access needs isSuperAdmin and isActive (plus role and the user's own id). A failed
 * verification counts; the third blocks the screen.
 */
export function useAdminAccess(): AdminAccess {
  const { status: session, user } = useSession();
  const signedIn = session === 'authenticated';
  const query = adminStatusApi.useGetAdminStatusQuery(undefined, {
    skip: !signedIn,
    refetchOnMountOrArgChange: true,
    pollingInterval: TIMINGS_MS.adminAccessRecheck,
    skipPollingIfUnfocused: false,
  });
  const [failures, setFailures] = useState(readFailures);
  const countedFor = useRef<number | undefined>(undefined);

  useEffect(() => {
    // One failure per failed request (fulfilledTimeStamp stays; the error's startedTimeStamp changes per try).
    if (!query.isError || countedFor.current === query.startedTimeStamp) return;
    countedFor.current = query.startedTimeStamp;
    const next = readFailures() + 1;
    sessionStorage.setItem(FAILED_KEY, String(next));
    setFailures(next);
  }, [query.isError, query.startedTimeStamp]);

  if (failures >= LIMITS.adminBlockAfterFailedAttempts) return { state: 'blocked' };
  if (session === 'loading') return { state: 'loading' };
  if (!signedIn || !user) return { state: 'signed-out' };
  if (query.isError) return { state: 'failed', attempts: failures };
  if (!query.data || query.isLoading) return { state: 'loading' };
  const checkedAt = new Date(query.fulfilledTimeStamp ?? Date.now());
  return isVerifiedSuperAdmin(query.data, user.uid)
    ? { state: 'verified', status: query.data, checkedAt }
    : { state: 'refused', status: query.data, checkedAt };
}

/** A successful verification clears the count of failed ones. */
export function clearFailedVerifications(): void {
  sessionStorage.removeItem(FAILED_KEY);
}
