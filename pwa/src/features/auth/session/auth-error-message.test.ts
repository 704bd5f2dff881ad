import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-error-message';
import { AuthError } from './auth-provider';

describe('authErrorMessage', () => {
  it('maps the provider codes to the spec texts', () => {
    expect(authErrorMessage(new AuthError('password-does-not-meet-requirements', 'x'))).toBe(
      'Password is too weak. Please follow the password requirements above.',
    );
    expect(authErrorMessage(new AuthError('email-already-in-use', 'x'))).toBe(
      'Email address is already in use',
    );
    expect(authErrorMessage(new AuthError('invalid-email', 'x'))).toBe('Invalid email address');
    expect(authErrorMessage(new AuthError('user-not-found', 'x'))).toBe('No account found with this email');
    expect(authErrorMessage(new AuthError('wrong-password', 'x'))).toBe('Incorrect password');
    expect(authErrorMessage(new AuthError('too-many-requests', 'x'))).toBe(
      "Too many failed sign-in attempts. Please wait a few minutes before trying again, or reset your password if you've forgotten it.",
    );
  });

  it('falls back to the message, then to Authentication failed', () => {
    expect(authErrorMessage(new AuthError('invalid-argument', 'Please enter a valid email address'))).toBe(
      'Please enter a valid email address',
    );
    expect(authErrorMessage(new Error(''))).toBe('Authentication failed');
    expect(authErrorMessage('weird')).toBe('Authentication failed');
  });
});
