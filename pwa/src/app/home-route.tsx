import { lazy, Suspense } from 'react';
import { PageSpinner } from '../components/ui/page-spinner';
import { useSession } from '../lib/session/use-session';

const LandingPage = lazy(() => import('../features/landing/landing-page').then((m) => ({ default: m.LandingPage })));
const HomePage = lazy(() => import('../features/home/home-page').then((m) => ({ default: m.HomePage })));

/** / is Home for signed-in users and guests, and the landing experience for everyone else (spec 000 section 2). */
export function HomeRoute() {
  const { status, isGuest } = useSession();
  if (status === 'loading') return <PageSpinner />;
  return <Suspense fallback={<PageSpinner />}>{status === 'unauthenticated' && !isGuest ? <LandingPage /> : <HomePage />}</Suspense>;
}
