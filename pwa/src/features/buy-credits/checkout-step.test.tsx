import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CREDIT_PACKAGES } from '@shared-schema';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../lib/api/store';
import { toastStore } from '../../components/ui/toast/toast-store';
import { CheckoutStep } from './checkout-step';
import { formatPrice } from './package-format';

const quickBoost = CREDIT_PACKAGES.find((p) => p.id === 'quick-boost-onetime') ?? null;

function renderStep(props: Parameters<typeof CheckoutStep>[0]) {
  return render(
    <Provider store={createStore()}>
      <MemoryRouter>
        <CheckoutStep {...props} />
      </MemoryRouter>
    </Provider>,
  );
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('CheckoutStep', () => {
  it('keeps the purchase button disabled without a signed-in user id, and offers sign-in', () => {
    renderStep({ pkg: quickBoost, userId: null });
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth?redirect=%2Fbuy-credits',
    );
  });

  it('keeps it disabled until a plan is chosen', () => {
    renderStep({ pkg: null, userId: 'u1' });
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeDisabled();
    expect(screen.getByText('Choose a plan above to continue.')).toBeInTheDocument();
  });

  it('posts only the package id and goes to the hosted checkout URL', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ url: 'https://checkout.example/pay/1' }), { status: 200 }),
    );
    const redirect = vi.fn();
    renderStep({ pkg: quickBoost, userId: 'u1', redirect });
    expect(screen.getByText('Quick Boost')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://checkout.example/pay/1'));
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/checkout');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ packageId: 'quick-boost-onetime' }));
  });

  it('shows the Checkout Error toast when checkout cannot start', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'boom', code: 'internal' }), { status: 500 }),
    );
    const redirect = vi.fn();
    renderStep({ pkg: quickBoost, userId: 'u1', redirect });
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() =>
      expect(toastStore.getSnapshot()[0]).toMatchObject({
        title: 'Checkout Error',
        description: 'Unable to start checkout. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(redirect).not.toHaveBeenCalled();
    // The button comes back once the failed request has settled.
    expect(await screen.findByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
  });
});

describe('formatPrice', () => {
  it('shows free, one-time and monthly prices', () => {
    expect(CREDIT_PACKAGES.map(formatPrice)).toEqual(['Free', '$15 / month', '$35 / month', '$20']);
    expect(formatPrice({ price: 9.5, recurring: 'none' })).toBe('$9.50');
  });
});
