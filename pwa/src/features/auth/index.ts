// What other features use of the session, sign-in and sign-up's password handling (features import
// another feature only through its entry).
export { useSession } from './session/use-session';
export type { AuthProvider } from './session/auth-provider';
export { SessionContext, type SessionStatus, type SessionValue } from './session/session-context';
export { clearGuestSession, ensureGuestSession, readGuestId } from './session/guest-session';
export { GUEST_TRANSFER_FLAG, SessionProvider } from './session/session-provider';
export { SignInGate } from './sign-in-gate';
export { NewPasswordFields, useNewPassword } from './new-password-fields';
export { PasswordField } from './password-field';
export { useChangePassword } from './use-change-password';
