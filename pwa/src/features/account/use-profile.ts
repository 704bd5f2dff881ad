import { useSession } from '../auth';
import { profileApi } from './profile-api';

/** The profile call is made only when signed in (spec 000 section 6); fresh 5 minutes. */
export function useProfile() {
  const { status } = useSession();
  return profileApi.useGetProfileQuery(undefined, {
    skip: status !== 'authenticated',
    refetchOnMountOrArgChange: 300,
  });
}
