import { act, fireEvent, render, screen } from '@testing-library/react';
import { COOKIE_CONSENT_KEY } from '@shared-schema';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CookieBanner } from './cookie-banner';

function renderBanner() {
  return render(
    <MemoryRouter>
      <CookieBanner />
    </MemoryRouter>,
  );
}

describe('CookieBanner', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('appears 2000 ms after load when no choice is stored', () => {
    renderBanner();
    act(() => vi.advanceTimersByTime(1_999));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
  });

  it('remembers Accept All', () => {
    renderBanner();
    act(() => vi.advanceTimersByTime(2_000));
    fireEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('accepted');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('counts the close control as decline', () => {
    renderBanner();
    act(() => vi.advanceTimersByTime(2_000));
    fireEvent.click(screen.getByRole('button', { name: 'Close cookie banner' }));
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('declined');
  });

  it('stays hidden when a choice is stored', () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'declined');
    renderBanner();
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });
});
