import { describe, expect, it } from 'vitest';
import { postAuthTarget } from './post-auth-redirect';

describe('postAuthTarget', () => {
  it('prefers the redirect query unless it is /auth', () => {
    expect(postAuthTarget('/documents', '/account')).toBe('/documents');
    expect(postAuthTarget('/auth?tab=signup', '/account')).toBe('/account');
  });
  it('uses the stored address, else /', () => {
    expect(postAuthTarget(null, '/transactions')).toBe('/transactions');
    expect(postAuthTarget(null, null)).toBe('/');
  });
  it('never leaves the site', () => {
    expect(postAuthTarget('//evil.example', null)).toBe('/');
    expect(postAuthTarget('https://evil.example', null)).toBe('/');
  });
});
