import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { api } from '../../lib/api/api';
import { useOnlineStatus } from '../../lib/use-online-status';
import { useSession } from '../auth';
import { creditsApi } from './credits-api';
import { readLastKnownCredits, writeLastKnownCredits } from './last-known-credits';

/**
 * Credit balance: only when signed in, never refetched on mount (spec 000 section 7); mutations invalidate it.
 * Offline (or when the server cannot be reached) `data` is the last balance this device received and
 * `lastKnown` says so; reconnecting refetches, since the balance may have changed on another device.
 */
export function useCredits() {
  const { status, user } = useSession();
  const online = useOnlineStatus();
  const dispatch = useDispatch();
  const uid = status === 'authenticated' ? (user?.uid ?? null) : null;
  const query = creditsApi.useGetCreditsQuery(undefined, {
    // Offline the call can only fail (and be retried): the last known balance stands in.
    skip: uid === null || !online,
    refetchOnMountOrArgChange: false,
  });

  const received = query.data?.credits;
  useEffect(() => {
    if (uid !== null && received !== undefined) writeLastKnownCredits(uid, received);
  }, [uid, received]);

  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current && uid !== null) dispatch(api.util.invalidateTags(['Credits']));
    wasOnline.current = online;
  }, [online, uid, dispatch]);

  if (uid === null || (online && query.data)) return { ...query, lastKnown: false };
  // Offline even a balance read earlier in this visit is only the last known one.
  const last = query.data?.credits ?? readLastKnownCredits(uid);
  return last === null
    ? { ...query, lastKnown: false }
    : { ...query, data: { credits: last }, lastKnown: true };
}
