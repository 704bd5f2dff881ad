import { useState } from 'react';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';
import { validateNewPassword, type NewPasswordErrors } from './validate-new-password';

export type NewPasswordState = ReturnType<typeof useNewPassword>;

/** A new password and its confirmation with the sign-up rules; an error clears as soon as its field changes. */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  return {
    password,
    confirmPassword,
    errors,
    setPassword: (value: string) => {
      setPassword(value);
      setErrors((previous) => ({ ...previous, password: undefined }));
    },
    setConfirmPassword: (value: string) => {
      setConfirmPassword(value);
      setErrors((previous) => ({ ...previous, confirmPassword: undefined }));
    },
    /** Shows the errors; true when the password may be submitted. */
    validate: (): boolean => {
      const found = validateNewPassword(password, confirmPassword);
      setErrors(found);
      return !found.password && !found.confirmPassword;
    },
  };
}

/** The new-password block of sign-up and password reset: password, its live checklist, confirmation. */
export function NewPasswordFields({
  idPrefix,
  label,
  state,
}: {
  idPrefix: string;
  label: string;
  state: NewPasswordState;
}) {
  return (
    <>
      <PasswordField
        id={`${idPrefix}-password`}
        label={label}
        value={state.password}
        onChange={state.setPassword}
        autoComplete="new-password"
        error={state.errors.password}
        describedBy={`${idPrefix}-password-rules`}
      />
      <PasswordChecklist id={`${idPrefix}-password-rules`} password={state.password} />
      <PasswordField
        id={`${idPrefix}-confirm-password`}
        label="Confirm Password"
        value={state.confirmPassword}
        onChange={state.setConfirmPassword}
        autoComplete="new-password"
        error={state.errors.confirmPassword}
      />
    </>
  );
}
