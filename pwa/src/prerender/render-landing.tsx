import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/app-providers';
import { routes } from '../app/routes';
import { pageTitle } from '../components/ui/use-page-meta';
import { LANDING_META } from '../features/landing/landing-page';

/**
 * The markup of / for a first-time visitor (no session, no guest), rendered at build time by the prerender plugin
 * (pwa/build) with the same providers and routes as the browser app, so the browser can hydrate it.
 */
export async function renderLanding(): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`Prerendering / answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProviders>
        {/* No hydration data script: the routes have no loaders, and the CSP allows no inline scripts. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}

/** The landing's title and description for the prerendered head (the page sets the rest of its meta tags itself). */
export function landingHead(): { title: string; description: string } {
  return { title: pageTitle(LANDING_META.title), description: LANDING_META.description };
}
