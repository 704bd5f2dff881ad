import { describe, expect, it } from 'vitest';
import { isVerifiedSuperAdmin } from './is-super-admin';

const status = {
  isSuperAdmin: true,
  isActive: true,
  isAdmin: true,
  email: 'boss@example.com',
  role: 'super_admin' as const,
  userId: 'u1',
};

describe('isVerifiedSuperAdmin', () => {
  it('accepts only the full rule', () => {
    expect(isVerifiedSuperAdmin(status, 'u1')).toBe(true);
  });
  it('rejects another role, user id, an inactive or non-super-admin status, or none', () => {
    expect(isVerifiedSuperAdmin({ ...status, role: 'admin' }, 'u1')).toBe(false);
    expect(isVerifiedSuperAdmin(status, 'u2')).toBe(false);
    expect(isVerifiedSuperAdmin(status, null)).toBe(false);
    expect(isVerifiedSuperAdmin({ ...status, isSuperAdmin: false }, 'u1')).toBe(false);
    expect(isVerifiedSuperAdmin({ ...status, isActive: false }, 'u1')).toBe(false);
    expect(isVerifiedSuperAdmin(undefined, 'u1')).toBe(false);
  });
});
