import { useEffect } from 'react';
import { useNavigate, useRouteError } from 'react-router';
import { ErrorScreen } from '../components/ui/error-screen';

/** Failures the router catches (a screen that threw, a chunk that failed to load). */
export function RouteErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  useEffect(() => console.error('Route failure', error), [error]);
  return <ErrorScreen onReset={() => void navigate(0)} />;
}
