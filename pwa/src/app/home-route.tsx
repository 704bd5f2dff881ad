import { lazy, Suspense } from 'react';
import { PageSpinner } from '../components/ui/page-spinner';
import { LandingPage } from '../features/landing/landing-page';
import { useSession } from '../features/auth';
import { landingLikely } from './landing-likely';

const HomePage = lazy(() => import('../features/home/home-page').then((m) => ({ default: m.HomePage })));

/**
 * / is Home for signed-in users and guests, and the landing experience for everyone else (spec 000 section 2).
 * While the session is checked the likely landing is already shown: it is what the server prerendered into the page,
 * so the first client render must produce it too (hydration), which is also why it is not a lazy chunk.
 */
export function HomeRoute() {
  const { status, isGuest } = useSession();
  const showsLanding = status === 'loading' ? landingLikely('/') : status === 'unauthenticated' && !isGuest;
  if (showsLanding) return <LandingPage />;
  // The spinner fills the viewport so the footer does not jump when the page arrives (layout shift).
  const spinner = (
    <div className="min-vh-100">
      <PageSpinner />
    </div>
  );
  if (status === 'loading') return spinner;
  return (
    <Suspense fallback={spinner}>
      <HomePage />
    </Suspense>
  );
}
