// The auth feature's public entry: what other features reuse of sign-up's password handling.
export { NewPasswordFields, useNewPassword } from './new-password-fields';
export { PasswordField } from './password-field';
export { useChangePassword } from './use-change-password';
