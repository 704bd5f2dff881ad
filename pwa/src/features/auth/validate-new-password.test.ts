import { describe, expect, it } from 'vitest';
import { validateNewPassword } from './validate-new-password';

describe('validateNewPassword', () => {
  it('reports the first failed rule with its exact message', () => {
    expect(validateNewPassword('Ab1!', 'Ab1!').password).toBe('Password must be at least 8 characters long');
    expect(validateNewPassword('abcdefg1!', 'abcdefg1!').password).toBe(
      'Password must contain at least one uppercase letter',
    );
    expect(validateNewPassword('ABCDEFG1!', 'ABCDEFG1!').password).toBe(
      'Password must contain at least one lowercase letter',
    );
    expect(validateNewPassword('Abcdefgh!', 'Abcdefgh!').password).toBe(
      'Password must contain at least one number',
    );
    expect(validateNewPassword('Abcdefg12', 'Abcdefg12').password).toBe(
      'Password must contain at least one special character',
    );
  });

  it('requires the confirmation to match', () => {
    expect(validateNewPassword('Abcdefg1!', 'Abcdefg1?')).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(validateNewPassword('Abcdefg1!', 'Abcdefg1!')).toEqual({});
  });
});
