import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { useStore } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { loadStore, resetServerCache, WithStore } from './lazy-store';

function StoreKeys() {
  const state: unknown = useStore().getState();
  return <p>{typeof state === 'object' && state !== null ? Object.keys(state).join(',') : ''}</p>;
}

describe('lazy store', () => {
  it(
    'renders children inside the one Redux store once it is loaded, and reuses it',
    { timeout: 20_000 },
    async () => {
      // Nothing to drop before the store exists.
      expect(() => resetServerCache()).not.toThrow();
      // A suspending render must happen inside an awaited act: React retries it once the store's module has loaded.
      await act(async () => {
        render(
          <Suspense fallback={<p>loading</p>}>
            <WithStore>
              <StoreKeys />
            </WithStore>
          </Suspense>,
        );
        await loadStore();
      });
      expect(await screen.findByText('api')).toBeInTheDocument();
      expect(await loadStore()).toBe(await loadStore());
      expect(() => resetServerCache()).not.toThrow();
    },
  );
});
