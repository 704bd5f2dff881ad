import Router from '@koa/router';
import type { AppState } from '../app-context';
import type { Config } from '../config';

/** Public, non-secret settings the PWA reads at start (which identity provider, contact addresses). */
export function configRoutes(config: Config): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/api/config', (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = {
      identity: config.firebase ? 'firebase' : 'builtin',
      firebase: config.firebase
        ? {
            apiKey: config.firebase.apiKey ?? '',
            authDomain: config.firebase.authDomain ?? '',
            projectId: config.firebase.projectId,
            emulatorHost: config.firebase.emulatorHost ?? null,
          }
        : null,
      supportEmail: config.supportEmail,
      payments: config.stripe ? 'stripe' : 'test',
    };
  });
  return router;
}
