import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyzeContract } from '@contract-engine';
import {
  editSuggestionIds,
  formatUnplacedHeader,
  TRACKED_APPLIED_HEADER,
  TRACKED_LISTED_HEADER,
  TRACKED_MODE_HEADER,
  TRACKED_UNPLACED_HEADER,
  type ContractReview,
} from '@shared-schema';
import { createStore } from '../../lib/api/store';
import { setTokenGetter } from '../../lib/auth-bridge';
import { SuggestedEditsCard } from './suggested-edits-card';

// Two clauses written for this test, each drawing an edit suggestion from the engine.
const TEXT = [
  'SERVICES AGREEMENT',
  'This Agreement is made between Lumen Works Inc. (the "Client") and Birch Lane LLC (the "Provider").',
  '1. The Client shall pay each invoice within ninety (90) days of receipt.',
  '2. The Client may end this Agreement at any time without notice.',
].join('\n\n');

const review: ContractReview = {
  id: '01900000-0000-7000-8000-0000000000aa',
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  isPaid: true,
  originalText: TEXT,
  reviewData: analyzeContract(TEXT),
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  // jsdom has no object URLs; the file is saved through one.
  Object.defineProperty(URL, 'createObjectURL', { value: () => 'blob:edits', configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
  setTokenGetter(async () => 'token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  setTokenGetter(async () => null);
});

describe('Download with suggested edits', () => {
  it('names on screen, after the download, each ticked edit the Word file could not carry', async () => {
    const suggestions = review.reviewData.editSuggestions;
    const ids = editSuggestionIds(suggestions);
    const termination = suggestions.findIndex((s) => /end this Agreement/.test(s.currentText));
    expect(suggestions.length).toBeGreaterThanOrEqual(2);
    expect(termination).toBeGreaterThanOrEqual(0);
    fetchMock.mockImplementation(async (input) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/report-cost'))
        return new Response(JSON.stringify({ credits: 0, reason: 'paid' }), {
          headers: { 'content-type': 'application/json' },
        });
      return new Response(new Blob(['PK']), {
        headers: {
          'content-disposition': 'attachment; filename="Agreement - suggested edits.docx"',
          [TRACKED_MODE_HEADER]: 'in-place',
          [TRACKED_APPLIED_HEADER]: String(suggestions.length - 1),
          [TRACKED_LISTED_HEADER]: '0',
          [TRACKED_UNPLACED_HEADER]: formatUnplacedHeader([{ id: ids[termination] ?? '', why: 'complex' }]),
        },
      });
    });
    render(
      <Provider store={createStore()}>
        <SuggestedEditsCard review={review} />
      </Provider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Download with suggested edits' }));
    const outcome = await screen.findByRole('status');
    expect(outcome).toHaveTextContent('1 ticked edit is not in it');
    const missing = within(outcome).getByRole('list', { name: 'Edits not in your file' });
    const items = within(missing).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Section 2: "The Client may end this Agreement at any time without not..." (its passage sits in a field, link or earlier tracked change of your file)',
    ]);
  });
});
