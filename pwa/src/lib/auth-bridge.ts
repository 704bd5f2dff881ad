/**
 * How the HTTP layer gets the current ID token and reports a session the server ended. The session installs both;
 * kept apart from http.ts so the first screen can install them without loading the response parsers (zod).
 */
type TokenGetter = () => Promise<string | null>;
type AuthFailureHandler = (code: string) => void;

let tokenGetter: TokenGetter = async () => null;
let authFailureHandler: AuthFailureHandler = () => undefined;

export function setTokenGetter(getter: TokenGetter): void {
  tokenGetter = getter;
}

/** Called when the server says the session is over (expired token, disabled user), so the app signs out. */
export function setAuthFailureHandler(handler: AuthFailureHandler): void {
  authFailureHandler = handler;
}

export function getIdToken(): Promise<string | null> {
  return tokenGetter();
}

export function reportAuthFailure(code: string): void {
  authFailureHandler(code);
}
