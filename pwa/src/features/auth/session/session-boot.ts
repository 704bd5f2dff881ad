import { loadAppConfig } from '../../../lib/app-config';
import { startBootRefresh } from './builtin-auth-provider';
import { hasCachedUser } from './session-presence';
import { hasSessionHint } from './session-hints';

/**
 * Sends the session check's requests (the public config, and the refresh when this browser may hold a
 * session) before the router and React start: the route's code then loads beside them instead of ahead of
 * them (a browser opens at most six connections to the server). SessionProvider takes both answers over.
 * Returns whether somebody is probably signed in (the app then fetches the local database's code meanwhile), and
 * when the refresh has been handed to the browser (the router's requests for the route's code wait for that).
 */
export function startSessionCheck(): { likely: boolean; sent: Promise<void> } {
  // Both are taken over once (loadAppConfig keeps its answer; the boot refresh is sent at most once).
  void loadAppConfig();
  return { likely: hasSessionHint() || hasCachedUser(), sent: startBootRefresh() };
}
