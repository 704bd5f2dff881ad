import { startSessionCheck } from '../features/auth/session/session-boot';

/**
 * The session check's requests, sent while this module is evaluated: main.tsx imports it first, so they go out
 * before the rest of the app's code runs (a few hundred milliseconds on a slow device) and before the router asks
 * for the route's code. Whether somebody is probably signed in (then the local database's code loads meanwhile).
 */
export const sessionLikely = startSessionCheck();
