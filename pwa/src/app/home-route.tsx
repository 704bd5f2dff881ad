import { lazy, Suspense } from 'react';
import { PageSpinner } from '../components/ui/page-spinner';
import { useSession } from '../lib/session/use-session';
import { landingLikely } from './landing-likely';

const loadLanding = () => import('../features/landing/landing-page');
// Fetched while the session is still being checked instead of after it, when the landing is the likely outcome.
if (typeof window !== 'undefined' && landingLikely(window.location.pathname)) void loadLanding();

const LandingPage = lazy(() => loadLanding().then((m) => ({ default: m.LandingPage })));
const HomePage = lazy(() => import('../features/home/home-page').then((m) => ({ default: m.HomePage })));

/** / is Home for signed-in users and guests, and the landing experience for everyone else (spec 000 section 2). */
export function HomeRoute() {
  const { status, isGuest } = useSession();
  // The spinner fills the viewport so the footer does not jump when the page arrives (layout shift).
  const spinner = (
    <div className="min-vh-100">
      <PageSpinner />
    </div>
  );
  if (status === 'loading') return spinner;
  return <Suspense fallback={spinner}>{status === 'unauthenticated' && !isGuest ? <LandingPage /> : <HomePage />}</Suspense>;
}
