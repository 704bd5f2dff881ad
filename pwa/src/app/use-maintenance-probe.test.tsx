import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { landingLikely } from './landing-likely';
import { useMaintenanceProbe } from './use-maintenance-probe';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.cookie = 'cc_session=; path=/; max-age=0';
});

const status = (isEnabled: boolean) => ({
  isEnabled,
  title: 'System Maintenance',
  message: '',
  estimatedDuration: '30 minutes',
  startedAt: null,
});

describe('useMaintenanceProbe', () => {
  it('reports maintenance mode from /api/maintenance-status', async () => {
    const fetchMock = vi.fn(async () => Response.json(status(true)));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useMaintenanceProbe(true));
    await waitFor(() => expect(result.current).toBe(true));
    expect(fetchMock).toHaveBeenCalledWith('/api/maintenance-status', expect.anything());
  });

  it('counts a failed or malformed answer as off, and does nothing while inactive', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = vi.fn(async () => Response.json({ isEnabled: 'yes' }));
    vi.stubGlobal('fetch', fetchMock);
    const inactive = renderHook(() => useMaintenanceProbe(false));
    expect(fetchMock).not.toHaveBeenCalled();
    inactive.unmount();
    const { result } = renderHook(() => useMaintenanceProbe(true));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(result.current).toBe(false);
  });
});

describe('landingLikely', () => {
  it('expects the landing only at / for a browser with no user, guest or session hint', () => {
    expect(landingLikely('/')).toBe(true);
    expect(landingLikely('/auth')).toBe(false);
    localStorage.setItem('clausecraft.guest.id', 'guest-1');
    expect(landingLikely('/')).toBe(false);
    localStorage.clear();
    localStorage.setItem('clausecraft.session-user', '{}');
    expect(landingLikely('/')).toBe(false);
    localStorage.clear();
    document.cookie = 'cc_session=1; path=/';
    expect(landingLikely('/')).toBe(false);
  });
});
