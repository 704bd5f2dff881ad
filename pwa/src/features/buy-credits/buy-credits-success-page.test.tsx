import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../lib/api/store';
import { api } from '../../lib/api/api';
import { readPurchaseReturn, rememberPurchaseReturn } from '../credits';
import { BuyCreditsSuccessPage } from './buy-credits-success-page';

function renderPage(query: string) {
  const store = createStore();
  const dispatch = vi.spyOn(store, 'dispatch');
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/buy-credits/success${query}`]}>
        <Routes>
          <Route path="/buy-credits/success" element={<BuyCreditsSuccessPage />} />
          <Route path="/buy-credits" element={<h1>Credit Plans</h1>} />
          <Route path="/purchase-success" element={<h1>Receipt</h1>} />
          <Route path="/contract-builder/:id" element={<h1>Builder</h1>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { dispatch, unmount: view.unmount };
}

const refetchAction = api.util.invalidateTags(['Credits', 'CreditTransactions']);

describe('BuyCreditsSuccessPage', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('counts down 5 s, refetches credits after 2 s, then goes to /buy-credits', () => {
    const { dispatch } = renderPage('?transaction=t1&package=Quick+Boost&credits=5&amount=20.00');
    expect(screen.getByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(
      screen.getByText('5 credits from Quick Boost are being added to your account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Returning to Buy Credits in 5 seconds');

    act(() => vi.advanceTimersByTime(1_999));
    expect(dispatch).not.toHaveBeenCalledWith(refetchAction);
    act(() => vi.advanceTimersByTime(1));
    expect(dispatch).toHaveBeenCalledWith(refetchAction);
    expect(screen.getByRole('status')).toHaveTextContent('in 3 seconds');

    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByRole('status')).toHaveTextContent('in 1 second…');
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Credit Plans' })).toBeInTheDocument();
  });

  it('links to the receipt with the same query', () => {
    renderPage('?transaction=t1&package=Quick+Boost&credits=5&amount=20.00');
    expect(screen.getByRole('link', { name: 'View receipt' })).toHaveAttribute(
      'href',
      '/purchase-success?transaction=t1&package=Quick+Boost&credits=5&amount=20.00',
    );
  });

  it('without a query it still thanks the user, without a receipt link', () => {
    renderPage('');
    expect(screen.getByText('Your credits are being added to your account.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View receipt' })).not.toBeInTheDocument();
  });

  it('after Credits Required, counts down to the page that needed the credits and opens the way back', () => {
    rememberPurchaseReturn('/contract-builder/c1', 'download this contract');
    renderPage('?transaction=t1&package=Quick+Boost&credits=5&amount=20.00');
    expect(screen.getByRole('status')).toHaveTextContent('Returning to download this contract in 5 seconds');
    expect(screen.getByRole('link', { name: 'Continue: download this contract' })).toHaveAttribute(
      'href',
      '/contract-builder/c1',
    );
    expect(readPurchaseReturn()).toMatchObject({ path: '/contract-builder/c1', ready: true });
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByRole('heading', { name: 'Builder' })).toBeInTheDocument();
  });

  it('a way back an earlier payment already opened is stale: this one returns to Buy Credits', () => {
    rememberPurchaseReturn('/contract-builder/c1', 'download this contract');
    renderPage('?transaction=t1').unmount();
    renderPage('?transaction=t2');
    expect(screen.getByRole('status')).toHaveTextContent('Returning to Buy Credits');
    expect(readPurchaseReturn()).toBeNull();
  });
});
