import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FactState } from '@shared-schema';
import { describeFacts } from '@contract-engine/builder';
import { detailFields } from './detail-fields';
import { PreviewWithDetails } from './preview-with-details';

const declaration = describeFacts('service-agreement');
if (!declaration) throw new Error('the service agreement is a declared type');
const STATES: FactState[] = [{ key: 'CLIENT NAME', value: 'Acme LLC', status: 'given' }];
const CONTENT = 'SERVICE AGREEMENT\n\nPaid by [INSERT PAYMENT METHOD] to [INSERT SERVICE PROVIDER NAME].';

function narrowScreen(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function renderView() {
  render(
    <PreviewWithDetails
      preview={{ content: CONTENT, placeholders: {}, status: 'in-progress', paywalled: false }}
      fields={detailFields(declaration!, STATES)}
      clauses={[]}
      disabled={false}
      onAction={vi.fn()}
    />,
  );
}

function marker(key: string): HTMLElement {
  const button = screen.getByText(`[INSERT ${key}]`).closest('button');
  if (!button) throw new Error(`the ${key} marker is not a button`);
  return button;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// The panel renders a dozen editors; jsdom on a loaded machine needs more than the default 5 s.
describe('preview with details', { timeout: 20_000 }, () => {
  it('shows the panel beside the preview on wider screens, and a marker click focuses its editor', () => {
    narrowScreen(false);
    renderView();
    // Role queries walk the whole tree in jsdom, which is slow here: text and label queries instead.
    expect(document.querySelector('[role="tablist"]')).toBeNull();
    expect(screen.getByTestId('details-panel')).toBeVisible();
    fireEvent.click(marker('PAYMENT METHOD'));
    expect(screen.getByLabelText('Payment method')).toHaveFocus();
  });

  it('on small screens puts the panel behind a tab, which a marker click opens', () => {
    narrowScreen(true);
    renderView();
    const details = screen.getByRole('tab', { name: 'Details' });
    expect(details).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByTestId('details-panel')).not.toBeVisible();
    fireEvent.click(marker('SERVICE PROVIDER NAME'));
    expect(details).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('details-panel')).toBeVisible();
    expect(screen.getByLabelText('Service provider name')).toHaveFocus();
  });

  it('switches tabs with the arrow keys', () => {
    narrowScreen(true);
    renderView();
    const preview = screen.getByRole('tab', { name: 'Preview' });
    fireEvent.keyDown(preview, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus();
  });
});
