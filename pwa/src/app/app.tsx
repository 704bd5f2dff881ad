import { useEffect } from 'react';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app-providers';

/** onReady runs once the first render is committed (for a hydrated page: once its buttons work). */
export function App({ router, onReady }: { router: ReturnType<typeof createBrowserRouter>; onReady?: () => void }) {
  // The root's effect runs after every child's, so the whole first screen is committed by then.
  useEffect(() => onReady?.(), [onReady]);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
