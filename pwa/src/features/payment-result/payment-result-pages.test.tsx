import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../lib/api/store';
import { SessionContext, type SessionValue } from '../auth';
import { describeFailure } from './payment-failure';
import { PurchaseFailedPage } from './purchase-failed-page';
import { parseReceipt } from './purchase-receipt';
import { PurchaseSuccessPage } from './purchase-success-page';

function session(overrides: Partial<SessionValue>): SessionValue {
  return {
    status: 'authenticated',
    user: { uid: 'u1', email: 'buyer@example.com', displayName: null },
    guestId: null,
    isGuest: false,
    provider: null,
    config: {
      identity: 'builtin',
      firebase: null,
      supportEmail: 'help@clausecraft.test',
      payments: 'test',
    },
    ensureGuestSession: async () => 'guest',
    signOut: async () => undefined,
    ...overrides,
  };
}

function renderAt(url: string, value: SessionValue) {
  render(
    <Provider store={createStore()}>
      <SessionContext.Provider value={value}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/purchase-success" element={<PurchaseSuccessPage />} />
            <Route path="/purchase-failed" element={<PurchaseFailedPage />} />
            <Route path="/auth" element={<h1>Sign in</h1>} />
          </Routes>
        </MemoryRouter>
      </SessionContext.Provider>
    </Provider>,
  );
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response(JSON.stringify({ credits: 8 }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('/purchase-failed', () => {
  it.each([
    ['payment_failed', 'Payment Failed', 'Your payment could not be processed.'],
    ['payment_cancelled', 'Payment Cancelled', 'No charges were made.'],
    ['payment_timeout', 'Payment Timeout', 'The checkout session timed out'],
    ['something_else', 'Payment Failed', 'Something went wrong with your payment.'],
  ])('error=%s reads %s', (code, title, text) => {
    renderAt(`/purchase-failed?error=${code}&transaction=abc-123`, session({}));
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(text, { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Reference: abc-123')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@clausecraft.test' })).toHaveAttribute(
      'href',
      'mailto:help@clausecraft.test',
    );
    expect(screen.getByRole('link', { name: 'Back to Buy Credits' })).toHaveAttribute('href', '/buy-credits');
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('shows only known reasons, and falls back to the default support address without config', () => {
    renderAt('/purchase-failed?error=payment_failed&reason=card_declined', session({ config: null }));
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@clausecraft.app' })).toBeInTheDocument();
    expect(describeFailure('payment_failed', '<script>')).toMatchObject({ reason: null });
    expect(describeFailure(null, null).title).toBe('Payment Failed');
  });
});

describe('/purchase-success', () => {
  it('sends a signed-out visitor to /auth', () => {
    renderAt('/purchase-success?credits=5', session({ status: 'unauthenticated', user: null }));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows the package, credits, amount, date, balance and the next steps', async () => {
    renderAt('/purchase-success?transaction=t-9&credits=5&amount=20.00&package=Quick%20Boost', session({}));
    expect(screen.getByRole('heading', { name: 'Purchase Successful' })).toBeInTheDocument();
    expect(screen.getByText('Quick Boost')).toBeInTheDocument();
    expect(screen.getByText('$20.00')).toBeInTheDocument();
    expect(screen.getByText('t-9')).toBeInTheDocument();
    expect(await screen.findByText('8 credits')).toBeInTheDocument();
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/contract-builder', '/contract-review', '/documents', '/transactions', '/']);
  });

  it('treats malformed query fields as unknown', () => {
    expect(parseReceipt(new URLSearchParams('credits=lots&amount=-4&package='))).toEqual({
      transaction: null,
      package: null,
      credits: null,
      amount: null,
    });
    expect(parseReceipt(new URLSearchParams('credits=15&amount=35'))).toMatchObject({
      credits: 15,
      amount: 35,
    });
  });
});
