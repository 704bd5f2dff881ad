import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/app-providers';
import { routes } from '../app/routes';
import { landingHead, renderLanding } from './render-landing';

// Its service worker registration is a virtual module of the client build only (the build's prerender stubs it).
vi.mock('../features/pwa/update-prompt', () => ({ UpdatePrompt: () => null }));

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('prerendered landing', () => {
  it('renders the landing for a first-time visitor, with its head', async () => {
    const markup = await renderLanding();
    expect(markup).toContain('Build a contract in minutes, for under $10');
    expect(markup).toContain('Create My First Contract FREE');
    expect(markup).toContain('Pricing');
    expect(markup).not.toContain('<script');
    expect(landingHead().title).toBe('Build a contract in minutes | Clausecraft');
  });

  it('is adopted by the browser app without a mismatch: the same DOM nodes stay on screen', async () => {
    // Anonymous visitor: config answers, no refresh call is made (no hint cookie), maintenance is off.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        if (input === '/api/config')
          return Response.json({
            identity: 'builtin',
            firebase: null,
            supportEmail: 'support@clausecraft.app',
            payments: 'test',
          });
        if (input === '/api/maintenance-status')
          return Response.json({
            isEnabled: false,
            title: 'System Maintenance',
            message: '',
            estimatedDuration: '30 minutes',
            startedAt: null,
          });
        return new Response('{}', { status: 404 });
      }),
    );
    const container = document.createElement('div');
    container.innerHTML = (await renderLanding()).replace(/^(?:<link [^>]*\/>)*/, '');
    document.body.appendChild(container);
    const button = container.querySelector('button.btn-lg');
    const recoverable = vi.fn();
    const errors = vi.spyOn(console, 'error');

    await act(async () => {
      root = hydrateRoot(
        container,
        // As App renders it; react-router/dom's provider differs only by flushSync, and under vitest it resolves to a
        // second copy of react-router whose contexts do not meet the routes'.
        <StrictMode>
          <AppProviders>
            <RouterProvider router={createBrowserRouter(routes)} />
          </AppProviders>
        </StrictMode>,
        { onRecoverableError: recoverable },
      );
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('button.btn-lg')).toBe(button);
    expect(button).toHaveTextContent('Create My First Contract FREE');
  });
});
