// What other features use of the session and sign-in (features import another feature only through its entry).
export { useSession } from './session/use-session';
export { SessionContext, type SessionStatus, type SessionValue } from './session/session-context';
export { clearGuestSession, ensureGuestSession, readGuestId } from './session/guest-session';
export { GUEST_TRANSFER_FLAG, SessionProvider } from './session/session-provider';
export { SignInGate } from './sign-in-gate';
