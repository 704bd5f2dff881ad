import { useSession } from '../auth';
import { creditsApi } from './credits-api';

/** Credit balance: only when signed in, never refetched on mount (spec 000 section 7); mutations invalidate it. */
export function useCredits() {
  const { status } = useSession();
  return creditsApi.useGetCreditsQuery(undefined, {
    skip: status !== 'authenticated',
    refetchOnMountOrArgChange: false,
  });
}
