import { adminStatusApi } from './admin-status-api';
import { isVerifiedSuperAdmin } from './is-super-admin';
import { useSession } from '../../auth';

export type AdminCheck = 'pending' | 'passed' | 'failed';

/** Admin status only when signed in, fresh 5 minutes, no retry; a failure counts as "not an admin". */
export function useSuperAdminCheck(): AdminCheck {
  const { status, user } = useSession();
  const signedIn = status === 'authenticated';
  const query = adminStatusApi.useGetAdminStatusQuery(undefined, {
    skip: !signedIn,
    refetchOnMountOrArgChange: 300,
  });
  if (status === 'loading') return 'pending';
  if (!signedIn) return 'failed';
  if (query.isLoading || query.isUninitialized) return 'pending';
  if (query.isError) return 'failed';
  return isVerifiedSuperAdmin(query.data, user?.uid ?? null) ? 'passed' : 'failed';
}
