import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentChanges } from './content-changes';
import { ContractPreview } from './contract-preview';

const BEFORE = [
  'SERVICE AGREEMENT',
  'This Agreement is between Acme LLC and Jane Doe.',
  '1. PAYMENT',
  'The Client will pay $800 per month.',
  '2. WARRANTY',
  'The Provider warrants the work.',
  '3. GOVERNING LAW',
  'The laws of the State of Ohio govern this Agreement.',
].join('\n\n');

const AFTER = [
  'SERVICE AGREEMENT',
  'This Agreement is between Acme LLC and Jane Doe.',
  '1. PAYMENT',
  'The Client will pay $950 per month.',
  '2. GOVERNING LAW',
  'The laws of the State of Ohio govern this Agreement.',
  '3. ADDITIONAL TERMS',
  'The Provider will bring its own equipment.',
].join('\n\n');

describe('content changes', () => {
  it('finds changed and added paragraphs and removed sections, not renumbered ones', () => {
    const changes = contentChanges(BEFORE, AFTER);
    expect([...changes.changed]).toEqual([3, 6, 7]);
    expect(changes.removed).toEqual([{ at: 4, heading: 'WARRANTY' }]);
  });

  it('does not flash the first draft', () => {
    expect(contentChanges(null, AFTER).changed.size).toBe(0);
  });
});

describe('contract preview', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('flashes what an edit changed or added and notes a removed section, for 2 seconds', () => {
    const props = { placeholders: null, status: 'draft' as const, paywalled: false };
    const { rerender } = render(<ContractPreview content={BEFORE} {...props} />);
    const preview = screen.getByTestId('contract-preview');
    expect(preview.querySelectorAll('[data-changed]')).toHaveLength(0);

    rerender(<ContractPreview content={AFTER} {...props} />);
    const changed = [...preview.querySelectorAll('[data-changed="true"]')].map((node) => node.textContent);
    expect(changed).toEqual([
      'The Client will pay $950 per month.',
      '3. ADDITIONAL TERMS',
      'The Provider will bring its own equipment.',
    ]);
    expect(preview.querySelector('[data-removed="WARRANTY"]')?.textContent).toBe('Removed: WARRANTY');
    expect(preview.textContent).not.toContain('$800');

    act(() => {
      vi.advanceTimersByTime(2_100);
    });
    expect(preview.querySelectorAll('[data-changed]')).toHaveLength(0);
    expect(preview.querySelector('[data-removed]')).toBeNull();
  });
});
