import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app-providers';
import { AppReadyContext } from './app-ready';

const NOTHING = () => undefined;

/** onReady runs once the first screen's content is committed (for a hydrated page: once its buttons work). */
export function App({
  router,
  onReady = NOTHING,
}: {
  router: ReturnType<typeof createBrowserRouter>;
  onReady?: () => void;
}) {
  return (
    <AppReadyContext.Provider value={onReady}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </AppReadyContext.Provider>
  );
}
