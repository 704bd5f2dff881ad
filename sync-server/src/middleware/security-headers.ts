import helmet from 'koa-helmet';
import type { AppMiddleware } from '../app-context';

/** A CSP that fits the PWA: own scripts only, inline styles for the UI kit, Firebase hosts only when it is configured. */
export function securityHeaders(options: { firebase: boolean }): AppMiddleware {
  const googleScripts = options.firebase ? ['https://apis.google.com', 'https://www.gstatic.com'] : [];
  const googleConnect = options.firebase
    ? [
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://www.googleapis.com',
      ]
    : [];
  const googleFrames = options.firebase ? ['https://*.firebaseapp.com', 'https://accounts.google.com'] : [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...googleScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...googleConnect],
        frameSrc: ["'self'", ...googleFrames],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: options.firebase ? 'same-origin-allow-popups' : 'same-origin' },
  });
}
