import { startSessionCheck } from '../features/auth/session/session-boot';

/**
 * The session check's requests, sent while this module is evaluated: main.tsx imports it first, so they go out
 * before the rest of the app's code runs (a few hundred milliseconds on a slow device) and before the router asks
 * for the route's code. Whether somebody is probably signed in (then the local database's code loads meanwhile).
 */
const started = startSessionCheck();
export const sessionLikely = started.likely;

/**
 * Once the refresh is on its way (at most a short while: another tab may hold the refresh lock): over HTTP/1.1 a
 * browser opens six connections to the server, and the route's code (about twenty chunks) asked for first would
 * queue the refresh, which everything a signed-in screen shows waits for, behind it.
 */
export const sessionRequestsSent: Promise<void> = Promise.race([
  started.sent,
  new Promise<void>((resolve) => setTimeout(resolve, 100)),
]);
