import { describe, expect, it } from 'vitest';
import { resolveGate } from './resolve-gate';

const on = {
  isEnabled: true,
  title: 'Upgrade',
  message: 'Back soon',
  estimatedDuration: '30 minutes',
  startedAt: null,
};
const off = { ...on, isEnabled: false };

describe('resolveGate', () => {
  it('offers the app while maintenance is off or unknown', () => {
    expect(resolveGate(undefined, 'failed')).toBe('app');
    expect(resolveGate(off, 'failed')).toBe('app');
  });

  it('shows the maintenance page when the admin check fails', () => {
    expect(resolveGate(on, 'failed')).toBe('maintenance');
  });

  it('lets a verified super admin in during maintenance', () => {
    expect(resolveGate(on, 'passed')).toBe('app');
  });

  it('waits for the admin check', () => {
    expect(resolveGate(on, 'pending')).toBe('loading');
  });
});
