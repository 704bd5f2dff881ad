import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { nextTask } from '../lib/next-task';
import { App } from './app';
import { routes } from './routes';
import { captureAttribution } from '../features/attribution/attribution-store';
import { sessionLikely, sessionRequestsSent } from './boot-session';
import { preloadUserDbRuntime } from '../db/user-db/user-db-provider';

/** Starts React on #root: adopting the prerendered landing (hydration) or rendering from scratch. */
export function mountApp(root: HTMLElement, options: { hydrate: boolean; onReady: () => void }): void {
  captureAttribution();
  // The session check's requests go out first (boot-session.ts); the route's code and the local database's code
  // load beside them.
  void sessionRequestsSent.then(() => {
    // Created before rendering, not inside a component: matching the URL is work React could not split up.
    const router = createBrowserRouter(routes);
    if (sessionLikely) preloadUserDbRuntime();
    const app = (
      <StrictMode>
        <App router={router} onReady={options.onReady} />
      </StrictMode>
    );
    // React starts in the next task, and in a transition, so it yields to the browser while it builds the first
    // screen.
    void nextTask().then(() =>
      startTransition(() => {
        if (options.hydrate) hydrateRoot(root, app);
        else createRoot(root).render(app);
      }),
    );
  });
}
